// The TeX Live class lebhart (Jinwen Xu's colourful article class of the 'colorist' series), used
// as its documentation shows an article: \title, \author and \date, then \maketitle and sections,
// the class choosing the look (its coloured title block and section headings, Palatino-like text
// and Source Sans headings). A CV written in it: the person's name as the title and the
// headline as the author line, a centred contact paragraph, then unnumbered sections; each job a
// starred subsection 'Title --- Employer' with the place in italics and the dates flush right,
// then a bullet list; skills as a description list; the short sections as bullet lists. The class
// needs XeLaTeX (or LuaLaTeX) and ctex from texlive-lang-chinese even for an English document;
// the 'english' option keeps babel to one language.
import { compileLatex } from './compile.mjs';
import { headingsOf, itemLine, partsOf } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'month', dash: ' -- ', open: 'present' });
  const contact = [
    p.place,
    p.phone,
    `\\href{mailto:${p.email}}{${p.email}}`,
    ...(p.linkedin ? [`\\href{${p.linkedinUrl}}{${p.linkedin}}`] : []),
  ].join(' \\quad{\\textbar}\\quad ');
  const bullets = (list) => (list.length ? `\\begin{itemize}\n${list.map((b) => `  \\item ${b}`).join('\n')}\n\\end{itemize}` : '');
  const source = `\\documentclass[11pt,english]{lebhart}
\\usepackage{hyperref}
\\hypersetup{hidelinks}
\\setlength{\\parindent}{0pt}
\\setlength{\\parskip}{2pt}
\\begin{document}
\\title{${p.name}}
\\author{${p.label}}
\\date{}
\\maketitle
\\begin{center}
${contact}
\\end{center}
${p.summary ? `\\section*{Profile}\n${p.summary}\n` : ''}
\\section*{Experience}
${p.work
  .map(
    (j) => `\\subsection*{${j.title} --- ${j.company}}
\\textit{${j.place}} \\hfill ${j.dates}\\par
${bullets([...(j.summary ? [j.summary] : []), ...j.bullets])}`,
  )
  .join('\n')}
\\section*{Education}
${p.education
  .map(
    (e) => `\\subsection*{${e.degree}}
${e.school}${e.score ? `, ${e.score}` : ''} \\hfill ${e.dates}\\par`,
  )
  .join('\n')}
\\section*{Skills}
\\begin{description}
${p.skills.map((g) => `  \\item[${g.name}] ${g.terms}`).join('\n')}
\\end{description}
${p.sections.map((s) => `\\section*{${s.heading}}\n${bullets(s.items.map(itemLine))}`).join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { engine: 'xelatex', runs: 2 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
