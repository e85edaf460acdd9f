// A hand-written LaTeX resume (article class) with each section heading in small capitals centred
// between two rules, a centred header (name, then a line of contact details with diamonds between
// them), and one line per job: 'Title, Employer, Place' with the dates flush right, the bullets
// under it in dashes; schools on one line alike, skills as run-in 'Group:' paragraphs.
import { compileLatex } from './compile.mjs';
import { headingsOf, itemLine, partsOf } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'month', dash: ' -- ' });
  const head = (t) => `\\par\\vspace{9pt}\\noindent\\hrulefill\\quad{\\large\\scshape ${t}}\\quad\\hrulefill\\par\\vspace{3pt}`;
  const source = `\\documentclass[11pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[margin=2cm]{geometry}
\\usepackage{libertine}
\\usepackage{amssymb}
\\usepackage{enumitem}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
\\begin{center}
{\\LARGE\\scshape ${p.name}}\\par\\vspace{4pt}
${[p.place, p.phone, p.email, p.linkedin].filter(Boolean).join(' $\\diamond$ ')}
\\end{center}
${p.summary ? `${head('Summary')}${p.summary}\\par` : ''}
${head('Experience')}
${p.work
  .map(
    (j) => `\\textbf{${j.title}}, ${j.company}, ${j.place}\\hfill ${j.dates}\\par
\\begin{itemize}[leftmargin=1.4em,label=--,itemsep=0pt,topsep=1pt]${[...(j.summary ? [j.summary] : []), ...j.bullets].map((b) => `\\item ${b}`).join('')}\\end{itemize}\\vspace{4pt}`,
  )
  .join('\n')}
${head('Education')}
${p.education.map((e) => `\\textbf{${e.degree}}, ${e.school}\\hfill ${e.dates}\\par ${e.score ? `${e.score}\\par` : ''}\\vspace{2pt}`).join('\n')}
${head('Skills')}
${p.skills.map((g) => `\\textbf{${g.name}:} ${g.terms}\\par`).join('\n')}
${p.sections.map((s) => `${head(s.heading)}${s.items.map((i) => `${itemLine(i)}\\par `).join('')}`).join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 2 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
