// A hand-written academic CV (article class): the name centred over an address block, sections
// with bold headings over a thin rule, each degree on one line with its years in parentheses
// ('Master of Science in Nursing, University of X (2014--2016)'), positions with the dates flush
// right, and publications numbered '[1]' in a list with the year last.
import { compileLatex } from './compile.mjs';
import { formatDate, headingsOf, partsOf, tex } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'year', dash: '--' });
  const head = (t) =>
    `\\par\\needspace{5\\baselineskip}\\vspace{10pt}{\\large\\bfseries ${t}}\\par\\vspace{-3pt}\\rule{\\textwidth}{0.4pt}\\par\\vspace{3pt}`;
  const item = (i) => `${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? `. ${i.text}` : ''}${i.date ? ` (${i.date})` : ''}`;
  const sections = p.sections.map((s) => {
    if (s.kind === 'publications') {
      const pubs = person.publications.map(
        (x) => `\\item ${tex(person.basics.name)}. \\emph{${tex(x.name)}}. ${tex(x.publisher)}, ${tex(formatDate(x.releaseDate, 'year'))}.`,
      );
      return `${head(s.heading)}\\begin{enumerate}[label={[\\arabic*]},leftmargin=2.2em,itemsep=2pt]${pubs.join('\n')}\\end{enumerate}`;
    }
    return `${head(s.heading)}${s.items.map((i) => `${item(i)}\\par `).join('')}`;
  });
  const source = `\\documentclass[11pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[margin=2.3cm]{geometry}
\\usepackage{ebgaramond}
\\usepackage{enumitem}
\\usepackage{needspace}
\\usepackage{hyperref}
\\hypersetup{hidelinks}
\\pagestyle{plain}
\\setlength{\\parindent}{0pt}
\\begin{document}
\\begin{center}
{\\LARGE ${p.name}}\\par\\vspace{2pt}
{\\itshape Curriculum Vitae}\\par\\vspace{6pt}
${p.place}\\\\
${p.phone} \\quad ${p.email}${p.linkedin ? `\\\\\\href{${p.linkedinUrl}}{${p.linkedin}}` : ''}
\\end{center}
${p.summary ? `${head('Research and Professional Interests')}${p.summary}\\par` : ''}
${head('Education')}
${p.education.map((e) => `${e.degree}, \\textit{${e.school}} (${e.dates})${e.score ? `. ${e.score}` : ''}\\par\\vspace{2pt}`).join('\n')}
${head('Professional Appointments')}
${p.work
  .map(
    (j) => `\\textbf{${j.title}}, ${j.company}, ${j.place}\\hfill ${j.dates}\\par
\\begin{itemize}[leftmargin=1.5em,itemsep=0pt,topsep=1pt]${[...(j.summary ? [j.summary] : []), ...j.bullets].map((b) => `\\item ${b}`).join('')}\\end{itemize}\\vspace{4pt}`,
  )
  .join('\n')}
${sections.join('\n')}
${head('Skills')}
${p.skills.map((g) => `\\textit{${g.name}}: ${g.terms}\\par`).join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 2 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
