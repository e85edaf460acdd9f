// A hand-written academic-style LaTeX CV that runs over two pages: a running header from page two
// (the name on the left, 'Curriculum Vitae' and the page number on the right), the name in small
// capitals over an address line and a contact line, education first, headings as \\subsection*
// in bold with no rule, each job on one line 'Company, Place' with the dates right-aligned by
// \\hfill and the title in italics below, bullets with a custom triangle mark.
import { compileLatex } from './compile.mjs';
import { headingsOf, itemLine, partsOf } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'year', dash: '--' });
  const list = (items) =>
    items.length
      ? `\\begin{itemize}[label=$\\triangleright$,leftmargin=1.4em,itemsep=1pt,parsep=0pt,topsep=2pt]${items.map((i) => `\\item ${i}`).join('')}\\end{itemize}`
      : '';
  const source = `\\documentclass[11pt,letterpaper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[margin=1in]{geometry}
\\usepackage{enumitem}
\\usepackage{fancyhdr}
\\usepackage{amssymb}
\\usepackage{mathptmx}
\\pagestyle{fancy}
\\fancyhf{}
\\lhead{\\ifnum\\value{page}>1 \\small ${p.name}\\fi}
\\rhead{\\ifnum\\value{page}>1 \\small Curriculum Vitae -- \\thepage\\fi}
\\renewcommand{\\headrulewidth}{0pt}
\\thispagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
\\thispagestyle{empty}
\\begin{center}{\\Large\\textsc{${p.name}}}\\\\[3pt]${p.place}\\\\${[p.phone, p.email, p.linkedin].filter(Boolean).join(' \\quad ')}\\end{center}
${p.summary ? `\\subsection*{Research and Professional Interests}${p.summary}` : ''}
\\subsection*{Education}
${p.education.map((e) => `${e.school} \\hfill ${e.dates}\\\\\\textit{${e.degree}}${e.score ? `, ${e.score}` : ''}\\par\\smallskip`).join('\n')}
\\subsection*{Employment}
${p.work.map((j) => `\\textbf{${j.company}}, ${j.place} \\hfill ${j.dates}\\\\\\textit{${j.title}}${list([...(j.summary ? [j.summary] : []), ...j.bullets])}\\medskip`).join('\n')}
\\subsection*{Skills}
${p.skills.map((g) => `${g.name}: ${g.terms}\\par`).join('\n')}
${p.sections.map((s) => `\\subsection*{${s.heading}}${list(s.items.map(itemLine))}`).join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 1 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
