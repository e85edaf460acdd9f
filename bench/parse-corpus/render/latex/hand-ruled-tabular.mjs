// A hand-written one-page resume in the most copied public style: article class, titlesec
// small-caps headings with a rule under them, a centred header of the name over contact details
// separated by '|', and each entry as two tabular* rows (company left and place right, title left
// and dates right, the second row in italics), then itemize bullets that wrap.
import { compileLatex } from './compile.mjs';
import { headingsOf, itemLine, partsOf } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'mon' });
  const heading = (a, b, c, d) => `\\item\\begin{tabular*}{0.97\\textwidth}[t]{l@{\\extracolsep{\\fill}}r}
\\textbf{${a}} & ${b} \\\\ \\textit{\\small ${c}} & \\textit{\\small ${d}} \\\\ \\end{tabular*}\\vspace{-7pt}`;
  const bullets = (items) =>
    items.length ? `\\begin{itemize}[leftmargin=0.15in]\\small${items.map((i) => `\\item ${i}`).join('')}\\end{itemize}\\vspace{-5pt}` : '';
  const contact = [
    p.phone,
    `\\href{mailto:${p.email}}{\\underline{${p.email}}}`,
    p.linkedin ? `\\href{${p.linkedinUrl}}{\\underline{${p.linkedin}}}` : '',
    p.place,
  ]
    .filter(Boolean)
    .join(' $|$ ');
  const source = `\\documentclass[letterpaper,11pt]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{latexsym}
\\usepackage[empty]{fullpage}
\\usepackage{titlesec}
\\usepackage[usenames,dvipsnames]{color}
\\usepackage{enumitem}
\\usepackage[hidelinks]{hyperref}
\\usepackage{tabularx}
\\pagestyle{empty}
\\addtolength{\\oddsidemargin}{-0.5in}
\\addtolength{\\textwidth}{1in}
\\addtolength{\\topmargin}{-.5in}
\\addtolength{\\textheight}{1.0in}
\\raggedright
\\setlength{\\tabcolsep}{0in}
\\titleformat{\\section}{\\vspace{-4pt}\\scshape\\raggedright\\large}{}{0em}{}[\\color{black}\\titlerule \\vspace{-5pt}]
\\begin{document}
\\begin{center}
{\\Huge \\scshape ${p.name}} \\\\ \\vspace{1pt}
\\small ${contact}
\\end{center}
${p.summary ? `\\section{Summary}\\small ${p.summary}` : ''}
\\section{Experience}
\\begin{itemize}[leftmargin=0.15in, label={}]
${p.work.map((j) => `${heading(j.company, j.place, j.title, j.dates)}${bullets([...(j.summary ? [j.summary] : []), ...j.bullets])}`).join('\n')}
\\end{itemize}
\\section{Education}
\\begin{itemize}[leftmargin=0.15in, label={}]
${p.education.map((e) => heading(e.school, '', `${e.degree}${e.score ? `, ${e.score}` : ''}`, e.dates)).join('\n')}
\\end{itemize}
\\section{Technical Skills}
\\begin{itemize}[leftmargin=0.15in, label={}]
\\small{\\item{${p.skills.map((g) => `\\textbf{${g.name}}{: ${g.terms}}`).join(' \\\\ ')}}}
\\end{itemize}
${p.sections
  .map(
    (s) =>
      `\\section{${s.heading}}\\begin{itemize}[leftmargin=0.15in]\\small${s.items.map((i) => `\\item ${itemLine(i)}`).join('')}\\end{itemize}`,
  )
  .join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 1 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
