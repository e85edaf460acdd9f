// tucv (TeX Live): grey shaded section bars; employers in bold with the place on the next line and
// the years in a narrow right column, each job indented below with its own dates stacked on the right.
import { extraSections, formatDate, headingsOf, linkedinOf } from '../dates.mjs';
import { compileLatex, tex } from './compile.mjs';

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const date = (iso) => (iso ? tex(formatDate(iso, 'mon')) : 'Present');
  const year = (iso) => (iso ? formatDate(iso, 'year') : 'Present');
  const bullets = (items) =>
    items.length ? `\\begin{itemize}\\setlength{\\itemsep}{0pt}${items.map((h) => `\\item ${tex(h)}`).join('')}\\end{itemize}` : '';
  const body = [
    b.summary ? `\\resheading{Summary}\n\\resentrysinglecol{${tex(b.summary)}}` : '',
    '\\resheading{Experience}',
    ...person.work.map(
      (job) => `\\resemployer[${tex(job.location)}]{${tex(job.name)}}{${year(job.startDate)}--${year(job.endDate)}}
\\resjob[${bullets(job.highlights)}]{${tex(job.position)}}{${date(job.startDate)}}{${date(job.endDate)}}`,
    ),
    '\\resheading{Education}',
    ...person.education.map(
      (e) =>
        `\\resschool{${tex(e.institution)}}{${year(e.endDate)}}\n\\resdegree{${tex(e.studyType)}}{${tex(e.area)}}{${date(e.startDate)} -- ${date(e.endDate)}}`,
    ),
    '\\resheading{Skills}',
    ...person.skills.map((g) => `\\resdesc{${tex(g.name)}:}{${tex(g.keywords.join(', '))}}`),
    ...sections.flatMap((s) => [
      `\\resheading{${s.heading}}`,
      ...s.items.map((i) => `\\resentry{${tex(i.title)}${i.org ? `, ${tex(i.org)}` : ''}}{${i.date ? date(i.date) : ''}}`),
    ]),
  ];
  const source = `\\documentclass[letterpaper,11pt]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[pagesetup]{tucv}
\\begin{document}
\\begin{center}
{\\Large\\textbf{${tex(b.name)}}}\\\\
${tex(b.location.city)}, ${tex(b.location.region)} $\\cdot$ ${tex(b.phone)} $\\cdot$ ${tex(b.email)}${linkedin ? ` $\\cdot$ linkedin.com/in/${tex(linkedin.username)}` : ''}
\\end{center}
${body.join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 1 });
  return { files: [pdf], headings: headingsOf(sections) };
}
