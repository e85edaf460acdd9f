// europasscv (TeX Live): the 2013 Europass CV, a form with a label column on the left (dates,
// section names) and values on the right; dates as DD/MM/YYYY, personal information as a block.
import { extraSections, formatRange, headingsOf, linkedinOf } from '../dates.mjs';
import { compileLatex, tex } from './compile.mjs';

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person).filter((s) => s.kind !== 'languages');
  const range = (s, e) => tex(formatRange(s, e, 'dmy', { dash: '–' }));
  const body = [
    '\\ecvpersonalinfo',
    b.summary ? `\\ecvsection{Personal statement}\\ecvitem{}{${tex(b.summary)}}` : '',
    '\\ecvsection{Work experience}',
    ...person.work.map(
      (job) => `\\ecvtitle{${range(job.startDate, job.endDate)}}{${tex(job.position)}}
\\ecvitem{}{${tex(job.name)}, ${tex(job.location)}}
\\ecvitem{}{\\begin{ecvitemize}${job.highlights.map((h) => `\\item ${tex(h)}`).join('')}\\end{ecvitemize}}`,
    ),
    '\\ecvsection{Education and training}',
    ...person.education.map(
      (e) => `\\ecvtitle{${range(e.startDate, e.endDate)}}{${tex(e.studyType)}${e.area ? ` in ${tex(e.area)}` : ''}}
\\ecvitem{}{${tex(e.institution)}}`,
    ),
    '\\ecvsection{Personal skills}',
    ...person.skills.map((g) => `\\ecvitem{${tex(g.name)}}{${tex(g.keywords.join(', '))}}`),
    ...sections.map(
      (s) => `\\ecvsection{${s.heading}}${s.items.map((i) => `\\ecvitem{}{${tex(i.title)}${i.org ? `, ${tex(i.org)}` : ''}}`).join('')}`,
    ),
  ];
  const source = `\\documentclass[english,letterpaper]{europasscv}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\ecvname{${tex(b.name)}}
\\ecvaddress{${tex(b.location.city)}, ${tex(b.location.region)}}
\\ecvmobile{${tex(b.phone)}}
\\ecvemail{${tex(b.email)}}
${linkedin ? `\\ecvlinkedinpage{www.linkedin.com/in/${tex(linkedin.username)}}` : ''}
\\begin{document}
\\begin{europasscv}
${body.join('\n')}
\\end{europasscv}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf);
  return { files: [pdf], headings: headingsOf(sections) };
}
