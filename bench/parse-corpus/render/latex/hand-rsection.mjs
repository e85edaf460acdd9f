// A hand-written LaTeX resume (article class) in the manner of the widely shared 'medium length
// professional CV' style, written here from scratch: a centred name in bold spaced capitals over a
// centred contact line with diamonds between the items; each section heading bold in capitals with
// a full-width rule under it, its body indented a little as a list; each job as '{\bf Company}
// \hfill Dates' then '{\em Title} \hfill City, ST', then tight itemize bullets. Letter, 11pt,
// Computer Modern.
import { compileLatex } from './compile.mjs';
import { headingsOf, partsOf } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'month', dash: ' - ' });
  const section = (title, body) => `\\begin{rSection}{${title}}
${body}
\\end{rSection}`;
  const bullets = (items) =>
    items.length ? `\\begin{itemize}\\itemsep -0.35em${items.map((b) => `\n\\item ${b}`).join('')}\n\\end{itemize}` : '';
  const contact = [
    [p.place, p.phone],
    [p.email, ...(p.linkedin ? [p.linkedin] : [])],
  ];
  const source = `\\documentclass[11pt,letterpaper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[left=0.75in,right=0.75in,top=0.6in,bottom=0.6in]{geometry}
\\usepackage{microtype}
\\usepackage{tabularx}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\makeatletter
\\newcommand{\\namespaced}[1]{{\\Huge\\bfseries\\textls[80]{\\MakeUppercase{#1}}}}
\\newenvironment{rSection}[1]{%
  \\medskip
  {\\bfseries\\MakeUppercase{#1}}
  \\medskip
  \\hrule
  \\begin{list}{}{\\setlength{\\leftmargin}{1.5em}}
  \\item[]
}{\\end{list}}
\\makeatother
\\begin{document}
\\begin{center}
\\namespaced{${p.name}}\\par\\vspace{6pt}
${contact.map((line) => line.join(' \\ $\\diamond$\\ ')).join('\\\\\n')}
\\end{center}
${p.summary ? section('Objective', p.summary) : ''}
${section(
  'Education',
  p.education
    .map((e) => `{\\bf ${e.school}} \\hfill {\\em ${e.dates}}\\\\ ${e.degree}${e.score ? `. Overall ${e.score}` : ''}`)
    .join('\n\n\\smallskip\n'),
)}
${section(
  'Experience',
  p.work
    .map(
      (j) => `{\\bf ${j.company}} \\hfill ${j.dates}\\\\
{\\em ${j.title}} \\hfill ${j.place}
${bullets([...(j.summary ? [j.summary] : []), ...j.bullets])}`,
    )
    .join('\n\n'),
)}
${section(
  'Technical Strengths',
  `\\begin{tabular}{@{} >{\\bfseries}l @{\\hspace{6ex}} p{0.68\\textwidth} @{}}
${p.skills.map((g) => `${g.name} & ${g.terms}\\\\`).join('\n')}
\\end{tabular}`,
)}
${p.sections
  .map((s) =>
    section(
      s.heading,
      s.items
        .map((i) =>
          i.date || i.org
            ? `{\\bf ${i.title}}${i.org ? `, ${i.org}` : ''}${i.text ? ` -- ${i.text}` : ''} \\hfill ${i.date}`
            : `{\\bf ${i.title}}${i.text ? ` -- ${i.text}` : ''}`,
        )
        .join('\\\\\n'),
    ),
  )
  .join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 1 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
