// A hand-written LaTeX resume (article class) on two columns with paracol, the left one wider
// (about two thirds): the name and headline across the top over a thick rule, then at the left the
// profile and the jobs ('Title' bold, 'Employer, Place' under it, the dates as '03/2019 -- 06/2021'
// in a small box at the right of the title line), and at the right a shaded narrow column with
// contact details, education, skills and the other sections. Letter, XCharter.
import { compileLatex } from './compile.mjs';
import { headingsOf, itemLine, partsOf } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'num', dash: ' -- ', open: 'now' });
  const head = (t) =>
    `\\par\\vspace{7pt}{\\color{ink}\\large\\bfseries ${t.toUpperCase()}}\\par\\vspace{-2pt}{\\color{ink}\\rule{\\linewidth}{0.6pt}}\\par\\vspace{3pt}`;
  const side = (t) => `\\par\\vspace{8pt}{\\color{ink}\\bfseries\\scshape ${t}}\\par\\vspace{2pt}`;
  const source = `\\documentclass[10pt,letterpaper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{XCharter}
\\usepackage[margin=0.6in]{geometry}
\\usepackage{paracol}
\\usepackage{xcolor}
\\usepackage{enumitem}
\\definecolor{ink}{HTML}{2E4A62}
\\definecolor{pale}{HTML}{EEF2F5}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\columnratio{0.66}
\\setlength{\\columnsep}{16pt}
\\backgroundcolor{c[1](6pt,4pt)(6pt,4pt)}{pale}
\\begin{document}
{\\fontsize{26}{30}\\selectfont\\bfseries\\color{ink}${p.name}}\\par\\vspace{2pt}
{\\large ${p.label}}\\par\\vspace{4pt}
{\\color{ink}\\rule{\\linewidth}{2.5pt}}\\par\\vspace{6pt}
\\begin{paracol}{2}
${p.summary ? `${head('Profile')}${p.summary}\\par` : ''}
${head('Experience')}
${p.work
  .map(
    (j) => `\\textbf{${j.title}}\\hfill\\fcolorbox{ink}{white}{\\footnotesize ${j.dates}}\\\\
{\\itshape ${j.company}, ${j.place}}\\par
\\begin{itemize}[leftmargin=1.1em,itemsep=1pt,topsep=2pt]${[...(j.summary ? [j.summary] : []), ...j.bullets].map((b) => `\\item ${b}`).join('')}\\end{itemize}\\vspace{4pt}`,
  )
  .join('\n')}
${p.sections
  .filter((s) => ['projects', 'volunteer'].includes(s.kind))
  .map((s) => `${head(s.heading)}${s.items.map((i) => `${itemLine(i)}\\par `).join('')}`)
  .join('\n')}
\\switchcolumn
\\small
${side('Contact')}
${[p.place, p.phone, p.email, p.linkedin].filter(Boolean).join('\\\\\n')}\\par
${side('Education')}
${p.education.map((e) => `\\textbf{${e.degree}}\\\\ ${e.school}\\\\ {\\footnotesize ${e.dates}}${e.score ? `\\\\ ${e.score}` : ''}\\par\\vspace{4pt}`).join('\n')}
${side('Skills')}
${p.skills.map((g) => `\\textit{${g.name}}\\\\ ${g.terms}\\par\\vspace{3pt}`).join('\n')}
${p.sections
  .filter((s) => !['projects', 'volunteer'].includes(s.kind))
  .map((s) => `${side(s.heading)}${s.items.map((i) => `${itemLine(i)}\\par\\vspace{2pt} `).join('')}`)
  .join('\n')}
\\end{paracol}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 2 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
