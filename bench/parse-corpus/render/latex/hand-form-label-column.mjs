// A hand-written LaTeX CV laid out like a form, in the manner of the older application forms many
// people copy into LaTeX: a left column 4 cm wide of right-aligned labels in small grey type and a
// right column of values, set as one long table so that it breaks over pages. The personal details
// open it as label/value rows ('Name', 'Address', 'Telephone', 'E-mail', 'LinkedIn'); each section
// is headed by a bold coloured capitalised heading in the left column with a thin rule across the
// right one; each job is one block of rows ('Dates' 03/2019 – 06/2021, 'Position held', 'Employer'
// with the place, 'Main tasks' as a bullet list), schools alike ('Dates', 'Qualification',
// 'Institution', 'Grade'); skills as rows labelled with the group's name. pdflatex, A4, Helvetica.
import { compileLatex } from './compile.mjs';
import { headingsOf, partsOf } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'num', dash: ' – ', open: 'present' });
  const row = (label, value) => `${label} & ${value} \\\\`;
  const gap = '\\multicolumn{2}{@{}l@{}}{\\rule{0pt}{8pt}} \\\\';
  const head = (t) =>
    `\\noalign{\\vspace{6pt}}\\sectionhead{${t}} & \\leaders\\hrule height 3.2pt depth -2.6pt\\hfill\\kern0pt \\\\\\noalign{\\vspace{3pt}}`;
  const bullets = (items) =>
    items.length
      ? `\\begin{minipage}[t]{\\linewidth}\\raggedright\\begin{itemize}[label={\\color{form}\\small\\textbullet},leftmargin=1em,itemsep=0pt,parsep=0pt,topsep=0pt]${items.map((i) => `\\item ${i}`).join('')}\\end{itemize}\\end{minipage}`
      : '';
  const block = (rows) =>
    `${rows
      .filter(([, v]) => v)
      .map(([l, v]) => row(l, v))
      .join('\n')}\n${gap}`;
  const personal = [
    ['Name', p.name],
    ['Address', p.place],
    ['Telephone', p.phone],
    ['E-mail', `\\href{mailto:${p.email}}{${p.email}}`],
    ['LinkedIn', p.linkedin ? `\\href{${p.linkedinUrl}}{${p.linkedin}}` : ''],
  ];
  const source = `\\documentclass[10pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{helvet}
\\renewcommand{\\familydefault}{\\sfdefault}
\\usepackage[a4paper,left=1.5cm,right=1.8cm,top=1.6cm,bottom=1.6cm]{geometry}
\\usepackage{xcolor}
\\usepackage{array}
\\usepackage{longtable}
\\usepackage{enumitem}
\\usepackage[hidelinks]{hyperref}
\\definecolor{form}{RGB}{30,70,120}
\\definecolor{label}{gray}{0.45}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\setlength{\\LTpre}{0pt}
\\setlength{\\LTpost}{0pt}
\\urlstyle{same}
\\renewcommand{\\arraystretch}{1.25}
\\newcommand{\\sectionhead}[1]{{\\normalsize\\bfseries\\color{form}\\MakeUppercase{#1}}}
\\newcolumntype{L}{>{\\raggedleft\\arraybackslash\\small\\color{label}}p{4cm}}
\\newcolumntype{R}{>{\\raggedright\\arraybackslash}p{\\dimexpr\\textwidth-4cm-0.6cm-2\\tabcolsep\\relax}}
\\begin{document}
{\\color{form}\\bfseries\\LARGE Curriculum Vitae}\\par\\vspace{2pt}
{\\color{label}\\rule{\\textwidth}{0.4pt}}\\par\\vspace{4pt}
\\begin{longtable}{@{}L@{\\hspace{0.6cm}}R@{}}
${head('Personal information')}
${block(personal)}
${p.label ? `${head('Desired position')}\n${block([['Occupation', p.label]])}` : ''}
${p.summary ? `${head('Profile')}\n${block([['Summary', p.summary]])}` : ''}
${head('Work experience')}
${p.work
  .map((j) =>
    block([
      ['Dates', j.dates],
      ['Position held', `\\textbf{${j.title}}`],
      ['Employer', `${j.company}, ${j.place}`],
      ['Main tasks', bullets([...(j.summary ? [j.summary] : []), ...j.bullets])],
    ]),
  )
  .join('\n')}
${head('Education and training')}
${p.education
  .map((e) =>
    block([
      ['Dates', e.dates],
      ['Qualification', `\\textbf{${e.degree}}`],
      ['Institution', e.school],
      ['Grade', e.score.replace(/^GPA /, '')],
    ]),
  )
  .join('\n')}
${head('Skills')}
${block(p.skills.map((g) => [g.name, g.terms]))}
${p.sections
  .map((s) => {
    if (s.kind === 'languages') return `${head(s.heading)}\n${block(s.items.map((i) => [i.title, i.text]))}`;
    if (s.kind === 'interests') return `${head(s.heading)}\n${block([['Leisure', s.items.map((i) => i.title).join(', ')]])}`;
    const value = (i) => `\\textbf{${i.title}}${i.org ? `, ${i.org}` : ''}${i.text ? `\\newline ${i.text}` : ''}`;
    return `${head(s.heading)}\n${block(s.items.map((i) => [i.date || (s.kind === 'projects' ? 'Project' : 'Role'), value(i)]))}`;
  })
  .join('\n')}
\\end{longtable}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 2 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
