// A hand-written one-page LaTeX resume (article class) in the conventions of the widely shared
// one-page 'subheading' template: the name centred, huge and bold; one contact line of links under
// it separated by vertical bars; section headings in small capitals over a full-width rule; each
// job a two-row tabular* across the text width (employer bold at the left and the place at the
// right, then the title in italics and the dates in small italics), with tight small bullets;
// projects as 'Project name | tools' with the date at the right; skills as a bold group name then
// its terms. Education comes first. pdflatex, letter paper, narrow margins.
import { spawnSync } from 'node:child_process';
import { compileLatex } from './compile.mjs';
import { formatDate, headingsOf, partsOf, tex } from './hand-common.mjs';

export function render(person, outBase) {
  const pdf = `${outBase}.pdf`;
  // As its users do: 11pt, and 10pt when the page would not hold it all.
  compileLatex(sourceOf(person, '11pt'), pdf, { runs: 1 });
  if (pagesOf(pdf) > 1) compileLatex(sourceOf(person, '10pt'), pdf, { runs: 1 });
  return { files: [pdf], headings: headingsOf(partsOf(person).sections) };
}

function pagesOf(pdf) {
  const info = spawnSync('pdfinfo', [pdf], { encoding: 'utf8' }).stdout ?? '';
  return Number((info.match(/^Pages:\s+(\d+)/m) ?? [0, 1])[1]);
}

function sourceOf(person, size) {
  const p = partsOf(person, { dateStyle: 'mon', dash: ' -- ', open: 'Present' });
  // The tools a project names: two of the person's own tool terms (the last skill group), in turn.
  const tools = person.skills.at(-1)?.keywords ?? [];
  const toolsOf = (k) => (tools.length ? [0, 1].map((d) => tools[(2 * k + d) % tools.length]).filter((t, i, a) => a.indexOf(t) === i) : []);
  const projects = p.sections.find((s) => s.kind === 'projects');
  const others = p.sections.filter((s) => s.kind !== 'projects');
  const contact = [
    p.phone,
    `\\href{mailto:${p.email}}{\\underline{${p.email}}}`,
    ...(p.linkedin ? [`\\href{${p.linkedinUrl}}{\\underline{${p.linkedin}}}`] : []),
    p.place,
  ].join(' $|$ ');
  const items = (list) => (list.length ? `\\itemsstart${list.map((i) => `\\bulletitem{${i}}`).join('\n')}\\itemsend` : '');
  const source = `\\documentclass[letterpaper,${size}]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{lmodern}
\\usepackage[letterpaper,left=0.5in,right=0.5in,top=0.45in,bottom=0.45in]{geometry}
\\usepackage{titlesec}
\\usepackage{enumitem}
\\usepackage[hidelinks]{hyperref}
\\usepackage{xcolor}
\\pagestyle{empty}
\\raggedright
\\setlength{\\parindent}{0pt}
\\setlength{\\tabcolsep}{0pt}
\\urlstyle{same}
\\titleformat{\\section}{\\scshape\\raggedright\\large}{}{0em}{}[\\color{black}\\titlerule]
\\titlespacing*{\\section}{0pt}{6pt}{3pt}
% The entry macros: a two-row heading table, a one-row project heading, tight bullet lists.
\\newcommand{\\entryhead}[4]{\\item\\begin{tabular*}{0.985\\textwidth}[t]{l@{\\extracolsep{\\fill}}r}
  \\textbf{#1} & #2 \\\\
  \\textit{\\small #3} & \\textit{\\small #4} \\\\
\\end{tabular*}\\vspace{-3pt}}
\\newcommand{\\projecthead}[2]{\\item\\begin{tabular*}{0.985\\textwidth}{l@{\\extracolsep{\\fill}}r}
  \\small #1 & \\textit{\\small #2} \\\\
\\end{tabular*}\\vspace{-3pt}}
\\newcommand{\\bulletitem}[1]{\\item\\small{#1\\vspace{-1.5pt}}}
\\newcommand{\\entriesstart}{\\begin{itemize}[leftmargin=0.12in,label={},topsep=0pt,itemsep=2pt,parsep=0pt]}
\\newcommand{\\entriesend}{\\end{itemize}\\vspace{2pt}}
\\newcommand{\\itemsstart}{\\begin{itemize}[leftmargin=0.2in,label=\\textbullet,topsep=1pt,itemsep=0pt,parsep=0pt]}
\\newcommand{\\itemsend}{\\end{itemize}\\vspace{-4pt}}
\\begin{document}
\\begin{center}
{\\Huge\\bfseries ${p.name}}\\\\[3pt]
\\small ${contact}
\\end{center}
\\vspace{-6pt}
${p.summary ? `\\section{Summary}{\\small ${p.summary}}\\par` : ''}
\\section{Education}
\\entriesstart
${p.education.map((e) => `\\entryhead{${e.school}}{}{${e.degree}${e.score ? `; ${e.score}` : ''}}{${e.dates}}`).join('\n')}
\\entriesend
\\section{Experience}
\\entriesstart
${p.work.map((j) => `\\entryhead{${j.company}}{${j.place}}{${j.title}}{${j.dates}}\n${items([...(j.summary ? [j.summary] : []), ...j.bullets])}`).join('\n')}
\\entriesend
${
  projects
    ? `\\section{${projects.heading}}
\\entriesstart
${projects.items
  .map((i, k) => {
    const used = toolsOf(k).map(tex);
    const date = tex(formatDate(person.projects[k].startDate, 'mon'));
    return `\\projecthead{\\textbf{${i.title}}${used.length ? ` $|$ \\emph{${used.join(', ')}}` : ''}}{${date}}\n${items(i.text ? [i.text] : [])}`;
  })
  .join('\n')}
\\entriesend`
    : ''
}
\\section{Technical Skills}
\\begin{itemize}[leftmargin=0.12in,label={},topsep=0pt]
\\small{\\item{${p.skills.map((g) => `\\textbf{${g.name}}{: ${g.terms}}`).join(' \\\\\n')}}}
\\end{itemize}
${others
  .map(
    (s) => `\\section{${s.heading}}
\\entriesstart
${s.items
  .map((i) =>
    s.kind === 'volunteer'
      ? `\\entryhead{${i.org}}{}{${i.title}}{}\n${items(i.text ? [i.text] : [])}`
      : `\\projecthead{\\textbf{${i.title}}${i.org ? `, ${i.org}` : ''}${i.text ? ` -- ${i.text}` : ''}}{${i.date}}`,
  )
  .join('\n')}
\\entriesend`,
  )
  .join('\n')}
\\end{document}
`;
  return source;
}
