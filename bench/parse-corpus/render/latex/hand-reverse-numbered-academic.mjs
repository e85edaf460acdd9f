// A hand-written academic CV (article class) of the kind faculty keep: the name centred in small
// capitals with the current post and contact lines under it; sections Appointments, Education,
// Publications, Teaching and Service, headed in bold with a hairline; appointments and degrees
// with their years in a left margin column (a two-column tabular: years, then post and
// institution with the place); publications numbered in reverse, newest highest, with the
// etaremune package; teaching lists the subjects the person taught in each post, service the
// person's volunteering. Remaining sections (awards, skills, languages) follow in the same shape.
// pdflatex, letter paper, Palatino.
import { compileLatex } from './compile.mjs';
import { formatDate, headingsOf, partsOf, tex } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'year', dash: '--', open: 'present' });
  const head = (t) => `\\section*{${t}}`;
  // The years in a margin column of their own, the entry beside them.
  const rows = (list) =>
    `\\begin{tabular}{@{}p{0.17\\textwidth}@{}p{0.83\\textwidth}@{}}\n${list.join('\\\\[5pt]\n')}\n\\end{tabular}\\par`;
  const heading = {
    publications: 'Publications',
    volunteer: 'Service',
  };
  const sections = p.sections.map((s) => ({ ...s, heading: heading[s.kind] ?? s.heading }));
  const pubs = sections.find((s) => s.kind === 'publications');
  const service = sections.find((s) => s.kind === 'volunteer');
  const others = sections.filter((s) => !['publications', 'volunteer', 'projects'].includes(s.kind));
  const projects = sections.find((s) => s.kind === 'projects');
  const appointments = p.work.map(
    (j) =>
      `${j.dates} & \\textbf{${j.title}}, ${j.company}, ${j.place}${[...(j.summary ? [j.summary] : []), ...j.bullets].length ? `\\newline {\\small ${[...(j.summary ? [j.summary] : []), ...j.bullets].join(' ')}}` : ''}`,
  );
  const degrees = p.education.map(
    (e) => `${e.dates} & \\textbf{${e.degree}}, ${e.school}${e.score ? `\\newline {\\small ${e.score}}` : ''}`,
  );
  // Teaching: the subjects of the person's skill groups, taught within the posts held.
  const teaching = p.skills.map((g) => `\\item \\textit{${g.name}}: ${g.terms}`);
  const publications = pubs
    ? person.publications.map(
        (x) =>
          `\\item ${tex(person.basics.name)}. \\textquotedblleft ${tex(x.name)}.\\textquotedblright{} \\textit{${tex(x.publisher)}}, ${tex(formatDate(x.releaseDate, 'year'))}.`,
      )
    : [];
  const source = `\\documentclass[11pt,letterpaper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{mathpazo}
\\usepackage[margin=1in]{geometry}
\\usepackage{etaremune}
\\usepackage{enumitem}
\\usepackage{titlesec}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{plain}
\\setlength{\\parindent}{0pt}
\\titleformat{\\section}{\\large\\bfseries}{}{0pt}{}[\\vspace{-5pt}\\rule{\\textwidth}{0.3pt}]
\\titlespacing*{\\section}{0pt}{14pt}{6pt}
\\begin{document}
\\begin{center}
{\\LARGE\\scshape ${p.name}}\\par\\vspace{6pt}
${p.label}\\par
${p.place}\\par
${p.phone} \\quad\\textperiodcentered\\quad \\href{mailto:${p.email}}{${p.email}}${p.linkedin ? `\\par\\href{${p.linkedinUrl}}{${p.linkedin}}` : ''}
\\end{center}
${p.summary ? `${head('Research Interests')}\n${p.summary}\\par` : ''}
${head('Appointments')}
${rows(appointments)}
${head('Education')}
${rows(degrees)}
${
  pubs
    ? `${head(pubs.heading)}
\\begin{etaremune}[leftmargin=2.2em]
${publications.join('\n')}
\\end{etaremune}`
    : ''
}
${head('Teaching')}
\\begin{itemize}[leftmargin=1.5em,itemsep=1pt]
${teaching.join('\n')}
\\end{itemize}
${
  service
    ? `${head(service.heading)}
${rows(service.items.map((i) => ` & \\textbf{${i.title}}, ${i.org}${i.text ? `\\newline {\\small ${i.text}}` : ''}`))}`
    : ''
}
${projects ? `${head(projects.heading)}\n${rows(projects.items.map((i, k) => `${tex(formatDate(person.projects[k].startDate, 'year'))} & \\textbf{${i.title}}${i.text ? `\\newline {\\small ${i.text}}` : ''}`))}` : ''}
${others
  .map(
    (s) =>
      `${head(s.heading)}\n${rows(s.items.map((i) => `${i.date} & ${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` (${i.text})` : ''}`))}`,
  )
  .join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 2 });
  return { files: [pdf], headings: headingsOf(sections) };
}
