// A hand-written LaTeX resume (article class) in the manner of the many public two-column CVs with
// a shaded sidebar on the right, written here from scratch: the name large and bold across the top
// with the headline under it in the accent colour; then paracol columns, the main one on the left
// (about two thirds: profile, experience, education, the longer extra sections) and a grey-shaded
// sidebar on the right (contact lines with icons, skills by group, languages, certifications,
// awards, interests). A job is its title bold on one line, 'Company | City' in the accent colour
// under it with the dates right-aligned on that line, then bullets. Letter, 10pt, Lato.
import { compileLatex } from './compile.mjs';
import { headingsOf, itemLine, partsOf } from './hand-common.mjs';

const SIDEBAR_KINDS = new Set(['languages', 'certificates', 'awards', 'interests']);

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'mon', dash: ' -- ' });
  const head = (t) =>
    `\\par\\vspace{7pt}{\\large\\bfseries\\color{accent}\\MakeUppercase{${t}}}\\par\\vspace{-2pt}{\\color{accent}\\rule{\\linewidth}{0.8pt}}\\par\\vspace{4pt}`;
  const sideHead = (t) =>
    `\\par\\vspace{12pt}{\\bfseries\\color{ink}\\MakeUppercase{${t}}}\\par\\vspace{-1pt}{\\color{accent}\\rule{2.2em}{1.5pt}}\\par\\vspace{4pt}`;
  const bullets = (items) =>
    items.length
      ? `\\begin{itemize}[leftmargin=1.2em,label={\\small\\textbullet},itemsep=0pt,parsep=0pt,topsep=1pt]${items.map((b) => `\n\\item ${b}`).join('')}\n\\end{itemize}`
      : '';
  const contact = [
    `\\faEnvelope[regular]\\hspace{0.6em}\\href{mailto:${person.basics.email}}{${p.email}}`,
    `\\faPhone*\\hspace{0.6em}${p.phone}`,
    `\\faMapMarker*\\hspace{0.6em}${p.place}`,
    ...(p.linkedin ? [`\\faLinkedin\\hspace{0.6em}\\href{${p.linkedinUrl}}{${p.linkedin}}`] : []),
  ];
  const sideItem = (s, i) => {
    if (s.kind === 'languages') return `${i.title}\\hfill{\\color{soft}${i.text}}`;
    if (s.kind === 'interests') return i.title;
    return `{\\bfseries ${i.title}}${i.org ? `\\\\{\\color{soft}${i.org}}` : ''}${i.date ? `\\\\{\\small\\color{soft}${i.date}}` : ''}`;
  };
  const source = `\\documentclass[10pt,letterpaper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[default]{lato}
\\usepackage[left=1.5cm,right=1.5cm,top=1.2cm,bottom=1.2cm]{geometry}
\\usepackage{xcolor}
\\usepackage{paracol}
\\usepackage{enumitem}
\\usepackage{fontawesome5}
\\usepackage[hidelinks]{hyperref}
\\definecolor{accent}{HTML}{1F6F8B}
\\definecolor{ink}{HTML}{222222}
\\definecolor{soft}{HTML}{5A5A5A}
\\definecolor{sidebar}{HTML}{ECEFF1}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\setlength{\\columnsep}{2.2em}
\\columnratio{0.66}
\\usepackage{tikz}
% The sidebar's shade runs the full height of every page, from the middle of the column gap.
\\newlength{\\sidebarx}
\\AddToHook{shipout/background}{%
  \\setlength{\\sidebarx}{\\dimexpr 1.5cm+0.66\\textwidth-0.16\\columnsep\\relax}%
  \\begin{tikzpicture}[remember picture,overlay]
  \\fill[sidebar] ([xshift=\\sidebarx]current page.north west) rectangle (current page.south east);
  \\end{tikzpicture}}
\\begin{document}
{\\fontsize{28}{32}\\selectfont\\bfseries\\color{ink}${p.name}}\\par\\vspace{4pt}
{\\Large\\color{accent}${p.label}}\\par\\vspace{8pt}
\\begin{paracol}{2}
${p.summary ? `${head('Summary')}${p.summary}\\par` : ''}
${head('Experience')}
${p.work
  .map(
    (j) => `{\\bfseries\\large ${j.title}}\\par\\vspace{1pt}
{\\color{accent}${j.company} | ${j.place}}\\hfill{\\small\\color{soft}${j.dates}}\\par
${bullets([...(j.summary ? [j.summary] : []), ...j.bullets])}\\vspace{5pt}`,
  )
  .join('\n')}
${head('Education')}
${p.education
  .map(
    (e) =>
      `{\\bfseries ${e.degree}}\\par\\vspace{1pt}{\\color{accent}${e.school}}\\hfill{\\small\\color{soft}${e.dates}}\\par${e.score ? `{\\small ${e.score}}\\par` : ''}\\vspace{6pt}`,
  )
  .join('\n')}
${p.sections
  .filter((s) => !SIDEBAR_KINDS.has(s.kind))
  .map((s) => `${head(s.heading)}${bullets(s.items.map(itemLine))}`)
  .join('\n')}
\\switchcolumn
{\\small\\raggedright
${sideHead('Contact')}
${contact.map((c) => `${c}\\par\\vspace{3pt}`).join('\n')}
${sideHead('Skills')}
${p.skills.map((g) => `{\\bfseries ${g.name}}\\par\\vspace{1pt}{\\color{soft}${g.terms}}\\par\\vspace{5pt}`).join('\n')}
${p.sections
  .filter((s) => SIDEBAR_KINDS.has(s.kind))
  .map((s) => `${sideHead(s.heading)}${s.items.map((i) => `${sideItem(s, i)}\\par\\vspace{4pt}`).join('\n')}`)
  .join('\n')}
}
\\end{paracol}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 2 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
