// A hand-written LaTeX CV (article class, no CV class loaded) in the manner of the TeX CV classes: a
// fixed left column 3 cm wide holds each entry's dates ('03/2019 -- 06/2021') right-aligned in small
// grey type; each section heading sits in the right column with a thick coloured rule filling the
// left column beside it; each entry is one line 'Title, Employer, Place' (title bold) with its
// description and bullets under it in the right column; schools alike ('Degree, School'); skills
// as rows with the group's label in the left column. The header is the name large with the
// position under it and the contact details in a right-aligned block. A4, sans-serif.
import { compileLatex } from './compile.mjs';
import { headingsOf, partsOf } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'num', dash: ' -- ', open: 'present' });
  const bullets = (items) =>
    items.length
      ? `\\begin{itemize}[leftmargin=1.1em,label={\\color{accent}\\small\\textbullet},itemsep=0pt,parsep=0pt,topsep=1pt]${items.map((i) => `\\item ${i}`).join('')}\\end{itemize}`
      : '';
  const entry = (dates, line, body = '') => `\\item[${dates}]${line}${body ? `\\par{\\small ${body}}` : ''}`;
  const source = `\\documentclass[10pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{lmodern}
\\renewcommand{\\familydefault}{\\sfdefault}
\\usepackage[a4paper,left=1.6cm,right=1.6cm,top=1.5cm,bottom=1.5cm]{geometry}
\\usepackage{xcolor}
\\usepackage{enumitem}
\\usepackage{needspace}
\\usepackage[hidelinks]{hyperref}
\\definecolor{accent}{RGB}{46,94,140}
\\definecolor{soft}{gray}{0.42}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\setlength{\\parskip}{0pt}
% The left column: 3 cm of dates, then a gap, then the text.
\\newlength{\\datecol}\\setlength{\\datecol}{3cm}
\\newlength{\\colgap}\\setlength{\\colgap}{0.35cm}
\\newlength{\\bodycol}\\setlength{\\bodycol}{\\dimexpr\\textwidth-\\datecol-\\colgap\\relax}
\\newcommand{\\cvsection}[1]{\\par\\needspace{4\\baselineskip}\\vspace{9pt}\\noindent
  \\makebox[\\datecol][r]{\\color{accent}\\rule[0.25ex]{\\datecol}{1.1ex}}\\hspace{\\colgap}{\\Large\\color{accent}#1}\\par\\vspace{5pt}}
% An entry: dates in the left column, the entry's line and its body in the right one; a list so
% that a long entry may break over a page.
\\newenvironment{cvrows}{\\begin{list}{}{\\setlength{\\labelwidth}{\\datecol}\\setlength{\\labelsep}{\\colgap}%
  \\setlength{\\leftmargin}{\\dimexpr\\datecol+\\colgap\\relax}\\setlength{\\itemsep}{5pt}\\setlength{\\topsep}{0pt}%
  \\setlength{\\parsep}{0pt}\\renewcommand{\\makelabel}[1]{\\hfill\\small\\color{soft}##1}}}{\\end{list}}
\\begin{document}
\\begin{minipage}[b]{0.6\\textwidth}
{\\fontsize{26}{30}\\selectfont\\color{accent}${p.name}}\\par\\vspace{4pt}
{\\large\\itshape\\color{soft}${p.label}}
\\end{minipage}\\hfill
\\begin{minipage}[b]{0.38\\textwidth}\\raggedleft\\small
${[p.place, p.phone, `\\href{mailto:${p.email}}{${p.email}}`, ...(p.linkedin ? [`\\href{${p.linkedinUrl}}{${p.linkedin}}`] : [])].join('\\\\\n')}
\\end{minipage}
\\par\\vspace{4pt}
${p.summary ? `\\cvsection{Profile}\n\\begin{cvrows}\\item[]${p.summary}\\end{cvrows}` : ''}
\\cvsection{Experience}
\\begin{cvrows}
${p.work
  .map((j) => entry(j.dates, `\\textbf{${j.title}}, ${j.company}, ${j.place}`, `${j.summary ? `${j.summary}` : ''}${bullets(j.bullets)}`))
  .join('\n')}
\\end{cvrows}
\\cvsection{Education}
\\begin{cvrows}
${p.education.map((e) => entry(e.dates, `\\textbf{${e.degree}}, ${e.school}`, e.score)).join('\n')}
\\end{cvrows}
\\cvsection{Skills}
\\begin{cvrows}
${p.skills.map((g) => `\\item[${g.name}]${g.terms}`).join('\n')}
\\end{cvrows}
${p.sections
  .map(
    (s) => `\\cvsection{${s.heading}}
\\begin{cvrows}
${s.items
  .map((i) =>
    s.kind === 'languages'
      ? `\\item[${i.title}]${i.text}`
      : entry(i.date, `\\textbf{${i.title}}${i.org ? `, ${i.org}` : ''}`, s.kind === 'volunteer' || s.kind === 'projects' ? i.text : ''),
  )
  .join('\n')}
\\end{cvrows}`,
  )
  .join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 1 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
