// koma-moderncvclassic (TeX Live): moderncv's classic look on KOMA-Script's scrartcl. The name
// large at the left, contact details stacked flush right beside it, coloured bars left of the
// section titles, and dates in a narrow right-aligned column left of each entry.
import { extraSections, formatRange, headingsOf, linkedinOf } from '../dates.mjs';
import { compileLatex, tex } from './compile.mjs';

export function render(person, outBase) {
  const b = person.basics;
  const [first, ...rest] = b.name.split(' ');
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const range = (e) => tex(formatRange(e.startDate, e.endDate, 'month', { dash: ' -- ', open: 'Current' }));
  const items = (lines) =>
    lines.length ? `\\begin{itemize}\\setlength{\\itemsep}{0pt}${lines.map((l) => `\\item ${tex(l)}`).join('')}\\end{itemize}` : '';
  const body = [
    b.summary ? `\\section{Profile}\\cvline{}{${tex(b.summary)}}` : '',
    '\\section{Work Experience}',
    ...person.work.map(
      (job) =>
        `\\cventry{${range(job)}}{${tex(job.position)}}{${tex(job.name)}}{${tex(job.location)}}{}{${job.summary ? `${tex(job.summary)}` : ''}${items(job.highlights)}}`,
    ),
    '\\section{Education}',
    ...person.education.map(
      (e) =>
        `\\cventry{${range(e)}}{${tex(e.studyType)}, ${tex(e.area)}}{${tex(e.institution)}}{}{${e.score ? `GPA ${tex(e.score)}` : ''}}{}`,
    ),
    '\\section{Skills}',
    ...person.skills.map((g) => `\\cvline{${tex(g.name)}}{${g.keywords.map(tex).join(' $\\cdot$ ')}}`),
    ...sections.map(
      (s) =>
        `\\section{${s.heading}}${s.items
          .map(
            (i) => `\\cvline{}{\\textbf{${tex(i.title)}}${i.org ? ` -- ${tex(i.org)}` : ''}${i.text ? `\\newline{}${tex(i.text)}` : ''}}`,
          )
          .join('')}`,
    ),
  ];
  const source = `\\documentclass[11pt,letterpaper]{scrartcl}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[margin=2cm]{geometry}
\\usepackage{hyperref}
\\newcommand*{\\firstname}{${tex(first)}}
\\newcommand*{\\familyname}{${tex(rest.join(' '))}}
\\newcommand*{\\acadtitle}{${tex(b.label)}}
\\newcommand*{\\addressstreet}{${tex(b.location.city)}}
\\newcommand*{\\addresscity}{${tex(b.location.region)}}
\\newcommand*{\\mobile}{${tex(b.phone)}}
\\newcommand*{\\email}{${tex(b.email)}}
${linkedin ? `\\newcommand*{\\extrainfo}{\\href{${linkedin.url}}{linkedin.com/in/${tex(linkedin.username)}}}` : ''}
% The package measures the name when it loads.
\\usepackage[blue]{koma-moderncvclassic}
\\pagestyle{empty}
\\begin{document}
\\maketitle
${body.join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf);
  return { files: [pdf], headings: headingsOf(sections) };
}
