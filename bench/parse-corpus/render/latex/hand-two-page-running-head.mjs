// A hand-written two-page LaTeX CV (article class, 11pt) written here from scratch in a plain
// academic manner: the name and contact lines centred at the top of page one, which has no running
// head; from page two a fancyhdr running head with 'Name --- Curriculum Vitae' on the left and the
// page number on the right over a thin rule. Bold section headings; each job as the title in bold
// with the dates set right, the employer and city in italics under it, then bullets, left to run on
// across the page break; a 'Projects' section numbered like a publication list. Latin Modern.
import { compileLatex } from './compile.mjs';
import { headingsOf, partsOf } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'month', dash: ' -- ' });
  const head = (t) => `\\section*{${t}}`;
  const bullets = (items) =>
    items.length
      ? `\\begin{itemize}[leftmargin=1.5em,itemsep=2pt,topsep=3pt]${items.map((b) => `\\item ${b}`).join('\n')}\\end{itemize}`
      : '';
  const short = p.sections.filter((s) => s.kind !== 'projects');
  const projects = p.sections.find((s) => s.kind === 'projects');
  const source = `\\documentclass[11pt,letterpaper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{lmodern}
\\usepackage[margin=1in,headheight=14pt]{geometry}
\\usepackage{enumitem}
\\usepackage{fancyhdr}
\\usepackage{titlesec}
\\titleformat{\\section}{\\normalfont\\large\\bfseries}{}{0pt}{}
\\titlespacing*{\\section}{0pt}{14pt}{6pt}
\\pagestyle{fancy}
\\fancyhf{}
\\lhead{\\small ${p.name} --- Curriculum Vitae}
\\rhead{\\small \\thepage}
\\renewcommand{\\headrulewidth}{0.4pt}
\\setlength{\\parindent}{0pt}
\\setlength{\\parskip}{3pt}
\\begin{document}
\\thispagestyle{empty}
\\begin{center}
{\\LARGE\\bfseries ${p.name}}\\par\\vspace{6pt}
${p.label}\\par\\vspace{4pt}
${p.place}\\\\
${p.phone}\\quad\\textbar\\quad ${p.email}${p.linkedin ? `\\\\\n${p.linkedin}` : ''}
\\end{center}
${p.summary ? `${head('Profile')}${p.summary}\\par` : ''}
${head('Education')}
${p.education.map((e) => `\\textbf{${e.degree}}\\hfill ${e.dates}\\\\\n\\textit{${e.school}}${e.score ? `\\\\\n${e.score}` : ''}\\par\\vspace{4pt}`).join('\n')}
${head('Professional Experience')}
${p.work
  .map(
    (j) => `\\textbf{${j.title}}\\hfill ${j.dates}\\\\
\\textit{${j.company}, ${j.place}}
${bullets([...(j.summary ? [j.summary] : []), ...j.bullets])}\\vspace{6pt}`,
  )
  .join('\n\n')}
${projects ? `${head(projects.heading)}\\begin{enumerate}[label={[\\arabic*]},leftmargin=2.2em,itemsep=3pt]${projects.items.map((i) => `\\item ${i.title}. \\textit{${i.text}}`).join('\n')}\\end{enumerate}` : ''}
${head('Skills')}
\\begin{description}[leftmargin=0pt,itemsep=1pt,font=\\normalfont\\itshape]
${p.skills.map((g) => `\\item[${g.name}:] ${g.terms}`).join('\n')}
\\end{description}
${short
  .map(
    (s) =>
      `${head(s.heading)}${s.items
        .map(
          (i) =>
            `${i.title}${i.org ? `, \\textit{${i.org}}` : ''}${i.text ? ` -- ${i.text}` : ''}${i.date ? `\\hfill ${i.date}` : ''}\\par`,
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
