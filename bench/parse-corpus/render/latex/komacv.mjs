// komacv (TeX Live): KOMA-Script's CV class in its classic style, with Font Awesome symbols
// beside the contact details; dates as 'Mon YYYY' in the narrow left column, each entry 'Title,
// Company, Place.' in the body with its bullets below, and skills as label and list rows.
import { extraSections, formatRange, formatDate, headingsOf, linkedinOf } from '../dates.mjs';
import { compileLatex, tex } from './compile.mjs';

export const render = (person, outBase) => renderKomacv('classic', person, outBase);

/** komacv in one of its styles (classic, oldstyle, casual): each a layout of its own. */
export function renderKomacv(style, person, outBase) {
  const b = person.basics;
  const [first, ...rest] = b.name.split(' ');
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const range = (e) => tex(formatRange(e.startDate, e.endDate, 'mon', { dash: ' -- ' }));
  const items = (lines) => (lines.length ? `\\begin{compactitem}${lines.map((l) => `\\item ${tex(l)}`).join('')}\\end{compactitem}` : '');
  const body = [
    b.summary ? `\\section{Summary}\\cvitem{}{${tex(b.summary)}}` : '',
    '\\section{Experience}',
    ...person.work.map(
      (job) =>
        `\\cventry{${range(job)}}{${tex(job.position)}}{${tex(job.name)}}{${tex(job.location)}}{}{${job.summary ? tex(job.summary) : ''}${items(job.highlights)}}`,
    ),
    '\\section{Education}',
    ...person.education.map(
      (e) =>
        `\\cventry{${range(e)}}{${tex(e.studyType)}${e.area ? ` in ${tex(e.area)}` : ''}}{${tex(e.institution)}}{}{${e.score ? `GPA ${tex(e.score)}` : ''}}{}`,
    ),
    '\\section{Skills}',
    ...person.skills.map((g) => `\\cvitem{${tex(g.name)}}{${tex(g.keywords.join(', '))}}`),
    ...sections.map(
      (s) =>
        `\\section{${s.heading}}${s.items
          .map(
            (i) =>
              `\\cvitem{${i.date ? tex(formatDate(i.date, 'mon')) : ''}}{${tex(i.title)}${i.org ? `, \\textit{${tex(i.org)}}` : ''}${i.text ? `. ${tex(i.text)}` : ''}}`,
          )
          .join('')}`,
    ),
  ];
  const source = `\\documentclass[style=${style},paper=letter]{komacv}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\renewcommand*{\\firstname}{${tex(first)}}
\\renewcommand*{\\familyname}{${tex(rest.join(' '))}}
\\renewcommand*{\\acadtitle}{${tex(b.label)}}
\\renewcommand*{\\addressstreet}{${tex(b.location.city)}}
\\renewcommand*{\\addresscity}{${tex(b.location.region)}}
\\renewcommand*{\\mobile}{${tex(b.phone)}}
\\renewcommand*{\\email}{${tex(b.email)}}
${linkedin ? `\\renewcommand*{\\linkedin}{linkedin.com/in/${tex(linkedin.username)}}` : ''}
\\begin{document}
\\maketitle
${body.join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf);
  return { files: [pdf], headings: headingsOf(sections) };
}
