// A hand-written LaTeX CV (article class) with each section heading in small capitals followed by a
// rule to the right edge (\hrulefill), and each job's dates set in italics in the right margin on
// the employer's line (\marginpar): the employer in small capitals, the title in italics under it,
// then the bullets. A wide right margin holds the dates; the name is centred over a rule.
import { compileLatex } from './compile.mjs';
import { headingsOf, itemLine, partsOf } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'mon', dash: ' -- ' });
  const head = (t) => `\\par\\vspace{8pt}\\noindent{\\large\\scshape ${t}}\\enspace\\hrulefill\\par\\nopagebreak\\vspace{3pt}`;
  const margin = (d) => `\\marginpar{\\raggedright\\small\\itshape ${d}}`;
  // A job with neither a summary nor bullets has no list: LaTeX refuses an empty one.
  const bullets = (items) =>
    items.length
      ? `\\begin{itemize}[leftmargin=1.2em,itemsep=0pt,topsep=1pt]${items.map((b) => `\\item ${b}`).join('')}\\end{itemize}`
      : '';
  const source = `\\documentclass[10pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[left=1.8cm,right=5cm,top=1.8cm,bottom=1.8cm,marginparwidth=3.4cm,marginparsep=0.4cm]{geometry}
\\usepackage{lmodern}
\\usepackage{enumitem}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
\\begin{center}
{\\Huge\\scshape ${p.name}}\\par\\vspace{3pt}
{\\itshape ${p.label}}\\par\\vspace{3pt}
${[p.place, p.phone, p.email, p.linkedin].filter(Boolean).join(' \\textperiodcentered{} ')}
\\end{center}
${p.summary ? `${head('Summary')}${p.summary}\\par` : ''}
${head('Experience')}
${p.work
  .map(
    (j) => `\\vspace{4pt}{\\scshape ${j.company}}, ${j.place}${margin(j.dates)}\\par
{\\itshape ${j.title}}\\par
${bullets([...(j.summary ? [j.summary] : []), ...j.bullets])}`,
  )
  .join('\n')}
${head('Education')}
${p.education.map((e) => `\\vspace{3pt}{\\scshape ${e.school}}${margin(e.dates)}\\par {\\itshape ${e.degree}}${e.score ? `, ${e.score}` : ''}\\par`).join('\n')}
${head('Skills')}
${p.skills.map((g) => `{\\scshape ${g.name}:} ${g.terms}\\par`).join('\n')}
${p.sections.map((s) => `${head(s.heading)}${s.items.map((i) => `${itemLine(i)}\\par `).join('')}`).join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 2 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
