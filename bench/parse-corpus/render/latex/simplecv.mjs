// simplecv (TeX Live): a 'Curriculum Vitae' title line under a two-sided header (address left,
// contact right), and topic lists whose labels (dates) sit in a left margin column.
import { extraSections, formatRange, formatDate, headingsOf, linkedinOf } from '../dates.mjs';
import { compileLatex, tex } from './compile.mjs';

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const range = (s, e) => tex(formatRange(s, e, 'year', { dash: '--' }));
  const body = [
    b.summary ? `\\section{Profile}${tex(b.summary)}` : '',
    '\\section{Employment}\\begin{topic}',
    ...person.work.map(
      (job) => `\\item[${range(job.startDate, job.endDate)}] \\textbf{${tex(job.position)}}, ${tex(job.name)}, ${tex(job.location)}.
\\begin{itemize}${job.highlights.map((h) => `\\item ${tex(h)}`).join('')}\\end{itemize}`,
    ),
    '\\end{topic}\\section{Education}\\begin{topic}',
    ...person.education.map(
      (e) => `\\item[${range(e.startDate, e.endDate)}] ${tex(e.studyType)}${e.area ? ` in ${tex(e.area)}` : ''}, ${tex(e.institution)}.`,
    ),
    '\\end{topic}\\section{Skills}\\begin{topic}',
    ...person.skills.map((g) => `\\item[${tex(g.name)}] ${tex(g.keywords.join(', '))}`),
    '\\end{topic}',
    ...sections.map(
      (s) =>
        `\\section{${s.heading}}\\begin{topic}${s.items.map((i) => `\\item[${i.date ? tex(formatDate(i.date, 'year')) : ''}] ${tex(i.title)}${i.org ? `, ${tex(i.org)}` : ''}`).join('')}\\end{topic}`,
    ),
  ];
  const source = `\\documentclass[letterpaper,10pt]{simplecv}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[margin=0.9in]{geometry}
\\title{Curriculum Vitae}
\\leftheader{\\textbf{${tex(b.name)}}\\\\${tex(b.location.city)}, ${tex(b.location.region)}}
\\rightheader{${tex(b.phone)}\\\\${tex(b.email)}${linkedin ? `\\\\linkedin.com/in/${tex(linkedin.username)}` : ''}}
\\begin{document}
\\maketitle
${body.join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 1 });
  return { files: [pdf], headings: headingsOf(sections) };
}
