// A hand-written LaTeX resume on the article class's own two-column mode
// (\documentclass[10pt,twocolumn]{article}) with narrow margins: the name, headline and contact
// details are set across both columns at the top by \twocolumn[...], over a full-width rule; the
// sections then simply flow, filling the left column and running on into the right one wherever
// the left one ends (a job, or even a bullet, may break across the column break, as in the real
// ones). Headings are bold \section* with a short thick rule under them; each job is its title in
// bold, the company in italics, then the dates and place on a small line, then itemize bullets that
// wrap in the narrow column. Helvetica, ragged right, letter paper.
import { compileLatex } from './compile.mjs';
import { headingsOf, itemLine, partsOf } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'mon', dash: ' -- ', open: 'Present' });
  const bullets = (items) => (items.length ? `\\begin{itemize}${items.map((i) => `\\item ${i}`).join('\n')}\\end{itemize}` : '');
  const job = (j) => `\\job{${j.title}}{${j.company}}{${j.dates}}{${j.place}}
${bullets([...(j.summary ? [j.summary] : []), ...j.bullets])}`;
  const school = (e) => `\\job{${e.degree}}{${e.school}}{${e.dates}}{${e.score}}`;
  const contact = [
    p.place,
    p.phone,
    `\\href{mailto:${p.email}}{${p.email}}`,
    ...(p.linkedin ? [`\\href{${p.linkedinUrl}}{${p.linkedin}}`] : []),
  ].join(' \\quad\\textbar\\quad ');
  const extra = (s) =>
    s.kind === 'languages'
      ? `${s.items.map((i) => `${i.title}${i.text ? ` (${i.text})` : ''}`).join(', ')}\\par`
      : bullets(s.items.map(itemLine));
  const source = `\\documentclass[10pt,twocolumn,letterpaper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{helvet}
\\renewcommand{\\familydefault}{\\sfdefault}
\\usepackage[letterpaper,margin=0.55in,columnsep=0.3in]{geometry}
\\usepackage{titlesec}
\\usepackage{enumitem}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\raggedright
\\setlength{\\parindent}{0pt}
\\setlength{\\parskip}{0pt}
\\urlstyle{same}
\\titleformat{\\section}{\\large\\bfseries}{}{0pt}{}[\\vspace{1pt}\\rule{2.2em}{1.5pt}]
\\titlespacing*{\\section}{0pt}{9pt}{4pt}
\\setlist[itemize]{leftmargin=1.1em,labelsep=0.4em,itemsep=1pt,parsep=0pt,topsep=2pt,after=\\vspace{3pt}}
% #1 title, #2 company, #3 dates, #4 place (or a grade)
\\newcommand{\\job}[4]{\\par\\vspace{3pt}\\textbf{#1}\\\\\\textit{#2}\\\\{\\small #3\\ifx\\relax#4\\relax\\else\\ \\textbullet\\ #4\\fi}\\par}
\\begin{document}
\\twocolumn[{%
\\begin{center}
{\\fontsize{24}{28}\\selectfont\\bfseries ${p.name}}\\\\[3pt]
{\\large ${p.label}}\\\\[4pt]
{\\small ${contact}}
\\end{center}
\\vspace{-2pt}\\hrule height 0.8pt\\vspace{8pt}}]
${p.summary ? `\\section*{Summary}\n${p.summary}\\par` : ''}
\\section*{Experience}
${p.work.map(job).join('\n')}
\\section*{Education}
${p.education.map(school).join('\n')}
\\section*{Skills}
${p.skills.map((g) => `\\textbf{${g.name}:} ${g.terms}\\par\\vspace{2pt}`).join('\n')}
${p.sections.map((s) => `\\section*{${s.heading}}\n${extra(s)}`).join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 1 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
