// A hand-written LaTeX CV in the newer Europass manner: a banner with the name and a table of
// personal details (labels in bold capitals with a colon), headings in capitals with a long rule
// beside them, and each entry as a dates line 'DD/MM/YYYY – CURRENT  City, Country' in small
// capitals over the title in bold, the employer and a bullet list.
import { formatRange } from '../dates.mjs';
import { compileLatex, tex } from './compile.mjs';
import { headingsOf, itemLine, partsOf } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'dmy', dash: ' -- ', open: 'CURRENT' });
  const dmy = (s, e) => tex(formatRange(s, e, 'dmy', { dash: ' – ', open: 'CURRENT' }));
  const head = (t) =>
    `\\par\\vspace{10pt}{\\color{eu}\\bfseries\\MakeUppercase{${t}}}\\,\\leaders\\hrule height 0.6pt\\hfill\\kern0pt\\par\\vspace{4pt}`;
  const source = `\\documentclass[10pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[margin=0.7in]{geometry}
\\usepackage{xcolor}
\\usepackage{enumitem}
\\usepackage{helvet}
\\renewcommand{\\familydefault}{\\sfdefault}
\\definecolor{eu}{RGB}{0,51,153}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
{\\color{eu}\\rule{\\linewidth}{2pt}}\\par\\vspace{6pt}
{\\huge\\bfseries ${p.name}}\\par\\vspace{6pt}
\\textbf{NATIONALITY:} ${tex(person.basics.location.countryCode === 'US' ? 'American' : 'Resident')} \\quad \\textbf{PHONE NUMBER:} ${p.phone}\\par
\\textbf{EMAIL ADDRESS:} ${p.email}${p.linkedin ? ` \\quad \\textbf{LINKEDIN:} ${p.linkedin}` : ''}\\par
\\textbf{ADDRESS:} ${p.place} (Home)\\par
${p.summary ? `${head('About me')}${p.summary}\\par` : ''}
${head('Work experience')}
${person.work
  .map((job, k) => {
    const j = p.work[k];
    return `{\\small\\textsc{${dmy(job.startDate, job.endDate)}} \\quad ${j.place}}\\par
{\\bfseries\\MakeUppercase{${j.title}}}\\ \\textsc{${j.company}}\\par
\\begin{itemize}[label=\\textbullet,leftmargin=1.2em,itemsep=0pt,parsep=0pt,topsep=2pt]${[...(j.summary ? [j.summary] : []), ...j.bullets].map((b) => `\\item ${b}`).join('')}\\end{itemize}\\vspace{5pt}`;
  })
  .join('\n')}
${head('Education and training')}
${person.education
  .map((edu, k) => {
    const e = p.education[k];
    return `{\\small\\textsc{${dmy(edu.startDate, edu.endDate)}}}\\par{\\bfseries\\MakeUppercase{${e.degree}}}\\ ${e.school}\\par${e.score ? `\\textbf{Final grade:} ${e.score.replace('GPA ', '')}\\par` : ''}\\vspace{5pt}`;
  })
  .join('\n')}
${head('Digital skills')}
${p.skills.map((g) => `\\textbf{${g.name}:} ${g.terms}\\par`).join('\n')}
${p.sections.map((s) => `${head(s.heading)}${s.items.map((i) => `${itemLine(i)}\\par `).join('')}`).join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 1 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
