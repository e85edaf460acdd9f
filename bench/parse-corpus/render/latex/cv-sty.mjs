// The CV package (TeX Live's CV.sty, on the article class): a hanging list whose labels, the years,
// sit in a narrow left column; section titles in small capitals over a rule. Jobs are written as
// prose paragraphs, not bullets, with the exact dates (DD/MM/YYYY) in the text.
import { extraSections, formatDate, headingsOf, linkedinOf } from '../dates.mjs';
import { compileLatex, tex } from './compile.mjs';

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const years = (e) => `${formatDate(e.startDate, 'year')}--${e.endDate ? formatDate(e.endDate, 'year') : ''}`;
  const exact = (e) => tex(`${formatDate(e.startDate, 'dmy')} to ${e.endDate ? formatDate(e.endDate, 'dmy') : 'present'}`);
  const body = [
    b.summary ? `\\section*{Summary}\n${tex(b.summary)}` : '',
    '\\section*{Employment}\n\\begin{CV}',
    ...person.work.map(
      (job) =>
        `\\item[${years(job)}] \\textbf{${tex(job.position)}}, ${tex(job.name)}, ${tex(job.location)} (${exact(job)}).\\\\ ${[
          job.summary,
          ...job.highlights,
        ]
          .filter(Boolean)
          .map(tex)
          .join(' ')}`,
    ),
    '\\end{CV}\n\\section*{Education}\n\\begin{CV}',
    ...person.education.map(
      (e) =>
        `\\item[${years(e)}] ${tex(e.studyType)}${e.area ? ` in ${tex(e.area)}` : ''}, \\emph{${tex(e.institution)}} (${exact(e)})${e.score ? `, GPA ${tex(e.score)}` : ''}.`,
    ),
    '\\end{CV}\n\\section*{Skills}\n\\begin{CV}',
    ...person.skills.map((g) => `\\item[${tex(g.name)}] ${tex(g.keywords.join(', '))}`),
    '\\end{CV}',
    ...sections.map(
      (s) =>
        `\\section*{${s.heading}}\n\\begin{CV}${s.items
          .map(
            (i) =>
              `\\item[${i.date ? formatDate(i.date, 'year') : ''}] ${tex(i.title)}${i.org ? `, ${tex(i.org)}` : ''}${i.text ? `. ${tex(i.text)}` : ''}`,
          )
          .join('\n')}\\end{CV}`,
    ),
  ];
  const source = `\\documentclass[11pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[margin=2.2cm]{geometry}
\\usepackage{CV}
\\pagestyle{plain}
\\begin{document}
\\begin{center}
{\\huge ${tex(b.name)}}\\\\[4pt]
${tex(b.location.city)}, ${tex(b.location.region)}\\\\
Telephone ${tex(b.phone)} \\quad E-mail ${tex(b.email)}${linkedin ? `\\\\ linkedin.com/in/${tex(linkedin.username)}` : ''}
\\end{center}
${body.join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf);
  return { files: [pdf], headings: headingsOf(sections) };
}
