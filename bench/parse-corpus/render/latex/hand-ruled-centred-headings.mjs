// A hand-written LaTeX resume (article class) written here from scratch in a common classic manner:
// a centred name over a centred contact line; each section heading in small capitals centred between
// a rule above it and a rule below it; each job as the employer in bold with its city after a comma
// and the dates set right on the same line, the title in italics on the next line, then bullets.
// Letter, 10.5pt TeX Gyre Pagella.
import { compileLatex } from './compile.mjs';
import { headingsOf, partsOf } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'mon', dash: ' -- ' });
  const bullets = (items) =>
    items.length
      ? `\\begin{itemize}[leftmargin=1.4em,itemsep=1pt,parsep=0pt,topsep=2pt]${items.map((b) => `\\item ${b}`).join('')}\\end{itemize}`
      : '';
  const contact = [p.place, p.phone, p.email, ...(p.linkedin ? [p.linkedin] : [])].join(' \\textbullet{} ');
  const source = `\\documentclass[10pt,letterpaper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{tgpagella}
\\usepackage[margin=0.7in,top=0.6in]{geometry}
\\usepackage{enumitem}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\newcommand{\\cvsection}[1]{\\par\\vspace{9pt}\\hrule height 0.5pt\\vspace{3pt}
  {\\centering\\large\\scshape #1\\par}\\vspace{3pt}\\hrule height 0.5pt\\vspace{6pt}}
\\newcommand{\\cventry}[4]{{\\bfseries #1}\\ifx&#2&\\else, #2\\fi\\hfill #3\\par
  \\ifx&#4&\\else{\\itshape #4}\\par\\fi}
\\begin{document}
\\begin{center}
{\\LARGE\\scshape ${p.name}}\\par\\vspace{4pt}
{\\small ${contact}}
\\end{center}
${p.summary ? `\\cvsection{Summary}${p.summary}\\par` : ''}
\\cvsection{Professional Experience}
${p.work
  .map(
    (j) => `\\cventry{${j.company}}{${j.place}}{${j.dates}}{${j.title}}
${bullets([...(j.summary ? [j.summary] : []), ...j.bullets])}\\vspace{6pt}`,
  )
  .join('\n')}
\\cvsection{Education}
${p.education.map((e) => `\\cventry{${e.school}}{}{${e.dates}}{${e.degree}${e.score ? `, ${e.score}` : ''}}\\vspace{4pt}`).join('\n')}
\\cvsection{Skills}
${p.skills.map((g) => `{\\bfseries ${g.name}:} ${g.terms}\\par`).join('\n')}
${p.sections
  .map(
    (s) =>
      `\\cvsection{${s.heading}}${s.items
        .map(
          (i) =>
            `{\\bfseries ${i.title}}${i.org ? `, ${i.org}` : ''}${i.text ? ` -- ${i.text}` : ''}${i.date ? `\\hfill ${i.date}` : ''}\\par`,
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
