// europecv (TeX Live): the older European CV form, every fact a labelled row ('Dates', 'Name of
// employer', 'Occupation or position held') in a label column beside its value.
// It loads hyperref at the start of the document, which current LaTeX refuses; loaded in the
// preamble first, the class's own request is a no-op.
import { extraSections, formatRange, headingsOf } from '../dates.mjs';
import { compileLatex, tex } from './compile.mjs';

export function render(person, outBase) {
  const b = person.basics;
  const sections = extraSections(person).filter((s) => s.kind !== 'languages');
  const range = (s, e) => tex(formatRange(s, e, 'month', { dash: ' – ' }));
  const body = [
    '\\ecvpersonalinfo',
    '\\section{Work experience}',
    ...person.work.map(
      (job) => `\\ecvitem{Dates}{${range(job.startDate, job.endDate)}}
\\ecvitem{Occupation or position held}{${tex(job.position)}}
\\ecvitem{Name of employer}{${tex(job.name)}, ${tex(job.location)}}
\\ecvitem{Main activities}{\\begin{itemize}${job.highlights.map((h) => `\\item ${tex(h)}`).join('')}\\end{itemize}}
\\ecvitem{}{}`,
    ),
    '\\section{Education and training}',
    ...person.education.map(
      (e) => `\\ecvitem{Dates}{${range(e.startDate, e.endDate)}}
\\ecvitem{Title of qualification awarded}{${tex(e.studyType)}${e.area ? ` in ${tex(e.area)}` : ''}}
\\ecvitem{Name of organisation}{${tex(e.institution)}}
\\ecvitem{}{}`,
    ),
    '\\section{Personal skills}',
    ...person.skills.map((g) => `\\ecvitem{${tex(g.name)}}{${tex(g.keywords.join(', '))}}`),
    ...sections.map(
      (s) => `\\section{${s.heading}}${s.items.map((i) => `\\ecvitem{}{${tex(i.title)}${i.org ? `, ${tex(i.org)}` : ''}}`).join('')}`,
    ),
  ];
  const source = `\\documentclass[english,letterpaper,nologo]{europecv}
\\usepackage{graphicx}
\\usepackage{hyperref}
\\ecvname{${tex(b.name)}}
\\ecvaddress{${tex(b.location.city)}, ${tex(b.location.region)}}
\\ecvtelephone{${tex(b.phone)}}
\\ecvemail{${tex(b.email)}}
\\begin{document}
\\begin{europecv}
${body.join('\n')}
\\end{europecv}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf);
  return { files: [pdf], headings: headingsOf(sections) };
}
