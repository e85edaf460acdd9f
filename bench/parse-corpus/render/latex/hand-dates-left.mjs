// A hand-written LaTeX CV with the dates in a left column: a tabular of two p-columns under each
// heading (a ruled \\section* in small capitals), the date range flush left in the narrow column and
// the title, company and place, then a paragraph of bullets, in the wide one. The header puts the
// name on the left and the contact details in a right-aligned block beside it.
import { compileLatex } from './compile.mjs';
import { headingsOf, itemLine, partsOf } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'mon', dash: ' -- ', open: 'now' });
  const row = (left, right) => `${left} & ${right} \\\\[5pt]`;
  const table = (rows) =>
    `\\begin{tabular}{@{}p{0.18\\textwidth}@{\\hspace{0.02\\textwidth}}p{0.80\\textwidth}@{}}\n${rows.join('\n')}\n\\end{tabular}`;
  const bullets = (items) =>
    items.length
      ? `\\vspace{-6pt}\\begin{itemize}[leftmargin=1em,itemsep=0pt,parsep=0pt,topsep=3pt,after=\\vspace{-8pt}]${items.map((i) => `\\item ${i}`).join('')}\\end{itemize}`
      : '';
  const source = `\\documentclass[10pt,letterpaper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[margin=0.8in]{geometry}
\\usepackage{titlesec}
\\usepackage{enumitem}
\\usepackage{array}
\\usepackage{palatino}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\titleformat{\\section}{\\large\\scshape}{}{0pt}{}[\\vspace{-3pt}\\hrule]
\\titlespacing*{\\section}{0pt}{10pt}{6pt}
\\begin{document}
\\begin{minipage}[b]{0.5\\textwidth}{\\fontsize{22}{26}\\selectfont ${p.name}}\\\\[2pt]\\textit{${p.label}}\\end{minipage}\\hfill
\\begin{minipage}[b]{0.45\\textwidth}\\raggedleft\\small ${[p.place, p.phone, p.email, p.linkedin].filter(Boolean).join('\\\\')}\\end{minipage}
${p.summary ? `\\section*{Profile}${p.summary}` : ''}
\\section*{Experience}
${table(p.work.map((j) => row(j.dates, `\\textbf{${j.title}}, ${j.company}, ${j.place}${bullets([...(j.summary ? [j.summary] : []), ...j.bullets])}`)))}
\\section*{Education}
${table(p.education.map((e) => row(e.dates, `\\textbf{${e.degree}}, ${e.school}${e.score ? `. ${e.score}` : ''}`)))}
\\section*{Skills}
${table(p.skills.map((g) => row(`\\textit{${g.name}}`, g.terms)))}
${p.sections.map((s) => `\\section*{${s.heading}}\n${table(s.items.map((i) => row(i.date, `${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` -- ${i.text}` : ''}`)))}`).join('\n')}
\\end{document}
`;
  void itemLine;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 1 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
