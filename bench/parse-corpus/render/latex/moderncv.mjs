// moderncv (TeX Live's moderncv class), in one of its five styles: the person as its \cventry and
// \cvitem commands lay them out. Each style is a layout of its own (moderncv-<style>.mjs).
import { extraSections, formatRange, formatDate, headingsOf, linkedinOf } from '../dates.mjs';
import { compileLatex, tex } from './compile.mjs';

const DATE_STYLE = { casual: 'mon', fancy: 'year', classic: 'num', banking: 'month', oldstyle: 'mon' };

function itemize(lines) {
  if (lines.length === 0) return '';
  return `\\begin{itemize}${lines.map((l) => `\\item ${tex(l)}`).join('')}\\end{itemize}`;
}

/** `look`: a head and body moderncv's styles do not pair, under its empty style (both optional). */
export function renderModerncv(style, person, outBase, look = {}) {
  const b = person.basics;
  const dateStyle = look.dateStyle ?? DATE_STYLE[style];
  const [first, ...rest] = b.name.split(' ');
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const body = [
    b.summary ? `\\section{Summary}\\cvitem{}{${tex(b.summary)}}` : '',
    '\\section{Experience}',
    ...person.work.map(
      (job) =>
        `\\cventry{${tex(formatRange(job.startDate, job.endDate, dateStyle, { dash: '--' }))}}{${tex(job.position)}}{${tex(job.name)}}{${tex(job.location)}}{}{${job.summary ? `${tex(job.summary)}\\newline{}` : ''}${itemize(job.highlights)}}`,
    ),
    '\\section{Education}',
    ...person.education.map(
      (e) =>
        `\\cventry{${tex(formatRange(e.startDate, e.endDate, dateStyle, { dash: '--' }))}}{${tex(e.studyType)}${e.area ? ` in ${tex(e.area)}` : ''}}{${tex(e.institution)}}{}{${e.score ? `GPA ${tex(e.score)}` : ''}}{}`,
    ),
    '\\section{Skills}',
    ...person.skills.map((g) => `\\cvitem{${tex(g.name)}}{${tex(g.keywords.join(', '))}}`),
    ...sections.map(
      (s) =>
        `\\section{${s.heading}}${s.items
          .map(
            (i) =>
              `\\cvitem{${i.date ? tex(formatDate(i.date, dateStyle)) : ''}}{\\textbf{${tex(i.title)}}${i.org ? `, ${tex(i.org)}` : ''}${i.text ? `. ${tex(i.text)}` : ''}}`,
          )
          .join('')}`,
    ),
  ];
  const source = `\\documentclass[11pt,letterpaper,sans]{moderncv}
\\moderncvstyle{${style}}${look.preamble ? `\n${look.preamble}` : ''}
\\moderncvcolor{blue}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[scale=0.8]{geometry}
\\name{${tex(first)}}{${tex(rest.join(' '))}}
\\title{${tex(b.label)}}
\\address{${tex(b.location.city)}, ${tex(b.location.region)}}{}{}
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
