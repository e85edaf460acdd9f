// ESIEEcv (TeX Live): a two-column tabular per rubric, dates in a narrow left column and the entry
// (place in small capitals, title, description, contributions marked with a triangle) on the right.
import { extraSections, formatRange, formatDate, headingsOf, linkedinOf } from '../dates.mjs';
import { compileLatex, tex } from './compile.mjs';

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const range = (s, e) => tex(formatRange(s, e, 'mon', { dash: ' -- ' }));
  const rubric = (title, entries) => `\\begin{rubrique}{${title}}\n${entries.join('\n')}\n\\end{rubrique}`;
  const entry = (fields) => `\\begin{sousrubrique}${fields.join('')}\\end{sousrubrique}`;
  const body = [
    b.summary ? rubric('Summary', [entry([`\\Descr{${tex(b.summary)}}`])]) : '',
    rubric(
      'Professional Experience',
      person.work.map((job) =>
        entry([
          `\\Date{${range(job.startDate, job.endDate)}}`,
          `\\Lieu{${tex(job.name)}, ${tex(job.location)}}`,
          `\\Titre{${tex(job.position)}}`,
          ...job.highlights.map((h) => `\\Apport{${tex(h.replace(/\.$/, ''))}}`),
        ]),
      ),
    ),
    rubric(
      'Education',
      person.education.map((e) =>
        entry([
          `\\Date{${range(e.startDate, e.endDate)}}`,
          `\\Lieu{${tex(e.institution)}}`,
          `\\Titre{${tex(e.studyType)}${e.area ? ` in ${tex(e.area)}` : ''}}`,
        ]),
      ),
    ),
    rubric(
      'Skills',
      person.skills.map((g) => entry([`\\Competence{${tex(g.name)}}`, `\\Descr{${tex(g.keywords.join(', '))}}`])),
    ),
    ...sections.map((s) =>
      rubric(
        s.heading,
        s.items.map((i) =>
          entry([
            ...(i.date ? [`\\Date{${tex(formatDate(i.date, 'mon'))}}`] : []),
            `\\Descr{${tex(i.title)}${i.org ? `, ${tex(i.org)}` : ''}}`,
          ]),
        ),
      ),
    ),
  ];
  const source = `\\documentclass[a4paper,11pt]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[margin=2cm]{geometry}
\\usepackage{ESIEEcv}
\\begin{document}
{\\LARGE\\textbf{${tex(b.name)}}}\\\\[2mm]
${tex(b.location.city)}, ${tex(b.location.region)}\\\\
${tex(b.phone)}\\\\
${tex(b.email)}${linkedin ? `\\\\\nlinkedin.com/in/${tex(linkedin.username)}` : ''}
${body.join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 1 });
  return { files: [pdf], headings: headingsOf(sections) };
}
