// moderncv with the moderntimeline package (both TeX Live): each entry's left column is a
// timeline bar from a fixed first year to the last, its own span shaded and its years printed on
// it (an open one runs to the end); moderncv's classic style, with marvosym's symbols instead of an icon font.
import { extraSections, formatDate, headingsOf, linkedinOf } from '../dates.mjs';
import { compileLatex, tex } from './compile.mjs';

export function render(person, outBase) {
  const b = person.basics;
  const [first, ...rest] = b.name.split(' ');
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const year = (iso) => formatDate(iso, 'year');
  const first_ = Math.min(...[...person.work, ...person.education].map((e) => Number(year(e.startDate))));
  const span = (e) => `{${year(e.startDate)}}{${e.endDate ? year(e.endDate) : '0'}}`;
  const month = (e) => tex(`${formatDate(e.startDate, 'mon')} -- ${e.endDate ? formatDate(e.endDate, 'mon') : 'Present'}`);
  const items = (lines) => (lines.length ? `\\begin{itemize}${lines.map((l) => `\\item ${tex(l)}`).join('')}\\end{itemize}` : '');
  const body = [
    b.summary ? `\\section{Summary}\\cvitem{}{${tex(b.summary)}}` : '',
    '\\section{Experience}',
    ...person.work.map(
      (job) =>
        `\\tlcventry${span(job)}{${tex(job.position)}}{${tex(job.name)}}{${tex(job.location)}}{${month(job)}}{${job.summary ? `${tex(job.summary)}\\newline{}` : ''}${items(job.highlights)}}`,
    ),
    '\\section{Education}',
    ...person.education.map(
      (e) =>
        `\\tlcventry${span(e)}{${tex(e.studyType)}${e.area ? ` in ${tex(e.area)}` : ''}}{${tex(e.institution)}}{}{${month(e)}}{${e.score ? `GPA ${tex(e.score)}` : ''}}`,
    ),
    '\\section{Skills}',
    ...person.skills.map((g) => `\\cvitem{${tex(g.name)}}{${tex(g.keywords.join(', '))}}`),
    ...sections.map(
      (s) =>
        `\\section{${s.heading}}${s.items
          .map(
            (i) =>
              `\\cvitem{${i.date ? year(i.date) : ''}}{${tex(i.title)}${i.org ? `, \\textit{${tex(i.org)}}` : ''}${i.text ? `. ${tex(i.text)}` : ''}}`,
          )
          .join('')}`,
    ),
  ];
  const source = `\\documentclass[11pt,a4paper,sans]{moderncv}
\\moderncvstyle{classic}
\\moderncvcolor{green}
\\moderncvicons{marvosym}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[scale=0.8]{geometry}
\\usepackage{moderntimeline}
\\tlmaxdates{${first_}}{2026}
\\name{${tex(first)}}{${tex(rest.join(' '))}}
\\title{${tex(b.label)}}
\\address{${tex(b.location.city)}}{${tex(b.location.region)}}{}
\\phone[mobile]{${tex(b.phone)}}
\\email{${tex(b.email)}}
${linkedin ? `\\social[linkedin]{${tex(linkedin.username)}}` : ''}
\\begin{document}
\\makecvtitle
${body.join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf);
  return { files: [pdf], headings: headingsOf(sections) };
}
