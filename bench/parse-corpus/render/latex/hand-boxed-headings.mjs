// A hand-written LaTeX resume (article class) in the manner of the public CVs whose section
// headings sit in filled bars, written here from scratch: the name centred and large over a centred
// contact line; each section heading in white capitals inside a filled tcolorbox bar across the
// page; each job as the employer bold with the dates at the right, the title in italics with the
// place at the right, then bullets; the skills as a two-column table, a group's name bold over its
// terms in each cell. Letter, 10pt, Charter.
import { compileLatex } from './compile.mjs';
import { headingsOf, partsOf } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'month', dash: ' -- ' });
  const head = (t) => `\\boxhead{${t}}`;
  const bullets = (items) =>
    items.length
      ? `\\begin{itemize}[leftmargin=1.4em,itemsep=0pt,parsep=0pt,topsep=2pt]${items.map((b) => `\n\\item ${b}`).join('')}\n\\end{itemize}`
      : '';
  const contact = [
    p.place,
    p.phone,
    `\\href{mailto:${person.basics.email}}{${p.email}}`,
    ...(p.linkedin ? [`\\href{${p.linkedinUrl}}{${p.linkedin}}`] : []),
  ];
  const cells = p.skills.map((g) => `{\\bfseries ${g.name}}\\newline ${g.terms}`);
  const rows = [];
  for (let i = 0; i < cells.length; i += 2) rows.push(`${cells[i]} & ${cells[i + 1] ?? ''}\\\\[4pt]`);
  const extraItem = (s, i) => {
    if (s.kind === 'languages') return `{\\bfseries ${i.title}} (${i.text})`;
    const left = `{\\bfseries ${i.title}}${i.org ? `, {\\itshape ${i.org}}` : ''}${i.text ? ` -- ${i.text}` : ''}`;
    return i.date ? `${left}\\hfill ${i.date}` : left;
  };
  const source = `\\documentclass[10pt,letterpaper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{charter}
\\usepackage[left=0.8in,right=0.8in,top=0.7in,bottom=0.7in]{geometry}
\\usepackage{xcolor}
\\usepackage{tcolorbox}
\\usepackage{tabularx}
\\usepackage{enumitem}
\\usepackage[hidelinks]{hyperref}
\\definecolor{bar}{HTML}{34495E}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\newtcolorbox{headbar}{colback=bar,colframe=bar,coltext=white,arc=1.5pt,boxrule=0pt,
  left=6pt,right=6pt,top=2.5pt,bottom=2.5pt,before skip=10pt,after skip=5pt}
\\newcommand{\\boxhead}[1]{\\begin{headbar}\\bfseries\\large\\MakeUppercase{#1}\\end{headbar}}
\\begin{document}
\\begin{center}
{\\fontsize{24}{28}\\selectfont\\bfseries ${p.name}}\\par\\vspace{3pt}
{\\large ${p.label}}\\par\\vspace{3pt}
${contact.join(' \\enspace|\\enspace ')}
\\end{center}
${p.summary ? `${head('Summary')}${p.summary}\\par` : ''}
${head('Professional Experience')}
${p.work
  .map(
    (j) => `{\\bfseries ${j.company}}\\hfill ${j.dates}\\par
{\\itshape ${j.title}}\\hfill ${j.place}\\par
${bullets([...(j.summary ? [j.summary] : []), ...j.bullets])}\\vspace{6pt}`,
  )
  .join('\n')}
${head('Education')}
${p.education
  .map(
    (e) => `{\\bfseries ${e.school}}\\hfill ${e.dates}\\par{\\itshape ${e.degree}}${e.score ? `\\hfill ${e.score}` : ''}\\par\\vspace{5pt}`,
  )
  .join('\n')}
${head('Skills')}
\\begin{tabularx}{\\linewidth}{@{}XX@{}}
${rows.join('\n')}
\\end{tabularx}
${p.sections.map((s) => `${head(s.heading)}${bullets(s.items.map((i) => extraItem(s, i)))}`).join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 1 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
