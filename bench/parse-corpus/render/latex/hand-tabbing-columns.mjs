// A hand-written one-column LaTeX CV (article class) laid out with the old `tabbing` environment
// instead of tables: a tab stop set by a \kill line makes a date column on the left, and each
// entry's first line puts the date range there and the title in bold and the company, after a
// comma, to its right (\>); the place follows on a line of its own in italics, then the bullets as
// indented tabbing lines of their own, a \textbullet at a second tab stop and the text in a
// top-aligned \parbox (tabbing lines never wrap by themselves). The contact details are a small
// tabbing of labels and values under the name. Section headings are bold capitals over a full-width
// \hrule. Charter, 10pt, A4.
import { compileLatex } from './compile.mjs';
import { headingsOf, itemLine, partsOf } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'num', dash: ' -- ', open: 'present' });
  // Each row is [text, space after it]; rows are joined by tabbing's \\ (none after the last).
  const tabbing = (rows) =>
    `\\begin{tabbing}
\\hspace*{\\datecol}\\=\\hspace*{\\bulletcol}\\=\\kill
${rows.map(([text, gap], n) => (n < rows.length - 1 ? `${text} \\\\${gap ? `[${gap}]` : ''}` : text)).join('\n')}
\\end{tabbing}`;
  const bulletRows = (items) => items.map((i) => [`\\> \\textbullet \\> \\parbox[t]{\\bulletw}{${i}}`, '1pt']);
  const jobRows = (j, last) => {
    const rows = [
      [`${j.dates} \\> \\textbf{${j.title}}, ${j.company}`],
      [`\\> \\textit{${j.place}}`, j.summary || j.bullets.length ? '1pt' : ''],
      ...(j.summary ? [[`\\> \\parbox[t]{\\restcol}{${j.summary}}`, '1pt']] : []),
      ...bulletRows(j.bullets),
    ];
    if (!last) rows[rows.length - 1][1] = '7pt';
    return rows;
  };
  const schoolRows = (e) => [[`${e.dates} \\> \\textbf{${e.degree}}, ${e.school}`], ...(e.score ? [[`\\> ${e.score}`]] : [])];
  const extraRows = (s) => {
    if (s.kind === 'languages') return [[`\\> ${s.items.map((i) => `${i.title}${i.text ? ` (${i.text})` : ''}`).join(', ')}`]];
    return s.items.map((i) =>
      i.date
        ? [`${i.date} \\> \\parbox[t]{\\restcol}{\\textbf{${i.title}}${i.org ? `, ${i.org}` : ''}${i.text ? `. ${i.text}` : ''}}`, '2pt']
        : [`\\> \\textbullet \\> \\parbox[t]{\\bulletw}{${itemLine(i)}}`, '2pt'],
    );
  };
  const contact = [
    ['Address', p.place],
    ['Phone', p.phone],
    ['E-mail', `\\href{mailto:${p.email}}{${p.email}}`],
    ...(p.linkedin ? [['LinkedIn', `\\href{${p.linkedinUrl}}{${p.linkedin}}`]] : []),
  ].map(([label, value]) => [`\\textit{${label}} \\> ${value}`]);
  const source = `\\documentclass[10pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{charter}
\\usepackage[a4paper,hmargin=2cm,vmargin=1.6cm]{geometry}
\\usepackage{needspace}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\setlength{\\parskip}{0pt}
\\urlstyle{same}
\\newlength{\\datecol}\\setlength{\\datecol}{3.4cm}
\\newlength{\\bulletcol}\\setlength{\\bulletcol}{1.1em}
\\newlength{\\restcol}\\setlength{\\restcol}{\\dimexpr\\textwidth-\\datecol\\relax}
\\newlength{\\bulletw}\\setlength{\\bulletw}{\\dimexpr\\textwidth-\\datecol-\\bulletcol\\relax}
\\newcommand{\\heading}[1]{\\par\\needspace{4\\baselineskip}\\vspace{8pt}{\\bfseries\\MakeUppercase{#1}}\\par\\vspace{2pt}\\hrule\\vspace{2pt}}
\\begin{document}
{\\LARGE\\bfseries ${p.name}}\\par\\vspace{2pt}
${p.label}\\par
${tabbing(contact)}
${p.summary ? `\\heading{Profile}\n\\vspace{4pt}${p.summary}\\par` : ''}
\\heading{Professional Experience}
${tabbing(p.work.flatMap((j, n) => jobRows(j, n === p.work.length - 1)))}
\\heading{Education}
${tabbing(p.education.flatMap((e, n) => schoolRows(e).map((r, k, all) => (k === all.length - 1 && n < p.education.length - 1 ? [r[0], '4pt'] : r))))}
\\heading{Skills}
${tabbing(p.skills.map((g) => [`\\textit{${g.name}} \\> \\parbox[t]{\\restcol}{${g.terms}}`, '1pt']))}
${p.sections.map((s) => `\\heading{${s.heading}}\n${tabbing(extraRows(s))}`).join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 1 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
