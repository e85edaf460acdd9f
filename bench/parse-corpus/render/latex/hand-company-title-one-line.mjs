// A hand-written one-page LaTeX resume (article class) in the plain style many people keep for
// applications: the name centred in bold, under it one centred line of contact items separated by
// vertical bars; section headings in bold capitals with a rule across the full width; each job on
// one line as 'Company — Title' in bold with the dates pushed flush right, the place in italics on
// the line below, then bullets marked with en dashes. Education lines follow the same shape
// ('School — Degree'). Skills are 'Group: terms' lines. pdflatex, letter paper, Charter; the
// font size drops to 10pt (and then the margins narrow) when the page would not hold it all.
import { spawnSync } from 'node:child_process';
import { compileLatex } from './compile.mjs';
import { headingsOf, itemLine, partsOf } from './hand-common.mjs';

export function render(person, outBase) {
  const pdf = `${outBase}.pdf`;
  compileLatex(sourceOf(person, '11pt'), pdf, { runs: 1 });
  if (pagesOf(pdf) > 1) compileLatex(sourceOf(person, '10pt'), pdf, { runs: 1 });
  if (pagesOf(pdf) > 1) compileLatex(sourceOf(person, '10pt', 'margin=0.45in,top=0.4in,bottom=0.35in'), pdf, { runs: 1 });
  return { files: [pdf], headings: headingsOf(partsOf(person).sections) };
}

function pagesOf(pdf) {
  const info = spawnSync('pdfinfo', [pdf], { encoding: 'utf8' }).stdout ?? '';
  return Number((info.match(/^Pages:\s+(\d+)/m) ?? [0, 1])[1]);
}

function sourceOf(person, size, margins = 'margin=0.6in,top=0.5in,bottom=0.45in') {
  const p = partsOf(person, { dateStyle: 'month', dash: ' -- ', open: 'Present' });
  const contact = [
    p.place,
    p.phone,
    `\\href{mailto:${p.email}}{${p.email}}`,
    ...(p.linkedin ? [`\\href{${p.linkedinUrl}}{${p.linkedin}}`] : []),
  ].join(' \\enspace|\\enspace ');
  // The one-line entry head: bold 'Company — Title', dates flush right; the place in italics below.
  const entry = (left, dates, place) => `\\entryline{${left}}{${dates}}${place ? `\\par{\\itshape ${place}}` : ''}\\par`;
  const bullets = (list) => (list.length ? `\\begin{itemize}${list.map((b) => `\\item ${b}`).join('\n')}\\end{itemize}` : '');
  return `\\documentclass[${size},letterpaper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{charter}
\\usepackage[${margins}]{geometry}
\\usepackage{enumitem}
\\usepackage{titlesec}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\urlstyle{same}
\\titleformat{\\section}{\\bfseries\\MakeUppercase}{}{0pt}{}[\\vspace{-4pt}\\rule{\\textwidth}{0.6pt}]
\\titlespacing*{\\section}{0pt}{8pt}{4pt}
\\setlist[itemize]{label=--,leftmargin=1.3em,topsep=1pt,itemsep=0pt,parsep=0pt}
\\newcommand{\\entryline}[2]{\\vspace{3pt}{\\bfseries #1}\\hfill #2}
\\begin{document}
\\begin{center}
{\\LARGE\\bfseries ${p.name}}\\par\\vspace{4pt}
${contact}
\\end{center}
\\vspace{-8pt}
${p.summary ? `\\section{Summary}\n${p.summary}\\par` : ''}
\\section{Experience}
${p.work.map((j) => `${entry(`${j.company} --- ${j.title}`, j.dates, j.place)}\n${bullets([...(j.summary ? [j.summary] : []), ...j.bullets])}`).join('\n')}
\\section{Education}
${p.education.map((e) => `${entry(`${e.school} --- ${e.degree}`, e.dates, e.score)}`).join('\n')}
\\section{Skills}
${p.skills.map((g) => `{\\bfseries ${g.name}:} ${g.terms}\\par`).join('\n')}
${p.sections.map((s) => `\\section{${s.heading}}\n${bullets(s.items.map(itemLine))}`).join('\n')}
\\end{document}
`;
}
