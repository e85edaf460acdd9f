// A hand-written two-column LaTeX resume with paracol: a full-width header (name, headline, and a
// row of contact details with dots between them), then a wide left column of experience (title
// bold, company and place under it, dates set right on the title line) and a narrow right column
// of education, skills and short sections, both running on to a second page if need be.
import { compileLatex } from './compile.mjs';
import { headingsOf, itemLine, partsOf } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'num', dash: ' -- ' });
  // A job with neither a summary nor bullets has no list: LaTeX refuses an empty one.
  const bullets = (items) =>
    items.length
      ? `\\begin{itemize}[leftmargin=1.1em,itemsep=1pt,parsep=0pt,topsep=2pt]${items.map((b) => `\\item ${b}`).join('')}\\end{itemize}`
      : '';
  const head = (t) => `\\par\\vspace{8pt}{\\bfseries\\MakeUppercase{${t}}}\\par\\vspace{-4pt}\\rule{\\linewidth}{1pt}\\par\\vspace{2pt}`;
  const source = `\\documentclass[10pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[margin=0.6in]{geometry}
\\usepackage{paracol}
\\usepackage{enumitem}
\\usepackage{charter}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\setlength{\\columnsep}{1.5em}
\\columnratio{0.65}
\\begin{document}
{\\Huge\\bfseries ${p.name}}\\par\\vspace{2pt}
{\\large ${p.label}}\\par\\vspace{4pt}
{\\small ${[p.phone, p.email, p.linkedin, p.place].filter(Boolean).join(' $\\cdot$ ')}}\\par
\\begin{paracol}{2}
${p.summary ? `${head('Summary')}${p.summary}\\par` : ''}
${head('Experience')}
${p.work
  .map(
    (j) => `{\\bfseries ${j.title}}\\hfill{\\small ${j.dates}}\\par
{\\itshape ${j.company}} \\textendash{} ${j.place}\\par
${bullets([...(j.summary ? [j.summary] : []), ...j.bullets])}\\vspace{4pt}`,
  )
  .join('\n')}
${p.sections
  .filter((s) => s.kind === 'projects' || s.kind === 'volunteer')
  .map((s) => `${head(s.heading)}${s.items.map((i) => `${itemLine(i)}\\par `).join('')}`)
  .join('\n')}
\\switchcolumn
${head('Education')}
${p.education.map((e) => `{\\bfseries ${e.degree}}\\par ${e.school}\\par{\\small ${e.dates}}\\par${e.score ? `{\\small ${e.score}}\\par` : ''}\\vspace{4pt}`).join('\n')}
${head('Skills')}
${p.skills.map((g) => `{\\bfseries ${g.name}}\\par ${g.terms}\\par\\vspace{3pt}`).join('\n')}
${p.sections
  .filter((s) => s.kind !== 'projects' && s.kind !== 'volunteer')
  .map((s) => `${head(s.heading)}${s.items.map((i) => `${itemLine(i)}\\par `).join('')}`)
  .join('\n')}
\\end{paracol}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 2 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
