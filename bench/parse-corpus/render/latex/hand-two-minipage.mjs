// A hand-written two-column LaTeX resume: the name set large at the top left with the headline
// beside it, then two minipages side by side: a narrow left column (contact details, education,
// skills, languages and other short sections, headings in spaced capitals) and a wide right one
// (summary and experience: company in bold, title and dates in small grey text, dash bullets).
import { compileLatex } from './compile.mjs';
import { headingsOf, itemLine, partsOf } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'mon', dash: ' -- ' });
  const head = (t) => `\\vspace{8pt}{\\color{accent}\\large\\textsc{${t}}}\\\\[-4pt]{\\color{accent}\\rule{\\linewidth}{0.4pt}}\\\\`;
  const side = [
    head('Contact'),
    [p.place, p.phone, p.email, p.linkedin].filter(Boolean).join('\\\\'),
    head('Education'),
    ...p.education.map(
      (e) => `\\textbf{${e.school}}\\\\${e.degree}\\\\{\\color{gray}${e.dates}}${e.score ? `\\\\${e.score}` : ''}\\\\[4pt]`,
    ),
    head('Skills'),
    ...p.skills.map((g) => `\\textbf{${g.name}}\\\\${g.terms}\\\\[3pt]`),
    ...p.sections
      .filter((s) => s.kind !== 'projects' && s.kind !== 'volunteer')
      .map((s) => `${head(s.heading)}${s.items.map((i) => `${itemLine(i)}\\\\`).join('')}`),
  ];
  const main = [
    ...(p.summary ? [head('Summary'), `${p.summary}\\\\`] : []),
    head('Experience'),
    ...p.work.map(
      (j) =>
        `{\\large\\textbf{${j.company}}}\\hfill{\\small ${j.place}}\\\\{\\color{gray}\\small ${j.title} \\textbar{} ${j.dates}}\\\\[-8pt]
\\begin{itemize}[leftmargin=1em,label=--,itemsep=0pt,parsep=0pt,topsep=2pt]${[...(j.summary ? [j.summary] : []), ...j.bullets].map((b) => `\\item ${b}`).join('')}\\end{itemize}\\vspace{4pt}`,
    ),
    ...p.sections
      .filter((s) => s.kind === 'projects' || s.kind === 'volunteer')
      .map(
        (s) =>
          `${head(s.heading)}\\begin{itemize}[leftmargin=1em,label=--,itemsep=0pt]${s.items.map((i) => `\\item ${itemLine(i)}`).join('')}\\end{itemize}`,
      ),
  ];
  const source = `\\documentclass[10pt,letterpaper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[margin=0.55in]{geometry}
\\usepackage{xcolor}
\\usepackage{enumitem}
\\usepackage{helvet}
\\renewcommand{\\familydefault}{\\sfdefault}
\\definecolor{accent}{RGB}{30,70,120}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
{\\fontsize{26}{30}\\selectfont ${p.name}}\\hspace{1em}{\\color{gray}\\Large ${p.label}}\\\\[6pt]
\\begin{minipage}[t]{0.31\\textwidth}\\raggedright\\small
${side.join('\n')}
\\end{minipage}\\hfill
\\begin{minipage}[t]{0.64\\textwidth}\\raggedright
${main.join('\n')}
\\end{minipage}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 1 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
