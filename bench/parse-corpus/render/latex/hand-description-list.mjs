// A hand-written LaTeX CV (article class) whose entries are description lists: the label is the
// year range ('2019--2021', set as an en dash), then the title in bold and the employer after an em
// dash on the same line, the place and the bullets below it. Left-aligned name in a large serif,
// contact details on one line under it, plain bold section headings.
import { compileLatex } from './compile.mjs';
import { headingsOf, itemLine, partsOf } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'year', dash: '--' });
  const head = (t) => `\\section*{${t}}`;
  const items = (list) =>
    `\\begin{description}[style=sameline,leftmargin=6.2em,labelwidth=5.6em,font=\\normalfont,itemsep=5pt,topsep=2pt]\n${list.join('\n')}\n\\end{description}`;
  const source = `\\documentclass[10pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[margin=1.8cm]{geometry}
\\usepackage{mathptmx}
\\usepackage{enumitem}
\\usepackage{titlesec}
\\titleformat{\\section}{\\large\\bfseries}{}{0pt}{}
\\titlespacing*{\\section}{0pt}{10pt}{4pt}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
{\\huge ${p.name}}\\par\\vspace{2pt}
{\\large\\itshape ${p.label}}\\par\\vspace{4pt}
${[p.place, p.phone, p.email, p.linkedin].filter(Boolean).join(' \\textbullet{} ')}\\par
${p.summary ? `${head('Profile')}${p.summary}\\par` : ''}
${head('Experience')}
${items(
  p.work.map(
    (j) =>
      `\\item[${j.dates}] \\textbf{${j.title}} --- ${j.company}\\\\ {\\small\\itshape ${j.place}}\\vspace{-2pt}
\\begin{itemize}[leftmargin=1.1em,label=\\textbullet,itemsep=0pt,topsep=2pt]${[...(j.summary ? [j.summary] : []), ...j.bullets].map((b) => `\\item ${b}`).join('')}\\end{itemize}`,
  ),
)}
${head('Education')}
${items(p.education.map((e) => `\\item[${e.dates}] \\textbf{${e.degree}} --- ${e.school}${e.score ? `\\\\ ${e.score}` : ''}`))}
${head('Skills')}
${p.skills.map((g) => `\\textbf{${g.name}:} ${g.terms}\\par`).join('\n')}
${p.sections.map((s) => `${head(s.heading)}${s.items.map((i) => `${itemLine(i)}\\par `).join('')}`).join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 2 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
