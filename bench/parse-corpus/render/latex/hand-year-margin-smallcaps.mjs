// A hand-written LaTeX CV (article class) in a compact, bookish serif style: the years alone stand
// in a narrow left margin ('2019–2022', '2021–now') in lining figures, beside each entry; the
// entry's head is one line in small capitals, 'Title, Company', followed after a full stop by the
// place in italics; the bullets under it are marked with a small triangle. Section headings are
// letter-spaced small capitals in the text column with a hairline under them. The name is set in
// spaced small capitals at the top left with the contact details on one line under it, separated
// by middle dots. pdflatex, A4, TeX Gyre Pagella (Palatino) at 10pt with microtype.
import { spawnSync } from 'node:child_process';
import { compileLatex } from './compile.mjs';
import { headingsOf, partsOf } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'year', dash: '–', open: 'now' });
  const pdf = `${outBase}.pdf`;
  compileLatex(sourceOf(p, 'top=1.7cm,bottom=1.7cm'), pdf, { runs: 1 });
  // Like anyone keeping a CV to one page, the margins give way before a short second page.
  if (pagesOf(pdf) > 1) compileLatex(sourceOf(p, 'top=1.1cm,bottom=1.0cm'), pdf, { runs: 1 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}

function pagesOf(pdf) {
  const info = spawnSync('pdfinfo', [pdf], { encoding: 'utf8' }).stdout ?? '';
  return Number((info.match(/^Pages:\s+(\d+)/m) ?? [0, 1])[1]);
}

function sourceOf(p, vertical) {
  const bullets = (items) => (items.length ? `\\begin{itemize}${items.map((i) => `\\item ${i}`).join('')}\\end{itemize}` : '');
  const entry = (years, head, body = '') => `\\entry{${years}}{${head}}${body}`;
  const contact = [
    p.place,
    p.phone,
    `\\href{mailto:${p.email}}{${p.email}}`,
    ...(p.linkedin ? [`\\href{${p.linkedinUrl}}{${p.linkedin}}`] : []),
  ].join(' \\enspace\\textperiodcentered\\enspace ');
  const source = `\\documentclass[10pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{tgpagella}
\\usepackage[letterspace=150]{microtype}
\\usepackage[a4paper,left=1.6cm,right=2cm,${vertical}]{geometry}
\\usepackage{xcolor}
\\usepackage{enumitem}
\\usepackage{amssymb}
\\usepackage{needspace}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\setlength{\\parskip}{0pt}
\\urlstyle{same}
% The margin of years: 2.3 cm, then the text column.
\\newlength{\\yearcol}\\setlength{\\yearcol}{2.3cm}
\\newlength{\\textcol}\\setlength{\\textcol}{\\dimexpr\\textwidth-\\yearcol\\relax}
\\newcommand{\\cvheading}[1]{\\par\\needspace{4\\baselineskip}\\vspace{10pt}\\hspace*{\\yearcol}%
  \\parbox{\\textcol}{{\\large\\textls[120]{\\scshape #1}}\\par\\vspace{1pt}\\hrule height 0.3pt}\\par\\vspace{5pt}}
\\newcommand{\\entry}[2]{\\par\\vspace{3pt}\\noindent\\hangindent=\\yearcol\\hangafter=0%
  \\llap{\\makebox[\\yearcol][l]{\\small #1}}#2\\par}
\\setlist[itemize]{label={\\scriptsize$\\blacktriangleright$},leftmargin=\\dimexpr\\yearcol+1.1em\\relax,labelsep=0.5em,itemsep=0pt,parsep=0pt,topsep=1pt}
\\newcommand{\\plain}[1]{\\par\\noindent\\hangindent=\\yearcol\\hangafter=0 #1\\par}
\\begin{document}
{\\LARGE\\textls[120]{\\scshape ${p.name}}}\\par\\vspace{3pt}
{\\itshape ${p.label}}\\par\\vspace{2pt}
{\\small ${contact}}\\par
${p.summary ? `\\cvheading{Profile}\n\\hangindent=\\yearcol\\hangafter=0 ${p.summary}\\par` : ''}
\\cvheading{Experience}
${p.work.map((j) => entry(j.dates, `{\\scshape ${j.title}, ${j.company}}. \\textit{${j.place}}`, bullets([...(j.summary ? [j.summary] : []), ...j.bullets]))).join('\n')}
\\cvheading{Education}
${p.education.map((e) => entry(e.dates, `{\\scshape ${e.degree}, ${e.school}}${e.score ? `. ${e.score}` : ''}`)).join('\n')}
\\cvheading{Skills}
${p.skills.map((g) => `\\plain{\\textit{${g.name}}: ${g.terms}}`).join('\n')}
${p.sections
  .map(
    (s) =>
      `\\cvheading{${s.heading}}\n${s.items
        .map((i) => {
          if (s.kind === 'languages') return `\\plain{${i.title} (${i.text})}`;
          const line = `{\\scshape ${i.title}}${i.org ? `, ${i.org}` : ''}${i.text ? `. ${i.text}` : ''}`;
          return i.date ? entry(i.date, line) : `\\plain{${line}}`;
        })
        .join('\n')}`,
  )
  .join('\n')}
\\end{document}
`;
  return source;
}
