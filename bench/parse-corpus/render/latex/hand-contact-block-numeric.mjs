// A hand-written LaTeX CV (article class): the name (and title) on the left and the contact details
// right-aligned in a block on the same rows (a minipage each side), dates written as
// '2019/03 – 2021/06' flush right on each title line, the employer and place under it. Headings in
// bold with a thin rule below; a sober Palatino-like face.
import { compileLatex } from './compile.mjs';
import { formatDate, headingsOf, itemLine, partsOf, tex } from './hand-common.mjs';

const ym = (iso) => {
  const [y, m] = formatDate(iso, 'iso').split('-');
  return `${y}/${m}`;
};

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'mon' });
  const range = (s, e) => `${tex(ym(s))} -- ${e ? tex(ym(e)) : 'present'}`;
  const head = (t) => `\\par\\vspace{8pt}{\\large\\bfseries ${t}}\\par\\vspace{-4pt}\\rule{\\textwidth}{0.4pt}\\par\\vspace{2pt}`;
  const source = `\\documentclass[10pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[margin=1.9cm]{geometry}
\\usepackage{mathpazo}
\\usepackage{enumitem}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
\\begin{minipage}[t]{0.5\\textwidth}
{\\huge\\bfseries ${p.name}}\\par\\vspace{4pt}
{\\large ${p.label}}
\\end{minipage}\\hfill
\\begin{minipage}[t]{0.45\\textwidth}\\raggedleft\\small
${[p.place, p.phone, p.email, p.linkedin].filter(Boolean).join('\\\\\n')}
\\end{minipage}\\par\\vspace{6pt}
${p.summary ? `${head('Summary')}${p.summary}\\par` : ''}
${head('Experience')}
${person.work
  .map((job, n) => {
    const j = p.work[n];
    return `\\vspace{4pt}\\textbf{${j.title}}\\hfill ${range(job.startDate, job.endDate)}\\par
${j.company}, {\\itshape ${j.place}}\\par
\\begin{itemize}[leftmargin=1.2em,itemsep=0pt,topsep=1pt]${[...(j.summary ? [j.summary] : []), ...j.bullets].map((b) => `\\item ${b}`).join('')}\\end{itemize}`;
  })
  .join('\n')}
${head('Education')}
${person.education
  .map((ed, n) => {
    const e = p.education[n];
    return `\\vspace{3pt}\\textbf{${e.degree}}\\hfill ${range(ed.startDate, ed.endDate)}\\par ${e.school}${e.score ? `, ${e.score}` : ''}\\par`;
  })
  .join('\n')}
${head('Skills')}
${p.skills.map((g) => `\\textbf{${g.name}:} ${g.terms}\\par`).join('\n')}
${p.sections.map((s) => `${head(s.heading)}${s.items.map((i) => `${itemLine(i)}\\par `).join('')}`).join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 2 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
