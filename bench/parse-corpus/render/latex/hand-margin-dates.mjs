// A hand-written LaTeX CV in the margin-note manner: a wide left margin holds each entry's dates in
// small type (\marginpar, reversed to the left, set flush right against the text), the text block
// holds headings in bold sans serif, each entry's title in bold with the employer and place in
// italics on the line under it, and plain bullets. Skills are label lines with the label in the
// margin. The header is the name in large type with one line of contact details under a rule.
import { compileLatex } from './compile.mjs';
import { headingsOf, partsOf } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'mon', dash: ' -- ', open: 'present' });
  const note = (text) => (text ? `\\marginnote{${text}}` : '');
  const bullets = (items) =>
    items.length
      ? `\\begin{itemize}[leftmargin=1.1em,itemsep=1pt,parsep=0pt,topsep=2pt]${items.map((i) => `\\item ${i}`).join('')}\\end{itemize}`
      : '';
  const entry = (dates, head, sub, lines) =>
    `\\par\\noindent{}${note(dates)}\\textbf{${head}}${sub ? `\\\\\\textit{${sub}}` : ''}\\par${bullets(lines)}\\vspace{5pt}`;
  const source = `\\documentclass[10pt,letterpaper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{lmodern}
\\usepackage[top=0.7in,bottom=0.7in,right=0.8in,left=2.1in,marginparwidth=1.05in,marginparsep=0.2in]{geometry}
\\usepackage{enumitem}
\\usepackage{titlesec}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\reversemarginpar
\\newcommand{\\marginnote}[1]{\\marginpar{\\raggedleft\\footnotesize #1}}
\\titleformat{\\section}{\\sffamily\\bfseries\\large}{}{0pt}{}
\\titlespacing*{\\section}{0pt}{12pt}{5pt}
\\begin{document}
{\\fontsize{24}{28}\\selectfont ${p.name}}\\\\[3pt]
{\\large ${p.label}}\\\\[4pt]
\\rule{\\textwidth}{0.4pt}\\\\[2pt]
{\\small ${[p.place, p.phone, p.email, p.linkedin].filter(Boolean).join(' $\\cdot$ ')}}
${p.summary ? `\\section*{Profile}${p.summary}` : ''}
\\section*{Experience}
${p.work.map((j) => entry(j.dates, j.title, `${j.company}, ${j.place}`, [...(j.summary ? [j.summary] : []), ...j.bullets])).join('\n')}
\\section*{Education}
${p.education.map((e) => entry(e.dates, e.degree, `${e.school}${e.score ? `, ${e.score}` : ''}`, [])).join('\n')}
\\section*{Skills}
${p.skills.map((g) => `\\par\\noindent{}${note(g.name)}${g.terms}\\par\\vspace{3pt}`).join('\n')}
${p.sections
  .map(
    (s) =>
      `\\section*{${s.heading}}\n${s.items
        .map(
          (i) =>
            `\\par\\noindent{}${note(i.date)}${i.title}${i.org ? `, \\textit{${i.org}}` : ''}${i.text ? ` -- ${i.text}` : ''}\\par\\vspace{3pt}`,
        )
        .join('\n')}`,
  )
  .join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 1 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
