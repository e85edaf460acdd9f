// A hand-written two-column LaTeX resume (article class, paracol) in the manner of the popular
// one-page designs with the name in large thin type, first name light and last name regular, one
// row of contact details under it, then a narrow left column of education, skills and links and a
// wide right column of experience: the employer in capitals with the title after a bar, and dates
// and place in small grey type under it.
import { compileLatex } from './compile.mjs';
import { headingsOf, itemLine, partsOf, tex } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'mon', dash: ' -- ' });
  const words = person.basics.name.split(' ');
  const first = tex(words.slice(0, -1).join(' '));
  const last = tex(words.at(-1));
  const head = (t) => `\\par\\vspace{7pt}{\\large\\MakeUppercase{${t}}}\\par\\vspace{3pt}`;
  const sub = (t) => `{\\bfseries ${t}}\\par `;
  const narrow = ['awards', 'certificates', 'languages', 'interests'];
  const source = `\\documentclass[10pt,letterpaper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[margin=0.55in,top=0.5in]{geometry}
\\usepackage[sfdefault]{roboto}
\\usepackage{xcolor}
\\usepackage{paracol}
\\usepackage{enumitem}
\\definecolor{soft}{HTML}{6B6B6B}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\setlength{\\columnsep}{2em}
\\columnratio{0.3}
\\begin{document}
\\begin{center}
{\\fontsize{34}{38}\\selectfont{\\fontseries{l}\\selectfont ${first}} ${last}}\\par\\vspace{5pt}
{\\small\\color{soft}${[p.email, p.phone, p.place].filter(Boolean).join(' \\textbar{} ')}}
\\end{center}
\\begin{paracol}{2}
${head('Education')}
${p.education.map((e) => `${sub(e.school)}${e.degree}\\par{\\small\\color{soft}${e.dates}}\\par${e.score ? `{\\small ${e.score}}\\par` : ''}\\vspace{4pt}`).join('\n')}
${p.linkedin ? `${head('Links')}LinkedIn:\\par{\\small ${p.linkedin}}\\par` : ''}
${head('Skills')}
${p.skills.map((g) => `${sub(g.name)}{\\small ${g.terms}}\\par\\vspace{3pt}`).join('\n')}
${p.sections
  .filter((s) => narrow.includes(s.kind))
  .map((s) => `${head(s.heading)}${s.items.map((i) => `{\\small ${itemLine(i)}}\\par\\vspace{2pt}`).join('')}`)
  .join('\n')}
\\switchcolumn
${p.summary ? `${head('About')}${p.summary}\\par` : ''}
${head('Experience')}
${p.work
  .map(
    (j) => `{\\bfseries\\MakeUppercase{${j.company}}} {\\color{soft}\\textbar} {\\itshape ${j.title}}\\par
{\\small\\color{soft}${j.dates} \\textbar{} ${j.place}}\\par
\\begin{itemize}[leftmargin=1em,label=\\textbullet,itemsep=1pt,parsep=0pt,topsep=2pt]${[...(j.summary ? [j.summary] : []), ...j.bullets].map((b) => `\\item ${b}`).join('')}\\end{itemize}\\vspace{5pt}`,
  )
  .join('\n')}
${p.sections
  .filter((s) => !narrow.includes(s.kind))
  .map((s) => `${head(s.heading)}${s.items.map((i) => `${itemLine(i)}\\par `).join('')}`)
  .join('\n')}
\\end{paracol}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 2 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
