// pas-cv (TeX Live): TikZ-drawn page backgrounds in several models; the identity block and the
// contact details are placed in the page's top corners by the model and repeat on every page, the
// wanted job is set in a banner, and section titles are the model's drawn labels. Each model is a
// layout of its own (pas-cv-<model>.mjs); the body below the titles is plain text the user writes.
import { extraSections, formatRange, formatDate, headingsOf, linkedinOf } from '../dates.mjs';
import { compileLatex, tex } from './compile.mjs';

export function renderPasCv(model, { dateStyle, dash }, person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const range = (e) => tex(formatRange(e.startDate, e.endDate, dateStyle, { dash }));
  const items = (lines) =>
    lines.length ? `\\begin{itemize}\\setlength{\\itemsep}{0pt}${lines.map((l) => `\\item ${tex(l)}`).join('')}\\end{itemize}` : '';
  const body = [
    b.summary ? `\\CVtitle{Profile}\n\n${tex(b.summary)}\n` : '',
    '\\CVtitle{Experience}\n',
    ...person.work.map(
      (job) =>
        `\\noindent\\textbf{${tex(job.position)}} \\hfill ${range(job)}\\\\\n${tex(job.name)} -- \\emph{${tex(job.location)}}${job.summary ? `\\\\\n${tex(job.summary)}` : ''}\n${items(job.highlights)}\\medskip\n`,
    ),
    '\\CVtitle{Education}\n',
    ...person.education.map(
      (e) =>
        `\\noindent\\textbf{${tex(e.institution)}} \\hfill ${range(e)}\\\\\n${tex(e.studyType)}${e.area ? ` in ${tex(e.area)}` : ''}\\medskip\n`,
    ),
    '\\CVtitle{Skills}\n',
    ...person.skills.map((g) => `\\noindent\\textbf{${tex(g.name)}:} ${tex(g.keywords.join(', '))}\\\\`),
    ...sections.map(
      (s) =>
        `\\CVtitle{${s.heading}}\n\n${s.items
          .map(
            (i) =>
              `\\noindent ${tex(i.title)}${i.org ? `, ${tex(i.org)}` : ''}${i.date ? ` (${tex(formatDate(i.date, dateStyle))})` : ''}${i.text ? ` -- ${tex(i.text)}` : ''}\\\\`,
          )
          .join('\n')}\n`,
    ),
  ];
  const source = `\\documentclass[11pt]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[letterpaper]{geometry}
\\usepackage{pas-cv}
\\pagestyle{empty}
\\begin{document}
\\CVbg[modele=${model},bgcolor=teal,bordercolor=gray,poste={${tex(b.label)}}]
\\infoLeft{\\textbf{\\Large ${tex(b.name)}}\\\\ ${tex(b.location.city)}, ${tex(b.location.region)}}
\\infoRight{${tex(b.phone)}\\\\ ${tex(b.email)}${linkedin ? `\\\\ linkedin.com/in/${tex(linkedin.username)}` : ''}}
\\CVmargins
${body.join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf);
  return { files: [pdf], headings: headingsOf(sections) };
}
