// ecv (TeX Live): a Europass-like form in a two-column long table, the document title above, field
// labels on the left ('Dates', 'Occupation or position held', ...) and values on the right, with
// 'Curriculum Vitae <name>' and the page number in every page's footer.
import { extraSections, formatRange, formatDate, headingsOf, linkedinOf } from '../dates.mjs';
import { compileLatex, tex } from './compile.mjs';

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const range = (s, e) => tex(formatRange(s, e, 'dmy', { dash: ' -- ' }));
  const row = (first, tag, value) => `\\ecv${first ? 'EFR' : 'ENR'}{${tag}}{${value}}`;
  const body = [
    '\\ecvSection{Personal information}',
    `\\ecvEPR{Name}{\\ecvBold{${tex(b.name)}}}`,
    `\\ecvEPR{Address}{${tex(b.location.city)}, ${tex(b.location.region)}}`,
    `\\ecvEPR{Telephone}{${tex(b.phone)}}`,
    `\\ecvEPR{E-mail}{${tex(b.email)}}`,
    linkedin ? `\\ecvEPR{LinkedIn}{linkedin.com/in/${tex(linkedin.username)}}` : '',
    b.summary ? `\\ecvBreakSection{Summary}\\ecvOVB{${tex(b.summary)}}` : '',
    '\\ecvBreakSection{Work experience}',
    ...person.work.map((job) =>
      [
        row(true, 'Dates', range(job.startDate, job.endDate)),
        row(false, 'Occupation or position held', tex(job.position)),
        row(false, 'Main activities and responsibilities', job.highlights.map(tex).join(' \\newline ')),
        row(false, 'Name and address of employer', `${tex(job.name)}, ${tex(job.location)}`),
      ].join('\n'),
    ),
    '\\ecvBreakSection{Education and training}',
    ...person.education.map((e) =>
      [
        row(true, 'Dates', range(e.startDate, e.endDate)),
        row(false, 'Title of qualification awarded', `${tex(e.studyType)}${e.area ? ` in ${tex(e.area)}` : ''}`),
        row(false, 'Name of organisation providing education', tex(e.institution)),
      ].join('\n'),
    ),
    '\\ecvBreakSection{Skills}',
    ...person.skills.map((g, i) => row(i === 0, tex(g.name), tex(g.keywords.join(', ')))),
    ...sections.map(
      (s) =>
        `\\ecvBreakSection{${s.heading}}\n${s.items.map((i, n) => row(n === 0, i.date ? tex(formatDate(i.date, 'dmy')) : '', `${tex(i.title)}${i.org ? `, ${tex(i.org)}` : ''}`)).join('\n')}`,
    ),
  ];
  const source = `\\documentclass[english]{ecv}
\\inputencoding{utf8}
\\ecvName{${tex(b.name)}}
\\begin{document}
\\begin{ecv}
${body.join('\n')}
\\end{ecv}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 2 });
  return { files: [pdf], headings: headingsOf(sections) };
}
