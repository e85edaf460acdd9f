// A hand-written academic CV (article class): the name centred in small capitals with the address
// block under it, education first, then 'Research Experience' (every job but the earliest) and
// 'Teaching' (the earliest job), dates as academic terms ('Fall 2019 -- Spring 2021', 'Summer 2018'
// for a start in the summer months), each entry as 'Title, Employer' with the term range flush right
// and the place in italics under it. Letter, Palatino (mathpazo), needspace so a heading stays with
// its first entry.
import { compileLatex } from './compile.mjs';
import { headingsOf, itemLine, partsOf } from './hand-common.mjs';

const term = (iso) => {
  if (!iso) return 'present';
  const m = Number(iso.slice(5, 7));
  return `${m <= 5 ? 'Spring' : m <= 8 ? 'Summer' : 'Fall'} ${iso.slice(0, 4)}`;
};

export function render(person, outBase) {
  const p = partsOf(person);
  const head = (t) =>
    `\\par\\needspace{4\\baselineskip}\\vspace{10pt}{\\large\\bfseries ${t}}\\par\\vspace{-4pt}\\rule{\\textwidth}{0.4pt}\\par\\vspace{2pt}`;
  const entry = (j, k) => {
    const w = p.work[k];
    return `\\textbf{${w.title}}, ${w.company}\\hfill ${term(j.startDate)} -- ${term(j.endDate)}\\\\
\\textit{${w.place}}
\\begin{itemize}[leftmargin=1.5em,itemsep=0pt,topsep=1pt]${[...(w.summary ? [w.summary] : []), ...w.bullets].map((b) => `\\item ${b}`).join('')}\\end{itemize}\\vspace{4pt}`;
  };
  const last = person.work.length - 1;
  const source = `\\documentclass[11pt,letterpaper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{mathpazo}
\\usepackage[margin=1in]{geometry}
\\usepackage{enumitem}
\\usepackage{needspace}
\\pagestyle{plain}
\\setlength{\\parindent}{0pt}
\\begin{document}
\\begin{center}
{\\LARGE\\scshape ${p.name}}\\\\[4pt]
${p.label}\\\\
${p.place}\\\\
${p.phone} \\textperiodcentered\\ ${p.email}${p.linkedin ? `\\\\ ${p.linkedin}` : ''}
\\end{center}
${p.summary ? `${head('Research Interests')}${p.summary}\\par` : ''}
${head('Education')}
${person.education
  .map((e, k) => {
    const d = p.education[k];
    return `\\textbf{${d.degree}}, ${d.school}\\hfill ${term(e.startDate)} -- ${term(e.endDate)}\\par${d.score ? ` ${d.score}\\par` : ''}\\vspace{3pt}`;
  })
  .join('\n')}
${head('Research Experience')}
${person.work
  .slice(0, last)
  .map((j, k) => entry(j, k))
  .join('\n')}
${head('Teaching')}
${entry(person.work[last], last)}
${head('Skills')}
${p.skills.map((g) => `\\textit{${g.name}:} ${g.terms}\\par`).join('\n')}
${p.sections.map((s) => `${head(s.heading)}${s.items.map((i) => `${itemLine(i)}\\par `).join('')}`).join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 2 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
