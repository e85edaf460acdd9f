// komacv with komacv-rg's addons (both TeX Live): KOMA-Script's CV class in its casual style
// without the icon font, dates as DD/MM/YYYY in the left column, and the addons' signature block
// (a rule over the place and the date of writing) at the end.
import { extraSections, formatRange, formatDate, headingsOf, linkedinOf } from '../dates.mjs';
import { compileLatex, tex } from './compile.mjs';

export function render(person, outBase) {
  const b = person.basics;
  const [first, ...rest] = b.name.split(' ');
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const range = (e) => tex(formatRange(e.startDate, e.endDate, 'dmy', { dash: ' -- ', open: 'Current' }));
  const items = (lines) => (lines.length ? `\\begin{compactitem}${lines.map((l) => `\\item ${tex(l)}`).join('')}\\end{compactitem}` : '');
  const body = [
    b.summary ? `\\section{About me}\\cvitem{}{${tex(b.summary)}}` : '',
    '\\section{Professional Experience}',
    ...person.work.map(
      (job) =>
        `\\cventry{${range(job)}}{${tex(job.position)}}{${tex(job.name)}}{${tex(job.location)}}{}{${job.summary ? `${tex(job.summary)}` : ''}${items(job.highlights)}}`,
    ),
    '\\section{Education}',
    ...person.education.map(
      (e) =>
        `\\cventry{${range(e)}}{${tex(e.studyType)}}{${tex(e.institution)}}{${tex(e.area)}}{${e.score ? `GPA ${tex(e.score)}` : ''}}{}`,
    ),
    '\\section{Skills}',
    ...person.skills.map((g) => `\\cvitem{${tex(g.name)}}{${tex(g.keywords.join(', '))}}`),
    ...sections.map(
      (s) =>
        `\\section{${s.heading}}${s.items
          .map(
            (i) =>
              `\\cvitem{${i.date ? formatDate(i.date, 'num') : ''}}{${tex(i.title)}${i.org ? `, ${tex(i.org)}` : ''}${i.text ? ` (${tex(i.text)})` : ''}}`,
          )
          .join('')}`,
    ),
  ];
  const source = `\\documentclass[style=casual,fontawesome=false,paper=letter]{komacv}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{komacv-addons}
\\renewcommand*{\\firstname}{${tex(first)}}
\\renewcommand*{\\familyname}{${tex(rest.join(' '))}}
\\renewcommand*{\\acadtitle}{${tex(b.label)}}
\\renewcommand*{\\addressstreet}{${tex(b.location.city)}}
\\renewcommand*{\\addresscity}{${tex(b.location.region)}}
\\renewcommand*{\\mobile}{${tex(b.phone)}}
\\renewcommand*{\\email}{${tex(b.email)}}
${linkedin ? `\\renewcommand*{\\linkedin}{linkedin.com/in/${tex(linkedin.username)}}` : ''}
\\renewcommand*{\\signaturecity}{${tex(b.location.city)}}
\\begin{document}
\\maketitle
${body.join('\n')}
\\bigskip
\\Signature
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf);
  return { files: [pdf], headings: headingsOf(sections) };
}
