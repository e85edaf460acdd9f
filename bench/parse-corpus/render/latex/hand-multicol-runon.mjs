// A one-page hand-written LaTeX CV (article class) in two columns with multicol: a full-width header
// (name, title, contact line) and then everything in two columns, the first ending half-way through
// the jobs (a column break), so the experience section goes on at the top of the second column. Jobs as
// 'Title' in bold, 'Employer, Place' and the dates ('03/2019 -- 06/2021') on the next line, bullets
// in small type; headings in bold sans serif with a thin rule under them.
import { compileLatex } from './compile.mjs';
import { headingsOf, itemLine, partsOf } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'num', dash: ' -- ' });
  const head = (t) => `\\par\\vspace{6pt}{\\sffamily\\bfseries ${t}}\\par\\vspace{-3pt}\\rule{\\linewidth}{0.3pt}\\par\\vspace{2pt}`;
  const source = `\\documentclass[10pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[margin=1.5cm]{geometry}
\\usepackage{charter}
\\usepackage{multicol}
\\usepackage{enumitem}
\\setlength{\\columnsep}{0.8cm}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\raggedright
\\begin{document}
{\\LARGE\\sffamily\\bfseries ${p.name}}\\par\\vspace{2pt}
{\\sffamily ${p.label}}\\par\\vspace{3pt}
{\\small ${[p.place, p.phone, p.email, p.linkedin].filter(Boolean).join(' \\,|\\, ')}}\\par
\\vspace{4pt}\\rule{\\textwidth}{0.8pt}
\\raggedcolumns
\\begin{multicols}{2}
${p.summary ? `${head('Summary')}{\\small ${p.summary}}\\par` : ''}
${head('Experience')}
${p.work
  .map(
    (j, n) => `${n > 0 && n === Math.ceil(p.work.length / 2) ? '\\columnbreak\n' : ''}\\vspace{3pt}\\textbf{${j.title}}\\par
${j.company}, ${j.place}\\par {\\small\\itshape ${j.dates}}\\par
\\begin{itemize}[leftmargin=1em,itemsep=0pt,topsep=1pt,font=\\small]${[...(j.summary ? [j.summary] : []), ...j.bullets].map((b) => `\\item {\\small ${b}}`).join('')}\\end{itemize}`,
  )
  .join('\n')}
${head('Education')}
${p.education.map((e) => `\\vspace{2pt}\\textbf{${e.degree}}\\par ${e.school}\\par {\\small\\itshape ${e.dates}}${e.score ? ` \\,|\\, {\\small ${e.score}}` : ''}\\par`).join('\n')}
${head('Skills')}
${p.skills.map((g) => `{\\small\\textbf{${g.name}:} ${g.terms}}\\par`).join('\n')}
${p.sections.map((s) => `${head(s.heading)}${s.items.map((i) => `{\\small ${itemLine(i)}}\\par `).join('')}`).join('\n')}
\\end{multicols}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 2 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
