// A hand-written LaTeX CV (article class): every entry is a two-column tabular, the dates in a narrow
// left column in small type, where a range wraps onto two lines ('Sep 2019 --' over 'Present'), and
// the title, employer, place and bullets in the wide right column. Name and contact details set
// flush left over a thick rule; headings in bold capitals with extra letter space.
import { compileLatex } from './compile.mjs';
import { formatDate, headingsOf, itemLine, partsOf, tex } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'mon', dash: ' -- ' });
  const wrap = (s, e) => `${tex(formatDate(s, 'mon'))} --\\newline ${e ? tex(formatDate(e, 'mon')) : 'Present'}`;
  const head = (t) => `\\par\\vspace{8pt}{\\bfseries\\MakeUppercase{${t}}}\\par\\vspace{2pt}`;
  const entry = (dates, body) =>
    `\\noindent\\begin{tabular}{@{}p{1.7cm}@{\\hspace{0.5cm}}p{\\dimexpr\\textwidth-2.2cm\\relax}@{}}{\\small ${dates}} & ${body}\\end{tabular}\\par\\vspace{4pt}`;
  const list = (xs) =>
    xs.length
      ? `\\vspace{-2pt}\\begin{itemize}[leftmargin=1em,itemsep=0pt,topsep=0pt,parsep=0pt]${xs.map((b) => `\\item ${b}`).join('')}\\end{itemize}`
      : '';
  const source = `\\documentclass[10pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[margin=1.8cm]{geometry}
\\usepackage{helvet}
\\renewcommand{\\familydefault}{\\sfdefault}
\\usepackage{array}
\\usepackage{enumitem}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
{\\LARGE\\bfseries ${p.name}}\\par\\vspace{2pt}
${p.label}\\par\\vspace{2pt}
{\\small ${[p.place, p.phone, p.email, p.linkedin].filter(Boolean).join(' \\quad ')}}\\par
\\vspace{3pt}\\rule{\\textwidth}{1.2pt}
${p.summary ? `${head('Profile')}${p.summary}\\par` : ''}
${head('Experience')}
${person.work
  .map((job, n) => {
    const j = p.work[n];
    return entry(
      wrap(job.startDate, job.endDate),
      `\\textbf{${j.title}}, ${j.company}\\newline {\\itshape ${j.place}}${list([...(j.summary ? [j.summary] : []), ...j.bullets])}`,
    );
  })
  .join('\n')}
${head('Education')}
${person.education
  .map((ed, n) => {
    const e = p.education[n];
    return entry(wrap(ed.startDate, ed.endDate), `\\textbf{${e.degree}}\\newline ${e.school}${e.score ? `, ${e.score}` : ''}`);
  })
  .join('\n')}
${head('Skills')}
${p.skills.map((g) => entry(g.name, g.terms)).join('\n')}
${p.sections.map((s) => `${head(s.heading)}${s.items.map((i) => `${itemLine(i)}\\par `).join('')}`).join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 2 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
