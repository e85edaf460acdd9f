// A hand-written LaTeX resume (article class) in the manner of the widely used 'Awesome CV' look,
// written here from scratch: a centred header with the given name light and the family name bold,
// a position line in small capitals in the accent colour, contact items each after a Font Awesome
// icon with bars between them; section headings whose first letters are in the accent colour with a
// rule after them; each entry on two lines, 'Title' left with the place right in the accent colour,
// then the employer left in small capitals with the dates right in grey italics ('Mar. 2019 --
// Present'). A4, Source Sans Pro.
import { compileLatex } from './compile.mjs';
import { headingsOf, partsOf, tex } from './hand-common.mjs';

const MON = ['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];
const when = (iso) => (iso ? `${MON[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}` : 'Present');

export function render(person, outBase) {
  const p = partsOf(person);
  const [given, ...family] = person.basics.name.split(' ');
  const head = (t) => {
    const cut = t.length > 3 ? 3 : 1;
    return `\\par\\vspace{8pt}{\\Large\\bfseries\\color{accent}${t.slice(0, cut)}\\color{darktext}${t.slice(cut)}}\\enspace{\\color{rule}\\hrulefill}\\par\\vspace{3pt}`;
  };
  const entry = (title, place, org, dates) =>
    `\\noindent{\\bfseries\\color{darktext}${title}}\\hfill{\\color{accent}\\small ${place}}\\\\
{\\scshape\\color{graytext}\\small ${org}}\\hfill{\\color{graytext}\\itshape\\small ${dates}}\\par`;
  const contact = [
    `\\faMobile*\\ ${p.phone}`,
    `\\faEnvelope\\ ${p.email}`,
    `\\faMapMarker*\\ ${p.place}`,
    ...(p.linkedin ? [`\\faLinkedin\\ ${p.linkedin}`] : []),
  ].join(' {\\color{rule}\\textbar} ');
  const source = `\\documentclass[10pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[default]{sourcesanspro}
\\usepackage[margin=1.6cm,top=1.3cm]{geometry}
\\usepackage{fontawesome5}
\\usepackage{xcolor}
\\usepackage{enumitem}
\\definecolor{accent}{HTML}{DC3522}
\\definecolor{darktext}{HTML}{333333}
\\definecolor{graytext}{HTML}{5D5D5D}
\\definecolor{rule}{HTML}{B0B0B0}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
\\begin{center}
{\\fontsize{30}{34}\\selectfont\\color{graytext}\\mdseries ${tex(given)}\\ \\color{darktext}\\bfseries ${tex(family.join(' '))}}\\par\\vspace{4pt}
{\\color{accent}\\scshape ${p.label}}\\par\\vspace{4pt}
{\\small\\color{graytext}${contact}}
\\end{center}
${p.summary ? `${head('Summary')}{\\color{graytext}${p.summary}}\\par` : ''}
${head('Experience')}
${person.work
  .map((j, k) => {
    const w = p.work[k];
    return `${entry(w.title, w.place, w.company, `${when(j.startDate)} -- ${when(j.endDate)}`)}
\\begin{itemize}[leftmargin=1.3em,label={\\color{accent}\\textbullet},itemsep=0pt,topsep=2pt]${[...(w.summary ? [w.summary] : []), ...w.bullets].map((b) => `\\item ${b}`).join('')}\\end{itemize}\\vspace{5pt}`;
  })
  .join('\n')}
${head('Education')}
${person.education
  .map((e, k) => {
    const d = p.education[k];
    return `${entry(d.degree, '', d.school, `${when(e.startDate)} -- ${when(e.endDate)}`)}${d.score ? `{\\small ${d.score}}\\par` : ''}\\vspace{4pt}`;
  })
  .join('\n')}
${head('Skills')}
\\begin{tabular}{@{}r@{\\hspace{8pt}}p{0.78\\textwidth}@{}}
${p.skills.map((g) => `{\\bfseries ${g.name}} & {\\color{graytext}${g.terms}}\\\\`).join('\n')}
\\end{tabular}\\par
${p.sections
  .map((s) => `${head(s.heading)}${s.items.map((i) => `${entry(i.title, '', i.org || i.text, i.date)}\\vspace{2pt}`).join('\n')}`)
  .join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 2 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
