// A hand-written one-column LaTeX resume (article class) in a plain typewritten-letter style where
// the dates are reached by dot leaders: each job's first line is the company in bold, then
// \dotfill, then the date range flush right; its second line is the title in italics with the
// place after a comma; compact itemize bullets follow. Education is written alike (school, leaders,
// dates; the degree in italics with the grade after a comma), and so are the dated items of the
// extra sections. Section headings are centred small capitals with no rule; the name is centred
// above a headline and one line of contact details separated by bullets. TeX Gyre Termes (Times),
// 11pt, letter paper.
import { compileLatex } from './compile.mjs';
import { headingsOf, partsOf } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'month', dash: ' -- ', open: 'Present' });
  const bullets = (items) => (items.length ? `\\begin{itemize}${items.map((i) => `\\item ${i}`).join('\n')}\\end{itemize}` : '');
  const job = (j) => `\\leaderline{\\textbf{${j.company}}}{${j.dates}}
\\textit{${j.title}}, ${j.place}\\par
${bullets([...(j.summary ? [j.summary] : []), ...j.bullets])}\\vspace{5pt}`;
  const school = (e) => `\\leaderline{\\textbf{${e.school}}}{${e.dates}}
\\textit{${e.degree}}${e.score ? `, ${e.score}` : ''}\\par\\vspace{4pt}`;
  const extra = (s) => {
    if (s.kind === 'languages') return `${s.items.map((i) => `${i.title}${i.text ? ` (${i.text})` : ''}`).join(', ')}\\par`;
    const dated = s.items.filter((i) => i.date);
    const undated = s.items.filter((i) => !i.date);
    return [
      ...dated.map((i) => `\\leaderline{\\textbf{${i.title}}${i.org ? `, ${i.org}` : ''}}{${i.date}}`),
      bullets(undated.map((i) => `${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` -- ${i.text}` : ''}`)),
    ].join('\n');
  };
  const contact = [
    p.place,
    p.phone,
    `\\href{mailto:${p.email}}{${p.email}}`,
    ...(p.linkedin ? [`\\href{${p.linkedinUrl}}{${p.linkedin}}`] : []),
  ].join(' \\enspace\\textbullet\\enspace ');
  const source = `\\documentclass[11pt,letterpaper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{tgtermes}
\\usepackage[letterpaper,margin=0.75in]{geometry}
\\usepackage{titlesec}
\\usepackage{enumitem}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\setlength{\\parskip}{0pt}
\\urlstyle{same}
\\titleformat{\\section}{\\centering\\large\\scshape}{}{0pt}{}
\\titlespacing*{\\section}{0pt}{10pt}{5pt}
\\setlist[itemize]{leftmargin=1.3em,labelsep=0.5em,itemsep=0pt,parsep=0pt,topsep=1pt}
% A line with its text on the left, dot leaders, and the date flush right.
\\newcommand{\\leaderline}[2]{\\par\\noindent #1\\dotfill #2\\par}
\\begin{document}
\\begin{center}
{\\LARGE\\scshape ${p.name}}\\par\\vspace{3pt}
{\\itshape ${p.label}}\\par\\vspace{2pt}
{\\small ${contact}}
\\end{center}
${p.summary ? `\\section*{Summary}\n${p.summary}\\par` : ''}
\\section*{Experience}
${p.work.map(job).join('\n')}
\\section*{Education}
${p.education.map(school).join('\n')}
\\section*{Skills}
${p.skills.map((g) => `\\textbf{${g.name}:} ${g.terms}\\par`).join('\n')}
${p.sections.map((s) => `\\section*{${s.heading}}\n${extra(s)}`).join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 1 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
