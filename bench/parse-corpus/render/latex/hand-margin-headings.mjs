// A hand-written LaTeX resume (article class) with its section headings in a hanging column at the
// left: a wide left margin holds each heading, set right-aligned in bold on the row of the first
// line of its section, and the text runs in the column beside it. Entries are 'Title, Employer'
// with the dates flush right and the place in italics under it; a sans-serif page.
import { compileLatex } from './compile.mjs';
import { headingsOf, itemLine, partsOf } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'month', dash: ' -- ' });
  const head = (t) => `\\par\\vspace{10pt}\\noindent\\llap{\\parbox[t]{1.35in}{\\raggedleft\\bfseries ${t}}\\hspace{0.25in}}`;
  const source = `\\documentclass[10pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[left=2.1in,right=0.7in,top=0.7in,bottom=0.7in]{geometry}
\\usepackage{helvet}
\\renewcommand{\\familydefault}{\\sfdefault}
\\usepackage{enumitem}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
\\noindent\\llap{\\parbox[t]{1.35in}{\\raggedleft\\phantom{X}}\\hspace{0.25in}}{\\huge\\bfseries ${p.name}}\\par\\vspace{2pt}
${p.label}\\par\\vspace{4pt}
{\\small ${[p.place, p.phone, p.email, p.linkedin].filter(Boolean).join(' \\textbullet{} ')}}\\par
${p.summary ? `${head('Profile')}${p.summary}\\par` : ''}
${head('Experience')}${p.work
    .map(
      (j) => `\\textbf{${j.title}}, ${j.company}\\hfill ${j.dates}\\par
{\\itshape ${j.place}}\\par
\\begin{itemize}[leftmargin=1.1em,itemsep=0pt,topsep=1pt]${[...(j.summary ? [j.summary] : []), ...j.bullets].map((b) => `\\item ${b}`).join('')}\\end{itemize}\\vspace{5pt}`,
    )
    .join('\n')}
${head('Education')}${p.education.map((e) => `\\textbf{${e.degree}}, ${e.school}\\hfill ${e.dates}\\par ${e.score ? `${e.score}\\par ` : ''}\\vspace{2pt}`).join('\n')}
${head('Skills')}${p.skills.map((g) => `${g.name}: ${g.terms}\\par `).join('\n')}
${p.sections.map((s) => `${head(s.heading)}${s.items.map((i) => `${itemLine(i)}\\par `).join('')}`).join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 2 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
