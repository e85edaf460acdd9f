// ReadableCV (TeX Live, memoir): a header with name, job title and contact icons, thin-rule
// headings, and roles as a dates column beside title and company, then a 'Role outline' paragraph
// and a 'Responsibilities' list; skills in three newspaper columns. The class asks for the Roboto
// font package (texlive-fonts-extra, not installed here): a stand-in gives it the same commands in
// the default sans-serif face.
import { extraSections, formatRange, formatDate, headingsOf, linkedinOf } from '../dates.mjs';
import { compileLatex, tex } from './compile.mjs';

const ROBOTO_STAND_IN = `\\ProvidesPackage{roboto}
\\DeclareOption*{}\\ProcessOptions
\\newcommand{\\robotoThin}{\\sffamily}\\newcommand{\\roboto}{\\sffamily}
\\renewcommand{\\familydefault}{\\sfdefault}
`;
const upTo = (items, n) => [...items.slice(0, n), ...Array(Math.max(0, n - items.length)).fill('')].map((i) => `{${tex(i)}}`).join('');

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const range = (s, e) => tex(formatRange(s, e, 'mon', { dash: ' -- ' }));
  const body = [
    b.summary ? `\\newHeading{Profile}\n${tex(b.summary)}\n` : '',
    '\\newHeading{Employment History}',
    ...person.work.map(
      (
        job,
      ) => `\\newRole{${range(job.startDate, job.endDate)}}{${tex(job.position)}}{${tex(job.name)}, ${tex(job.location)}}{${tex(job.highlights[0])}}
${job.highlights.length > 1 ? `\\roleResponsibilities${upTo(job.highlights.slice(1), 5)}` : ''}`,
    ),
    '\\newHeading{Education}',
    ...person.education.map(
      (e) =>
        `\\newCourse{${range(e.startDate, e.endDate)}}{${tex(e.studyType)}${e.area ? ` in ${tex(e.area)}` : ''}}{${tex(e.institution)}}{}\n`,
    ),
    '\\newHeading{Skills}',
    `\\addSkills${upTo(
      person.skills.flatMap((g) => g.keywords),
      9,
    )}`,
    ...sections.map(
      (s) =>
        `\\newHeading{${s.heading}}\n${s.items.map((i) => `\\newCourse{${i.date ? tex(formatDate(i.date, 'mon')) : ''}}{${tex(i.title)}}{${tex(i.org || '')}}{}\n`).join('\n')}`,
    ),
  ];
  const source = `\\documentclass[a4paper]{ReadableCV}
\\setYourName{${tex(b.name)}}
\\setYourJobTitle{${tex(b.label)}}
\\setYourMobileNo{${tex(b.phone)}}
\\setYourHomeNo{}
\\setYourEmailAddr{${tex(b.email)}}
\\setYourWebAddr{${linkedin ? `linkedin.com/in/${tex(linkedin.username)}` : ''}}
\\begin{document}
\\showHeader
${body.join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 1, files: { 'roboto.sty': ROBOTO_STAND_IN } });
  return { files: [pdf], headings: headingsOf(sections) };
}
