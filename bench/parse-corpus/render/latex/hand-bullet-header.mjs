// A hand-written one-page LaTeX resume: the name in bold capitals centred over one line of contact
// details separated by bullets (place first), headings in bold capitals with a full-width rule
// drawn under them by hand, each job as 'Title, Company' with its place set right by \hfill and the
// dates on a line of their own, bullets from a plain list with a hanging indent, and a footer with
// the name and the page number.
import { compileLatex } from './compile.mjs';
import { headingsOf, itemLine, partsOf } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'month', dash: ' -- ' });
  const contact = [p.place, p.phone, p.email, p.linkedin].filter(Boolean).join(' \\textbullet{} ');
  const section = (title) => `\\vspace{6pt}\\noindent{\\bfseries\\uppercase{${title}}}\\\\[-6pt]\\rule{\\linewidth}{0.6pt}\\\\[-2pt]`;
  const list = (items) =>
    items.length
      ? `\\begin{list}{--}{\\setlength{\\leftmargin}{1.2em}\\setlength{\\itemsep}{0pt}\\setlength{\\parsep}{0pt}\\setlength{\\topsep}{2pt}}${items.map((i) => `\\item ${i}`).join('')}\\end{list}`
      : '';
  const source = `\\documentclass[10pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[margin=0.75in,bottom=0.9in]{geometry}
\\usepackage{lmodern}
\\usepackage{fancyhdr}
\\usepackage{lastpage}
\\pagestyle{fancy}
\\fancyhf{}
\\renewcommand{\\headrulewidth}{0pt}
\\cfoot{\\footnotesize ${p.name} -- Page \\thepage\\ of \\pageref{LastPage}}
\\setlength{\\parindent}{0pt}
\\begin{document}
\\begin{center}{\\LARGE\\bfseries\\uppercase{${p.name}}}\\\\[4pt]${contact}\\end{center}
${p.summary ? `${section('Profile')}${p.summary}\\par` : ''}
${section('Professional Experience')}
${p.work.map((j) => `\\textbf{${j.title}}, ${j.company} \\hfill ${j.place}\\\\ \\textit{${j.dates}}${list([...(j.summary ? [j.summary] : []), ...j.bullets])}\\vspace{4pt}`).join('\n')}
${section('Education')}
${p.education.map((e) => `\\textbf{${e.school}} \\hfill ${e.end}\\\\ ${e.degree}${e.score ? ` (${e.score})` : ''}\\par\\vspace{3pt}`).join('\n')}
${section('Skills')}
${p.skills.map((g) => `\\textbf{${g.name}:} ${g.terms}\\par`).join('\n')}
${p.sections.map((s) => `${section(s.heading)}${list(s.items.map(itemLine))}`).join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 2 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
