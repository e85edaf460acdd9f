// A hand-written one-page LaTeX resume (article class) in the manner of the widely shared one-page
// templates: a centred name in small capitals, contact items separated by bars, section headings in
// small capitals over a \titlerule, and each entry as a two-row tabular* (employer or school bold
// at the left with the place at the right, then the title or degree in italics with the dates at
// the right), small bullets under it.
import { compileLatex } from './compile.mjs';
import { headingsOf, itemLine, partsOf } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'mon', dash: ' -- ' });
  const rows = (a, b, c, d) => `\\begin{tabular*}{\\textwidth}{@{}l@{\\extracolsep{\\fill}}r@{}}
\\textbf{${a}} & ${b}\\\\
\\textit{\\small ${c}} & \\textit{\\small ${d}}\\\\
\\end{tabular*}`;
  const bullets = (items) =>
    items.length
      ? `\\begin{itemize}[leftmargin=1.2em,label=\\scriptsize$\\bullet$,itemsep=-1pt,topsep=0pt]\\small ${items.map((b) => `\\item ${b}`).join('\n')}\\end{itemize}`
      : '';
  const source = `\\documentclass[letterpaper,11pt]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[margin=0.5in,top=0.45in]{geometry}
\\usepackage{lmodern}
\\usepackage{titlesec}
\\usepackage{enumitem}
\\usepackage[hidelinks]{hyperref}
\\titleformat{\\section}{\\vspace{-4pt}\\scshape\\raggedright\\large}{}{0em}{}[\\titlerule\\vspace{-5pt}]
\\titlespacing*{\\section}{0pt}{8pt}{6pt}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\setlength{\\tabcolsep}{0pt}
\\begin{document}
\\begin{center}
{\\Huge\\scshape ${p.name}}\\par\\vspace{2pt}
\\small ${[p.phone, `\\href{mailto:${p.email}}{${p.email}}`, ...(p.linkedin ? [`\\href{${p.linkedinUrl}}{${p.linkedin}}`] : []), p.place].join(' $|$ ')}
\\end{center}
${p.summary ? `\\section{Summary}\\small ${p.summary}\\par` : ''}
\\section{Education}
${p.education.map((e) => `${rows(e.school, '', e.degree, e.dates)}${e.score ? `{\\small ${e.score}}\\par` : ''}\\vspace{2pt}`).join('\n')}
\\section{Experience}
${p.work.map((j) => `${rows(j.company, j.place, j.title, j.dates)}\n${bullets([...(j.summary ? [j.summary] : []), ...j.bullets])}\\vspace{3pt}`).join('\n')}
${p.sections
  .filter((s) => s.kind === 'projects')
  .map((s) => `\\section{${s.heading}}${s.items.map((i) => `{\\small ${itemLine(i)}}\\par `).join('')}`)
  .join('\n')}
\\section{Technical Skills}
${p.skills.map((g) => `{\\small\\textbf{${g.name}}: ${g.terms}}\\par`).join('\n')}
${p.sections
  .filter((s) => s.kind !== 'projects')
  .map((s) => `\\section{${s.heading}}${s.items.map((i) => `{\\small ${itemLine(i)}}\\par `).join('')}`)
  .join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 2 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
