// A hand-written LaTeX resume (article class) in the manner of the popular two-column CVs with a
// coloured sidebar, written here from scratch: a dark sidebar about a third of the page wide holds
// the name, a round photo placeholder, the headline, contact lines each after a Font Awesome icon,
// and every skill with a small bar graph under it (the bar's length is decoration, not a level the
// person gave); the main column has a heading for each section and its entries in a two-column
// table, the dates on the left and the title, employer and bullets on the right. A4, Lato.
import { createHash } from 'node:crypto';
import { compileLatex } from './compile.mjs';
import { headingsOf, partsOf, tex } from './hand-common.mjs';

const SIDE_KINDS = new Set(['languages', 'interests']);

/** A bar length between 55% and 95%, the same for a skill every time. */
const barOf = (term) => 0.55 + (parseInt(createHash('sha256').update(term).digest('hex').slice(0, 4), 16) % 9) * 0.05;

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'mon' });
  const head = (t) =>
    `\\par\\vspace{10pt}{\\Large\\bfseries\\color{side}${t}}\\par\\vspace{1pt}{\\color{side}\\rule{1.2cm}{1.5pt}}\\par\\vspace{6pt}`;
  const sideHead = (t) =>
    `\\par\\vspace{12pt}{\\large\\bfseries ${t}}\\par\\vspace{-2pt}{\\color{sidelight}\\rule{\\linewidth}{0.5pt}}\\par\\vspace{4pt}`;
  const bar = (term) =>
    `\\tikz{\\fill[sidelight] (0,0) rectangle (\\linewidth,3.5pt);\\fill[white] (0,0) rectangle (${barOf(term).toFixed(2)}\\linewidth,3.5pt);}`;
  const row = (dates, body) =>
    `\\begin{tabular}{@{}>{\\raggedright\\small\\color{soft}}p{2.2cm}@{\\hspace{0.4cm}}p{\\dimexpr\\linewidth-2.6cm\\relax}@{}}
${dates.replace(' -- ', ' --\\newline ')} & ${body}
\\end{tabular}\\par\\vspace{7pt}`;
  const bullets = (items) =>
    items.length
      ? `\\begin{itemize}[leftmargin=1em,label={\\color{side}\\small\\textbullet},itemsep=1pt,parsep=0pt,topsep=2pt,after=\\vspace*{-\\baselineskip}]${items.map((b) => `\\item ${b}`).join('')}\\end{itemize}`
      : '';
  const contact = [
    ['\\faPhone*', p.phone],
    ['\\faEnvelope', p.email],
    ...(p.linkedin ? [['\\faLinkedin', p.linkedin]] : []),
    ['\\faMapMarker*', p.place],
  ];
  const others = p.sections.filter((s) => !SIDE_KINDS.has(s.kind));
  const source = `\\documentclass[10pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[default]{lato}
\\usepackage[left=1cm,right=1.2cm,top=1.3cm,bottom=1.3cm]{geometry}
\\usepackage{xcolor}
\\usepackage{tikz}
\\usepackage{eso-pic}
\\usepackage{paracol}
\\usepackage{array}
\\usepackage{enumitem}
\\usepackage{fontawesome5}
\\definecolor{side}{HTML}{1F5F6B}
\\definecolor{sidelight}{HTML}{5F939C}
\\definecolor{soft}{HTML}{5A5A5A}
\\AddToShipoutPictureBG{\\AtPageLowerLeft{\\color{side}\\rule{7cm}{\\paperheight}}}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\setlength{\\columnsep}{1.6cm}
\\columnratio{0.302}
\\begin{document}
\\begin{paracol}{2}
{\\color{white}\\raggedright
\\begin{center}
\\begin{tikzpicture}
\\fill[sidelight] (0,0) circle (1.45cm);
\\draw[white,line width=1.2pt] (0,0) circle (1.45cm);
\\node[text=white] at (0,0) {\\fontsize{40}{40}\\selectfont\\faUser};
\\end{tikzpicture}\\par\\vspace{8pt}
{\\fontsize{22}{25}\\selectfont\\bfseries ${p.name}}\\par\\vspace{4pt}
{\\large ${p.label}}
\\end{center}
${sideHead('Contact')}
{\\small ${contact.map(([icon, text]) => `\\makebox[1.3em][l]{${icon}}${text}\\par\\vspace{3pt}`).join('\n')}}
${sideHead('Skills')}
{\\small ${person.skills
    .map(
      (g, k) =>
        `{\\bfseries ${p.skills[k].name}}\\par\\vspace{3pt}${g.keywords.map((term) => `${tex(term)}\\par\\vspace{1pt}${bar(term)}\\par\\vspace{3pt}`).join('\n')}\\vspace{4pt}`,
    )
    .join('\n')}}
${p.sections
  .filter((s) => SIDE_KINDS.has(s.kind))
  .map(
    (s) =>
      `${sideHead(s.heading)}{\\small ${s.items.map((i) => `${i.title}${i.text ? ` -- ${i.text}` : ''}\\par\\vspace{2pt}`).join('\n')}}`,
  )
  .join('\n')}
}
\\switchcolumn
${p.summary ? `${head('About Me')}${p.summary}\\par` : ''}
${head('Experience')}
${p.work
  .map((j) =>
    row(
      j.dates,
      `{\\bfseries ${j.title}}\\newline {\\itshape ${j.company}}{\\color{soft}, ${j.place}}${bullets([...(j.summary ? [j.summary] : []), ...j.bullets])}`,
    ),
  )
  .join('\n')}
${head('Education')}
${p.education.map((e) => row(e.dates, `{\\bfseries ${e.degree}}\\newline {\\itshape ${e.school}}${e.score ? `\\newline ${e.score}` : ''}`)).join('\n')}
${others
  .map(
    (s) =>
      `${head(s.heading)}${s.items
        .map((i) =>
          row(i.date, `{\\bfseries ${i.title}}${i.org ? `\\newline {\\itshape ${i.org}}` : ''}${i.text ? `\\newline ${i.text}` : ''}`),
        )
        .join('\n')}`,
  )
  .join('\n')}
\\end{paracol}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 2 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
