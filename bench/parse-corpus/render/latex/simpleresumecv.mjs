// simple-resume-cv (TeX Live, XeLaTeX): a centred title and subtitle, section names in capitals in
// a left margin column beside their entries, square bullets, and 'Page N of M' in the footer. The
// class loads Tinos from ./Fonts; Liberation Serif (metric-compatible) stands in for it.
import fs from 'node:fs';
import { extraSections, formatRange, formatDate, headingsOf, linkedinOf } from '../dates.mjs';
import { compileLatex, tex } from './compile.mjs';

const LIBERATION = '/usr/share/fonts/truetype/liberation2';
const fonts = () =>
  Object.fromEntries(
    [
      ['Regular', 'Regular'],
      ['Italic', 'Italic'],
      ['Bold', 'Bold'],
      ['BoldItalic', 'BoldItalic'],
    ].map(([tinos, lib]) => [`Fonts/Tinos/Tinos-${tinos}.ttf`, fs.readFileSync(`${LIBERATION}/LiberationSerif-${lib}.ttf`)]),
  );

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const range = (s, e) => tex(formatRange(s, e, 'mon', { dash: ' -- ' }));
  const section = (title, entries) => `\\Section{${title}}{${title}}{${title}}\n${entries.join('\\Gap\n')}`;
  const body = [
    b.summary ? section('Summary', [`\\begin{Detail}\\Entry ${tex(b.summary)}\\end{Detail}`]) : '',
    section(
      'Experience',
      person.work.map(
        (job) => `\\SubSection{${tex(job.name)}}{${tex(job.name)}}{${tex(job.name)}}
\\begin{Detail}\\Entry \\textit{${tex(job.position)}}, ${tex(job.location)} \\hfill ${range(job.startDate, job.endDate)}
${job.highlights.map((h) => `\\BulletItem ${tex(h)}`).join('\n')}\\end{Detail}`,
      ),
    ),
    section(
      'Education',
      person.education.map(
        (e) =>
          `\\begin{Detail}\\Entry \\textbf{${tex(e.institution)}} \\hfill ${range(e.startDate, e.endDate)}\n\\Entry ${tex(e.studyType)}${e.area ? ` in ${tex(e.area)}` : ''}\\end{Detail}`,
      ),
    ),
    section('Skills', [
      `\\begin{Detail}${person.skills.map((g) => `\\Entry \\textbf{${tex(g.name)}:} ${tex(g.keywords.join(', '))}`).join('\n')}\\end{Detail}`,
    ]),
    ...sections.map((s) =>
      section(s.heading, [
        `\\begin{Detail}${s.items.map((i) => `\\BulletItem ${tex(i.title)}${i.org ? `, ${tex(i.org)}` : ''}${i.date ? ` (${tex(formatDate(i.date, 'mon'))})` : ''}`).join('\n')}\\end{Detail}`,
      ]),
    ),
  ];
  const source = `\\documentclass[letterpaper,nonstopmode]{simpleresumecv}
\\begin{document}
\\Title{${tex(b.name)}}
\\begin{SubTitle}
${tex(b.location.city)}, ${tex(b.location.region)} \\textbullet{} ${tex(b.phone)} \\textbullet{} ${tex(b.email)}${linkedin ? ` \\textbullet{} linkedin.com/in/${tex(linkedin.username)}` : ''}
\\end{SubTitle}
\\begin{Body}
${body.join('\n')}
\\end{Body}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { engine: 'xelatex', runs: 2, files: fonts() });
  return { files: [pdf], headings: headingsOf(sections) };
}
