// A hand-written LaTeX CV (article class) with every entry as two top-aligned minipages side by
// side: a narrow left column 3.5 cm wide holds the date range on one line ('Mar 2019 – Present')
// and the place ('Lyon, France') on the line beneath it, both in a smaller grey type; the wide right
// column holds the job title in bold, the company in italics on the next line, then the bullets.
// Schools alike (dates alone on the left; the degree in bold, the school in italics, the grade).
// Section headings are large coloured small capitals with a short thick rule under them; the header
// is the name in large small capitals, the position under it and one line of contact details.
// Skills and the other sections keep the two columns (the group, date or language on the left).
// pdflatex, US letter, XCharter at 10pt.
import { compileLatex } from './compile.mjs';
import { headingsOf, partsOf } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'mon', dash: ' – ', open: 'Present' });
  const bullets = (items) =>
    items.length
      ? `\\begin{itemize}[label={\\color{accent}\\textbullet},leftmargin=1.1em,itemsep=0pt,parsep=0pt,topsep=2pt]${items.map((i) => `\\item ${i}`).join('')}\\end{itemize}`
      : '';
  // One entry: the left lines (the first kept on one line) beside the right column's text.
  const entry = (left, right) =>
    `\\entry{${left
      .filter(Boolean)
      .map((l, k) => (k === 0 ? `\\mbox{${l}}` : l))
      .join('\\\\')}}{${right}}`;
  const contact = [
    p.place,
    p.phone,
    `\\href{mailto:${p.email}}{${p.email}}`,
    ...(p.linkedin ? [`\\href{${p.linkedinUrl}}{${p.linkedin}}`] : []),
  ].join('\\quad{\\color{accent}|}\\quad ');
  const source = `\\documentclass[10pt,letterpaper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{XCharter}
\\usepackage[letterpaper,margin=0.7in,top=0.6in,bottom=0.6in]{geometry}
\\usepackage{xcolor}
\\usepackage{enumitem}
\\usepackage{needspace}
\\usepackage[hidelinks]{hyperref}
\\definecolor{accent}{RGB}{128,36,52}
\\definecolor{soft}{gray}{0.45}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\setlength{\\parskip}{0pt}
\\urlstyle{same}
\\newlength{\\leftcol}\\setlength{\\leftcol}{3.5cm}
\\newlength{\\colgap}\\setlength{\\colgap}{0.4cm}
\\newlength{\\rightcol}\\setlength{\\rightcol}{\\dimexpr\\textwidth-\\leftcol-\\colgap\\relax}
\\newcommand{\\cvsection}[1]{\\par\\needspace{5\\baselineskip}\\vspace{10pt}%
  {\\Large\\scshape\\color{accent}#1}\\par\\vspace{2pt}{\\color{accent}\\rule{2cm}{1.5pt}}\\par\\vspace{6pt}}
\\newcommand{\\entry}[2]{\\par\\noindent
  \\begin{minipage}[t]{\\leftcol}\\raggedright\\small\\leavevmode\\color{soft}#1\\end{minipage}%
  \\hspace{\\colgap}%
  \\begin{minipage}[t]{\\rightcol}\\raggedright #2\\end{minipage}\\par\\vspace{7pt}}
\\begin{document}
{\\fontsize{24}{28}\\selectfont\\scshape\\color{accent}${p.name}}\\par\\vspace{3pt}
{\\large ${p.label}}\\par\\vspace{4pt}
{\\small ${contact}}\\par
${p.summary ? `\\cvsection{Profile}\n${p.summary}\\par` : ''}
\\cvsection{Experience}
${p.work
  .map((j) =>
    entry(
      [j.dates, j.place],
      `\\textbf{${j.title}}\\\\\\textit{${j.company}}${bullets([...(j.summary ? [j.summary] : []), ...j.bullets])}`,
    ),
  )
  .join('\n')}
\\cvsection{Education}
${p.education.map((e) => entry([e.dates], `\\textbf{${e.degree}}\\\\\\textit{${e.school}}${e.score ? `\\\\${e.score}` : ''}`)).join('\n')}
\\cvsection{Skills}
${p.skills.map((g) => entry([g.name], g.terms)).join('\n')}
${p.sections
  .map(
    (s) =>
      `\\cvsection{${s.heading}}\n${s.items
        .map((i) => {
          if (s.kind === 'languages') return entry([i.title], i.text);
          const right = `\\textbf{${i.title}}${i.org ? `\\\\\\textit{${i.org}}` : ''}${i.text ? `\\\\${i.text}` : ''}`;
          return entry([i.date], right);
        })
        .join('\n')}`,
  )
  .join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 1 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
