// A hand-written LaTeX CV (article class) set entirely as one long table with the tabularray
// package (longtblr, so it breaks across pages): a narrow left column holds the section headings
// in bold small capitals and, within a section, each entry's dates; the wide right column holds
// the content (title and employer, the place in grey, bullets as run-on lines marked with a
// bullet). The name and contact details fill the first row across both columns; thin hairlines
// run between sections only, none between entries. pdflatex, A4, Source Sans Pro.
import { compileLatex } from './compile.mjs';
import { headingsOf, itemLine, partsOf } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'num', dash: ' -- ', open: 'today' });
  // Rows are 'left & right \\'; a section starts with a hairline over its heading row.
  const rows = [];
  const section = (title, entries) => {
    rows.push('\\hline[0.3pt,gray7]');
    rows.push(`\\SetCell[c=2]{l}{\\bfseries\\scshape ${title}} & \\\\`);
    // Braces keep a cell's own line breaks inside the cell.
    for (const [left, right] of entries) rows.push(`{${left}} & {${right}} \\\\`);
  };
  const lines = (list) => list.map((b) => `\\textbullet\\ ${b}`).join('\\\\ ');
  if (p.summary) section('Profile', [['', p.summary]]);
  section(
    'Experience',
    p.work.map((j) => [
      j.dates,
      `{\\bfseries ${j.title}}, ${j.company}\\\\ {\\color{gray}${j.place}}${[...(j.summary ? [j.summary] : []), ...j.bullets].length ? `\\\\ ${lines([...(j.summary ? [j.summary] : []), ...j.bullets])}` : ''}`,
    ]),
  );
  section(
    'Education',
    p.education.map((e) => [e.dates, `{\\bfseries ${e.degree}}\\\\ ${e.school}${e.score ? `, ${e.score}` : ''}`]),
  );
  section(
    'Skills',
    p.skills.map((g) => [g.name, g.terms]),
  );
  for (const s of p.sections)
    section(
      s.heading,
      s.items.map((i) => [i.date, itemLine({ ...i, date: '' })]),
    );
  rows.push('\\hline[0.3pt,gray7]');
  const contact = [
    p.place,
    p.phone,
    `\\href{mailto:${p.email}}{${p.email}}`,
    ...(p.linkedin ? [`\\href{${p.linkedinUrl}}{${p.linkedin}}`] : []),
  ].join(' \\quad ');
  const source = `\\documentclass[10pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[default]{sourcesanspro}
\\usepackage[margin=1.8cm]{geometry}
\\usepackage{xcolor}
\\usepackage{tabularray}
\\usepackage[hidelinks]{hyperref}
\\UseTblrLibrary{varwidth}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\definecolor{gray7}{gray}{0.7}
\\DefTblrTemplate{contfoot-text}{default}{}
\\DefTblrTemplate{conthead-text}{default}{}
\\DefTblrTemplate{caption}{default}{}
\\DefTblrTemplate{capcont}{default}{}
\\begin{document}
\\begin{longtblr}[entry=none,label=none]{colspec={Q[l,wd=3.2cm]X[l]},rowsep=3pt,colsep=4pt,cells={valign=t}}
\\SetCell[c=2]{l}{\\fontsize{22}{26}\\selectfont\\bfseries ${p.name}} & \\\\
\\SetCell[c=2]{l}{${p.label}\\\\ ${contact}} & \\\\
${rows.join('\n')}
\\end{longtblr}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 2 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
