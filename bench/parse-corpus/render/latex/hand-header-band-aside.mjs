// A hand-written LaTeX resume (article class) in the manner of the many public 'header band' CVs,
// written here from scratch: a full-width coloured band across the top of the page holding the name
// in large light type and the headline under it; below it a narrow left aside (contact details,
// skills, languages and other short lists) beside the main column, whose section headings print
// their first letters in the accent colour; each entry has its title bold with the dates set right
// on the same line, the employer in italics with its place under it, then bullets. A4, Roboto.
import { compileLatex } from './compile.mjs';
import { headingsOf, itemLine, partsOf } from './hand-common.mjs';

const ASIDE_KINDS = new Set(['languages', 'interests', 'certificates', 'awards']);

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'mon' });
  const head = (t) => {
    const up = t.toUpperCase();
    return `\\par\\vspace{9pt}{\\large\\bfseries{\\color{accent}${up.slice(0, 2)}}${up.slice(2)}}\\par\\vspace{-3pt}{\\color{rulegrey}\\rule{\\linewidth}{0.6pt}}\\par\\vspace{3pt}`;
  };
  const asideHead = (t) => `\\par\\vspace{10pt}{\\small\\bfseries\\color{accent}\\MakeUppercase{${t}}}\\par\\vspace{3pt}`;
  const bullets = (items) =>
    items.length
      ? `\\begin{itemize}[leftmargin=1.1em,label={\\color{accent}\\small\\textbullet},itemsep=1pt,parsep=0pt,topsep=2pt]${items.map((b) => `\\item ${b}`).join('')}\\end{itemize}`
      : '';
  const contact = [
    `\\faPhone*\\enspace ${p.phone}`,
    `\\faEnvelope\\enspace ${p.email}`,
    ...(p.linkedin ? [`\\faLinkedin\\enspace ${p.linkedin}`] : []),
    `\\faMapMarker*\\enspace ${p.place}`,
  ];
  const source = `\\documentclass[10pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[sfdefault]{roboto}
\\usepackage[left=1.4cm,right=1.4cm,top=1.5cm,bottom=1.4cm]{geometry}
\\usepackage{xcolor}
\\usepackage{tikz}
\\usepackage{paracol}
\\usepackage{enumitem}
\\usepackage{fontawesome5}
\\definecolor{band}{HTML}{2E4A62}
\\definecolor{accent}{HTML}{D9822B}
\\definecolor{rulegrey}{HTML}{C8C8C8}
\\definecolor{soft}{HTML}{555555}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\setlength{\\columnsep}{1.6em}
\\columnratio{0.3}
\\begin{document}
\\begin{tikzpicture}[remember picture,overlay]
\\fill[band] (current page.north west) rectangle ([yshift=-3.3cm]current page.north east);
\\node[anchor=north west,inner sep=0pt,text=white] at ([xshift=1.4cm,yshift=-0.85cm]current page.north west)
  {\\fontsize{32}{36}\\fontseries{l}\\selectfont ${p.name}};
\\node[anchor=north west,inner sep=0pt,text=white] at ([xshift=1.45cm,yshift=-2.2cm]current page.north west)
  {\\large\\fontseries{l}\\selectfont ${p.label}};
\\end{tikzpicture}
\\vspace*{2.55cm}
\\begin{paracol}{2}
{\\small\\raggedright
${asideHead('Contact')}
{\\footnotesize ${contact.map((c) => `${c}\\par\\vspace{2pt}`).join('\n')}}
${asideHead('Skills')}
${p.skills.map((g) => `{\\bfseries ${g.name}}\\par{\\color{soft}${g.terms}}\\par\\vspace{4pt}`).join('\n')}
${p.sections
  .filter((s) => ASIDE_KINDS.has(s.kind))
  .map(
    (s) =>
      `${asideHead(s.heading)}${s.items.map((i) => `${i.title}${i.text ? ` {\\color{soft}(${i.text})}` : ''}${i.org ? `\\\\{\\color{soft}${i.org}${i.date ? `, ${i.date}` : ''}}` : i.date ? ` {\\color{soft}(${i.date})}` : ''}\\par\\vspace{3pt}`).join('\n')}`,
  )
  .join('\n')}
}
\\switchcolumn
${p.summary ? `${head('Profile')}${p.summary}\\par` : ''}
${head('Experience')}
${p.work
  .map(
    (j) => `{\\bfseries ${j.title}}\\hfill{\\small\\color{soft}${j.dates}}\\par
{\\itshape ${j.company}}{\\color{soft}, ${j.place}}\\par
${bullets([...(j.summary ? [j.summary] : []), ...j.bullets])}\\vspace{6pt}`,
  )
  .join('\n')}
${head('Education')}
${p.education
  .map(
    (e) =>
      `{\\bfseries ${e.degree}}\\hfill{\\small\\color{soft}${e.dates}}\\par{\\itshape ${e.school}}${e.score ? `{\\color{soft}, ${e.score}}` : ''}\\par\\vspace{5pt}`,
  )
  .join('\n')}
${p.sections
  .filter((s) => !ASIDE_KINDS.has(s.kind))
  .map((s) => `${head(s.heading)}${bullets(s.items.map(itemLine))}`)
  .join('\n')}
\\end{paracol}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 2 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
