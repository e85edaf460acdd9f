// curve (TeX Live): headers left and right of a centred title, and rubrics whose entries carry their
// dates as keys in a left column (a longtable), the job as running text beside them.
import { extraSections, formatRange, formatDate, headingsOf, linkedinOf } from '../dates.mjs';
import { compileLatex, tex } from './compile.mjs';

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const range = (s, e) => tex(formatRange(s, e, 'mon', { dash: ' -- ' }));
  const files = {};
  const rubric = (title, entries) => {
    const name = `rubric${Object.keys(files).length + 1}`;
    files[`${name}.tex`] = `\\begin{rubric}{${title}}\n${entries.join('\n')}\n\\end{rubric}\n`;
    return `\\makerubric{${name}}`;
  };
  const body = [
    b.summary ? rubric('Summary', [`\\entry*[] ${tex(b.summary)}`]) : '',
    rubric(
      'Experience',
      person.work.flatMap((job) => [
        `\\entry*[${range(job.startDate, job.endDate)}] \\textbf{${tex(job.position)}}, ${tex(job.name)} (${tex(job.location)})`,
        ...job.highlights.map((h) => `\\entry*[] ${tex(h)}`),
      ]),
    ),
    rubric(
      'Education',
      person.education.map(
        (e) =>
          `\\entry*[${range(e.startDate, e.endDate)}] \\textbf{${tex(e.studyType)}${e.area ? ` in ${tex(e.area)}` : ''}}, ${tex(e.institution)}`,
      ),
    ),
    rubric(
      'Skills',
      person.skills.map((g) => `\\entry*[${tex(g.name)}] ${tex(g.keywords.join(', '))}`),
    ),
    ...sections.map((s) =>
      rubric(
        s.heading,
        s.items.map((i) => `\\entry*[${i.date ? tex(formatDate(i.date, 'mon')) : ''}] ${tex(i.title)}${i.org ? `, ${tex(i.org)}` : ''}`),
      ),
    ),
  ];
  const source = `\\documentclass[letterpaper,11pt]{curve}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[margin=0.9in]{geometry}
\\leftheader{${tex(b.location.city)}, ${tex(b.location.region)}\\\\${tex(b.phone)}}
\\rightheader{${tex(b.email)}${linkedin ? `\\\\linkedin.com/in/${tex(linkedin.username)}` : ''}}
\\title{${tex(b.name)}}
\\subtitle{${tex(b.label)}}
\\begin{document}
\\makeheaders[c]
\\maketitle
${body.join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 2, files });
  return { files: [pdf], headings: headingsOf(sections) };
}
