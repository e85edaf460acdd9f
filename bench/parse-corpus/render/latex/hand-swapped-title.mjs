// A hand-written one-page LaTeX resume (article class) with coloured section headings over a
// coloured rule, and entries whose title comes first in bold with the dates set right on its line,
// the employer under it in small capitals with the place after a bullet; education alike (degree
// first, school in small capitals), skills as a two-column tabular of 'Group' and terms.
import { compileLatex } from './compile.mjs';
import { headingsOf, itemLine, partsOf } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'month', dash: ' -- ' });
  const head = (t) => `\\section*{${t}}`;
  const entry = (first, dates, second, place, items) =>
    `\\textbf{${first}}\\hfill ${dates}\\par
{\\scshape ${second}}${place ? ` \\textbullet{} ${place}` : ''}\\par
${items.length ? `\\begin{itemize}[leftmargin=1.3em,label=\\textcolor{accent}{\\scriptsize$\\blacktriangleright$},itemsep=0pt,topsep=2pt]${items.map((b) => `\\item ${b}`).join('\n')}\\end{itemize}` : ''}\\vspace{5pt}`;
  const source = `\\documentclass[10.5pt,letterpaper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[left=0.75in,right=0.75in,top=0.6in,bottom=0.6in]{geometry}
\\usepackage{tgpagella}
\\usepackage{amssymb}
\\usepackage{xcolor}
\\usepackage{enumitem}
\\usepackage{titlesec}
\\definecolor{accent}{HTML}{1F5C8B}
\\titleformat{\\section}{\\large\\bfseries\\color{accent}}{}{0pt}{}[{\\color{accent}\\titlerule[1.2pt]}]
\\titlespacing*{\\section}{0pt}{10pt}{5pt}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
{\\fontsize{26}{30}\\selectfont\\color{accent}${p.name}}\\par\\vspace{3pt}
{\\large ${p.label}}\\par\\vspace{3pt}
${[p.place, p.phone, p.email, p.linkedin].filter(Boolean).join(' \\quad\\textcolor{accent}{\\textbar}\\quad ')}\\par
${p.summary ? `${head('Profile')}${p.summary}\\par` : ''}
${head('Work Experience')}
${p.work.map((j) => entry(j.title, j.dates, j.company, j.place, [...(j.summary ? [j.summary] : []), ...j.bullets])).join('\n')}
${head('Education')}
${p.education.map((e) => entry(e.degree, e.dates, e.school, e.score, [])).join('\n')}
${head('Skills')}
\\begin{tabular}{@{}p{1.4in}p{5in}@{}}
${p.skills.map((g) => `\\textbf{${g.name}} & ${g.terms}\\\\`).join('\n')}
\\end{tabular}
${p.sections.map((s) => `${head(s.heading)}${s.items.map((i) => `${itemLine(i)}\\par `).join('')}`).join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 2 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
