// A hand-written LaTeX resume (article class) with a full-width dark banner drawn by TikZ at the
// top of the first page: the name in large light capitals and the headline in white, the contact
// details in a row under it; section headings in a colour, entries with the title bold and the
// dates in grey at the right, the employer and place under it; Fira Sans.
import { compileLatex } from './compile.mjs';
import { headingsOf, itemLine, partsOf } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'mon', dash: ' -- ' });
  const head = (t) => `\\par\\vspace{9pt}{\\color{accent}\\large\\bfseries\\MakeUppercase{${t}}}\\par\\vspace{4pt}`;
  const source = `\\documentclass[10pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[margin=1.6cm,top=4.6cm]{geometry}
\\usepackage[sfdefault]{FiraSans}
\\usepackage{xcolor}
\\usepackage{tikz}
\\usepackage{enumitem}
\\definecolor{banner}{HTML}{23313F}
\\definecolor{accent}{HTML}{C0392B}
\\definecolor{soft}{HTML}{777777}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
\\begin{tikzpicture}[remember picture,overlay]
\\fill[banner] (current page.north west) rectangle ([yshift=-3.6cm]current page.north east);
\\node[anchor=north west,text=white,inner sep=0pt] at ([xshift=1.6cm,yshift=-0.9cm]current page.north west)
  {\\begin{minipage}{17.5cm}{\\fontsize{28}{32}\\selectfont\\fontseries{l}\\selectfont\\MakeUppercase{${p.name}}}\\par\\vspace{4pt}
  {\\large ${p.label}}\\par\\vspace{6pt}
  {\\small ${[p.email, p.phone, p.place, p.linkedin].filter(Boolean).join('\\quad ')}}\\end{minipage}};
\\end{tikzpicture}
${p.summary ? `${head('Profile')}${p.summary}\\par` : ''}
${head('Experience')}
${p.work
  .map(
    (j) => `{\\bfseries ${j.title}}\\hfill{\\color{soft}${j.dates}}\\par
${j.company}, ${j.place}\\par
\\begin{itemize}[leftmargin=1.1em,label={\\color{accent}\\textbullet},itemsep=1pt,parsep=0pt,topsep=2pt]${[...(j.summary ? [j.summary] : []), ...j.bullets].map((b) => `\\item ${b}`).join('')}\\end{itemize}\\vspace{5pt}`,
  )
  .join('\n')}
${head('Education')}
${p.education.map((e) => `{\\bfseries ${e.degree}}\\hfill{\\color{soft}${e.dates}}\\par ${e.school}\\par ${e.score ? `${e.score}\\par ` : ''}\\vspace{3pt}`).join('\n')}
${head('Skills')}
${p.skills.map((g) => `{\\bfseries ${g.name}} \\quad ${g.terms}\\par `).join('\n')}
${p.sections.map((s) => `${head(s.heading)}${s.items.map((i) => `${itemLine(i)}\\par `).join('')}`).join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 2 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
