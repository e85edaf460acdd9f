// currvita (TeX Live): the name as the CV's heading, then cvlist sections whose dates are labels in
// a left column beside each entry's text; entries are running prose, not bullets.
import { extraSections, formatRange, formatDate, headingsOf, linkedinOf } from '../dates.mjs';
import { compileLatex, tex } from './compile.mjs';

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const range = (s, e) => tex(formatRange(s, e, 'num', { dash: '--' }));
  const list = (title, items) => `\\begin{cvlist}{${title}}${items.join('\n')}\\end{cvlist}`;
  const body = [
    list('Contact', [
      `\\item ${tex(b.location.city)}, ${tex(b.location.region)} \\textperiodcentered{} ${tex(b.phone)} \\textperiodcentered{} ${tex(b.email)}${linkedin ? ` \\textperiodcentered{} linkedin.com/in/${tex(linkedin.username)}` : ''}`,
    ]),
    b.summary ? list('Summary', [`\\item ${tex(b.summary)}`]) : '',
    list(
      'Professional Experience',
      person.work.map(
        (job) =>
          `\\item[${range(job.startDate, job.endDate)}] \\textit{${tex(job.position)}}, ${tex(job.name)}, ${tex(job.location)}.\\\\ ${job.highlights.map(tex).join(' ')}`,
      ),
    ),
    list(
      'Education',
      person.education.map(
        (e) => `\\item[${range(e.startDate, e.endDate)}] ${tex(e.studyType)}${e.area ? ` in ${tex(e.area)}` : ''}, ${tex(e.institution)}`,
      ),
    ),
    list(
      'Skills',
      person.skills.map((g) => `\\item[${tex(g.name)}] ${tex(g.keywords.join(', '))}`),
    ),
    ...sections.map((s) =>
      list(
        s.heading,
        s.items.map((i) => `\\item[${i.date ? tex(formatDate(i.date, 'num')) : ''}] ${tex(i.title)}${i.org ? `, ${tex(i.org)}` : ''}`),
      ),
    ),
  ];
  const source = `\\documentclass[letterpaper,11pt]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[margin=1in]{geometry}
\\usepackage[LabelsAligned]{currvita}
\\begin{document}
\\begin{cv}{${tex(b.name)}}
${body.join('\n')}
\\end{cv}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 1 });
  return { files: [pdf], headings: headingsOf(sections) };
}
