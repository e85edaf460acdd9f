// A hand-written LaTeX resume (article class) with a timeline down the left margin: every job and
// school has its years in white on a coloured bar drawn with TikZ ('2019 -- 2021', 'since 2020' for
// an open role), a thin vertical line joining the bars, and its text to the right: 'Title' bold,
// 'Employer | Place' under it, bullets. A header band with the name and the contact details on two
// lines. A4, Lato.
import { compileLatex } from './compile.mjs';
import { headingsOf, itemLine, partsOf, tex } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person);
  const years = (s, e) => (e ? `${s.slice(0, 4)} -- ${e.slice(0, 4)}` : `since ${s.slice(0, 4)}`);
  const stop = (bar, body) => `\\noindent\\begin{minipage}[t]{2.6cm}\\vspace{0pt}\\begin{tikzpicture}
\\draw[line width=1pt,color=tl] (1.2,0) -- (1.2,-1.6);
\\node[fill=tl,text=white,font=\\footnotesize\\bfseries,minimum width=2.4cm,minimum height=0.45cm,anchor=north west,inner sep=2pt] at (0,0) {${bar}};
\\end{tikzpicture}\\end{minipage}\\hspace{0.3cm}\\begin{minipage}[t]{\\dimexpr\\textwidth-2.9cm\\relax}\\vspace{0pt}${body}\\end{minipage}\\par\\vspace{6pt}`;
  const head = (t) => `\\par\\vspace{6pt}{\\Large\\color{tl}${t}}\\par\\vspace{4pt}`;
  const source = `\\documentclass[10pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[default]{lato}
\\usepackage[margin=1.7cm]{geometry}
\\usepackage{tikz}
\\usepackage{xcolor}
\\usepackage{enumitem}
\\definecolor{tl}{HTML}{00796B}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
\\noindent\\colorbox{tl}{\\begin{minipage}{\\dimexpr\\textwidth-2\\fboxsep\\relax}\\vspace{6pt}
\\color{white}{\\huge\\bfseries ${p.name}}\\par\\vspace{2pt}{\\large ${p.label}}\\par\\vspace{3pt}
{\\small ${p.email} \\quad ${p.phone}\\\\ ${p.place}${p.linkedin ? ` \\quad ${p.linkedin}` : ''}}\\vspace{6pt}\\end{minipage}}\\par\\vspace{6pt}
${p.summary ? `${head('Profile')}${p.summary}\\par` : ''}
${head('Work Experience')}
${person.work
  .map((j, k) => {
    const w = p.work[k];
    return stop(
      years(j.startDate, j.endDate),
      `\\textbf{${w.title}}\\\\ {\\color{tl}${w.company}} \\textbar\\ ${w.place}
\\begin{itemize}[leftmargin=1.1em,itemsep=0pt,topsep=2pt]${[...(w.summary ? [w.summary] : []), ...w.bullets].map((b) => `\\item ${b}`).join('')}\\end{itemize}`,
    );
  })
  .join('\n')}
${head('Education')}
${person.education
  .map((e, k) => {
    const d = p.education[k];
    return stop(years(e.startDate, e.endDate), `\\textbf{${d.degree}}\\\\ {\\color{tl}${d.school}}${d.score ? `\\\\ ${d.score}` : ''}`);
  })
  .join('\n')}
${head('Skills')}
${p.skills.map((g) => `\\textbf{${g.name}:} ${g.terms}\\par`).join('\n')}
${p.sections.map((s) => `${head(tex(s.heading))}${s.items.map((i) => `${itemLine(i)}\\par `).join('')}`).join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 2 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
