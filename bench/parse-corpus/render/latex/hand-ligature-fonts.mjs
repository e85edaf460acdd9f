// A hand-written LaTeX CV (article class) set with XeLaTeX and fontspec in an OpenType face from
// TeX Live (TeX Gyre Pagella, loaded by its file name) with old-style figures and the standard
// ligatures on: one column; the name centred in large letter-spaced capitals over one contact line;
// section headings in letter-spaced small capitals with a thin rule under them; each job as its
// title in bold on one line, then 'Employer, Place' in italics with the dates right-aligned ('Sept.
// 2019 – present'), then bullets; schools alike; skills as small-capital group names then terms.
// A4.
import { compileLatex } from './compile.mjs';
import { extraSections } from '../dates.mjs';
import { headingsOf, partsOf, tex } from './hand-common.mjs';

const MON = ['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];
const when = (iso) => (iso ? `${MON[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}` : 'present');
const span = (start, end) => `${when(start)} – ${when(end)}`;

export function render(person, outBase) {
  const p = partsOf(person);
  const raw = extraSections(person);
  const bullets = (items) =>
    items.length
      ? `\\begin{itemize}[leftmargin=1.2em,label={\\textendash},itemsep=1pt,parsep=0pt,topsep=2pt]${items.map((i) => `\\item ${i}`).join('\n')}\\end{itemize}`
      : '';
  const head = (top, sub, dates) => `\\par\\noindent{\\bfseries ${top}}\\par\\noindent{\\itshape ${sub}}\\hfill{\\small ${dates}}\\par`;
  const contact = [
    p.place,
    p.phone,
    `\\href{mailto:${p.email}}{${p.email}}`,
    ...(p.linkedin ? [`\\href{${p.linkedinUrl}}{${p.linkedin}}`] : []),
  ].join(' · ');
  const source = `\\documentclass[11pt,a4paper]{article}
\\usepackage{fontspec}
\\setmainfont{texgyrepagella}[
  Extension=.otf,
  UprightFont=*-regular,
  BoldFont=*-bold,
  ItalicFont=*-italic,
  BoldItalicFont=*-bolditalic,
  Numbers=OldStyle,
  Ligatures={Common,TeX}]
\\newfontfamily\\spacedcaps{texgyrepagella}[
  Extension=.otf,
  UprightFont=*-regular,
  Letters=SmallCaps,
  Numbers=OldStyle,
  LetterSpace=8]
\\newfontfamily\\spacedname{texgyrepagella}[
  Extension=.otf,
  UprightFont=*-regular,
  LetterSpace=6]
\\usepackage[a4paper,left=2.2cm,right=2.2cm,top=1.8cm,bottom=1.8cm]{geometry}
\\usepackage{titlesec}
\\usepackage{enumitem}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\titleformat{\\section}{\\large\\spacedcaps}{}{0pt}{}[{\\vspace{1pt}\\titlerule[0.4pt]}]
\\titlespacing*{\\section}{0pt}{12pt}{6pt}
\\begin{document}
\\begin{center}
{\\fontsize{24}{28}\\selectfont\\spacedname ${p.name}}\\par\\vspace{4pt}
{\\itshape ${p.label}}\\par\\vspace{3pt}
{\\small ${contact}}
\\end{center}
${p.summary ? `\\section*{Profile}\n${p.summary}\\par` : ''}
\\section*{Experience}
${person.work
  .map((job, k) => {
    const j = p.work[k];
    return `${head(j.title, `${j.company}, ${j.place}`, span(job.startDate, job.endDate))}
${j.summary ? `{\\small ${j.summary}}\\par` : ''}${bullets(j.bullets)}\\vspace{7pt}`;
  })
  .join('\n')}
\\section*{Education}
${person.education
  .map((edu, k) => {
    const e = p.education[k];
    return `${head(e.degree, e.school, span(edu.startDate, edu.endDate))}${e.score ? `{\\small ${e.score}}\\par` : ''}\\vspace{6pt}`;
  })
  .join('\n')}
\\section*{Skills}
${p.skills.map((g) => `\\noindent{\\spacedcaps ${g.name}}\\quad ${g.terms}\\par\\vspace{2pt}`).join('\n')}
${p.sections
  .map(
    (s, n) => `\\section*{${s.heading}}
${s.items
  .map(
    (i, k) =>
      `\\noindent{\\bfseries ${i.title}}${i.org ? `, \\textit{${i.org}}` : ''}${i.text ? `. ${i.text}` : ''}${raw[n].items[k].date ? `\\hfill{\\small ${tex(when(raw[n].items[k].date))}}` : ''}\\par\\vspace{3pt}`,
  )
  .join('\n')}`,
  )
  .join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { engine: 'xelatex', runs: 1 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
