// A hand-written one-page LaTeX resume (article class) after the much-forked 'Deedy' design: the
// name very large across the top, the first name in a light weight and the last name bold, one
// centred line of contact details under it; then two columns, a narrow left one (Education,
// Skills, Links and the short sections) and a wide right one (Experience, Projects and the longer
// sections). Section headings are in letter-spaced capitals; within a job the employer is bold,
// the title and place follow on a grey line with the dates. pdflatex, letter paper, Lato.
import { compileLatex } from './compile.mjs';
import { formatDate, headingsOf, itemLine, partsOf, tex } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'mon', dash: ' -- ', open: 'Present' });
  const words = person.basics.name.split(' ');
  const first = tex(words.slice(0, -1).join(' '));
  const last = tex(words.at(-1));
  const head = (t) => `\\par\\vspace{8pt}{\\large\\textls[180]{\\MakeUppercase{${t}}}}\\par\\vspace{4pt}`;
  const narrowKinds = ['awards', 'certificates', 'languages', 'interests'];
  const narrow = p.sections.filter((s) => narrowKinds.includes(s.kind));
  const wide = p.sections.filter((s) => !narrowKinds.includes(s.kind));
  const grey = (t) => `{\\color{soft}${t}}`;
  const contact = [p.email, p.phone, p.place].join(' \\enspace\\textbar\\enspace ');
  const links = [
    ...(p.linkedin
      ? [`LinkedIn:// \\href{${p.linkedinUrl}}{\\bfseries ${tex(person.basics.profiles.find((x) => x.network === 'LinkedIn').username)}}`]
      : []),
    ...person.basics.profiles
      .filter((x) => x.network !== 'LinkedIn')
      .map((x) => `${tex(x.network)}:// \\href{${x.url}}{\\bfseries ${tex(x.username)}}`),
  ];
  const wideItem = (s, i, k) => {
    const date = s.kind === 'projects' ? tex(formatDate(person.projects[k].startDate, 'mon')) : i.date;
    return `{\\bfseries ${i.title}}${i.org ? `, ${i.org}` : ''}${date ? `\\hfill ${grey(date)}` : ''}\\par${i.text ? `{\\small ${i.text}}\\par` : ''}\\vspace{4pt}`;
  };
  const source = `\\documentclass[10pt,letterpaper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[default]{lato}
\\usepackage[margin=0.5in,top=0.45in]{geometry}
\\usepackage[letterspace=180]{microtype}
\\usepackage{xcolor}
\\usepackage{paracol}
\\usepackage{enumitem}
\\usepackage[hidelinks]{hyperref}
\\definecolor{soft}{HTML}{5E5E5E}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\setlength{\\columnsep}{1.6em}
\\columnratio{0.31}
\\setlist[itemize]{leftmargin=1.1em,topsep=1pt,itemsep=0pt,parsep=0pt,label=\\textbullet}
\\begin{document}
\\begin{center}
{\\fontsize{36}{40}\\selectfont{\\fontseries{l}\\selectfont ${first}} {\\bfseries ${last}}}\\par\\vspace{6pt}
{\\small ${contact}}
\\end{center}
\\vspace{-4pt}
\\begin{paracol}{2}
${head('Education')}
${p.education.map((e) => `{\\bfseries ${e.school}}\\par ${e.degree}\\par ${grey(e.dates)}${e.score ? `\\par ${grey(e.score)}` : ''}\\par\\vspace{5pt}`).join('\n')}
${head('Skills')}
${p.skills.map((g) => `{\\bfseries ${g.name}}\\par ${g.terms}\\par\\vspace{4pt}`).join('\n')}
${links.length ? `${head('Links')}\n${links.join('\\par\n')}\\par` : ''}
${narrow.map((s) => `${head(s.heading)}\n${s.items.map((i) => `${itemLine(i)}\\par\\vspace{2pt}`).join('\n')}`).join('\n')}
\\switchcolumn
${p.summary ? `${head('Summary')}\n${p.summary}\\par` : ''}
${head('Experience')}
${p.work
  .map(
    (j) => `{\\large\\bfseries ${j.company}}\\par
${grey(`${j.title} \\textbar\\ ${j.place}`)}\\hfill ${grey(j.dates)}\\par
\\begin{itemize}${[...(j.summary ? [j.summary] : []), ...j.bullets].map((b) => `\\item ${b}`).join('\n')}\\end{itemize}\\vspace{6pt}`,
  )
  .join('\n')}
${wide.map((s) => `${head(s.heading)}\n${s.items.map((i, k) => wideItem(s, i, k)).join('\n')}`).join('\n')}
\\end{paracol}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 1 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
