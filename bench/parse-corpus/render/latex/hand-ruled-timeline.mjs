// A hand-written LaTeX resume (article class) in the manner of the public 'timeline' CVs, written
// here from scratch: the name in large small capitals over the headline and a contact line; each
// section heading in letter-spaced small capitals across the page; under it a thin vertical rule
// runs down the page a third of the way in (a breakable tcolorbox whose only border is its left
// one), with a small dot on the rule at each entry. The dates ('2019 -- 2022', or numeric months
// '03/2019 -- 06/2022' for some people) sit left of the rule on the entry's first line; right of
// it the title bold, the employer in italics with the place, then bullets. Skill groups and other
// labels sit left of the rule the same way, without a dot. A4, 10pt, Libertine.
import { compileLatex } from './compile.mjs';
import { headingsOf, partsOf } from './hand-common.mjs';

export function render(person, outBase) {
  const numeric = person.seed % 2 === 1;
  const p = partsOf(person, { dateStyle: numeric ? 'num' : 'year', dash: ' -- ' });
  const head = (t) => `\\tlsection{${t.replace(/ /g, '\\enspace ')}}`; // a word space wide enough to show between spaced letters
  const bullets = (items) =>
    items.length
      ? `\\begin{itemize}[leftmargin=1.1em,label={\\footnotesize\\textbullet},itemsep=0pt,parsep=0pt,topsep=2pt]${items.map((b) => `\n\\item ${b}`).join('')}\n\\end{itemize}`
      : '';
  const timeline = (entries) => `\\begin{timeline}\n${entries.join('\n\\tlgap\n')}\n\\end{timeline}`;
  const contact = [
    p.place,
    p.phone,
    `\\href{mailto:${person.basics.email}}{${p.email}}`,
    ...(p.linkedin ? [`\\href{${p.linkedinUrl}}{${p.linkedin}}`] : []),
  ];
  const sections = p.sections.map((s) => ({ ...s, heading: s.kind === 'volunteer' ? 'Volunteer Work' : s.heading }));
  const extra = (s) =>
    timeline(
      s.items.map((i) => {
        if (s.kind === 'languages') return `\\tllabel{${i.title}}${i.text}`;
        if (s.kind === 'interests') return `\\tllabel{}${i.title}`;
        const body = `{\\bfseries ${i.title}}${i.org ? `\\\\{\\itshape ${i.org}}` : ''}${i.text ? `\\\\${i.text}` : ''}`;
        return i.date ? `\\tlentry{${i.date}}${body}` : `\\tllabel{}${body}`;
      }),
    );
  const source = `\\documentclass[10pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{libertine}
\\usepackage[left=1.8cm,right=1.8cm,top=1.6cm,bottom=1.6cm]{geometry}
\\usepackage[letterspace=160]{microtype}
\\usepackage{xcolor}
\\usepackage[most]{tcolorbox}
\\usepackage{tikz}
\\usepackage{enumitem}
\\usepackage{needspace}
\\usepackage[hidelinks]{hyperref}
\\definecolor{rulecol}{HTML}{9AA5B1}
\\definecolor{dotcol}{HTML}{3B4A5A}
\\definecolor{datecol}{HTML}{4A4A4A}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
% Where the rule runs (a third of the text width in) and how far text keeps off it.
\\newlength{\\tlleft}\\setlength{\\tlleft}{0.3\\textwidth}
\\newlength{\\tlpad}\\setlength{\\tlpad}{14pt}
\\newtcolorbox{timeline}{enhanced,breakable,frame hidden,interior hidden,arc=0pt,outer arc=0pt,
  borderline west={0.8pt}{0pt}{rulecol},enlarge left by=\\tlleft,width=\\linewidth-\\tlleft,
  left=\\tlpad,right=0pt,top=3pt,bottom=3pt,boxsep=0pt,before skip=4pt,after skip=6pt}
% The dates right-aligned left of the rule, then a dot on the rule, then the entry.
\\newcommand{\\tlentry}[1]{\\leavevmode\\llap{\\makebox[\\tlleft][r]{{\\color{datecol}#1}\\hspace{16pt}}%
  \\tikz[baseline=-0.55ex]\\fill[dotcol] (0,0) circle (2.4pt);\\hspace{\\dimexpr\\tlpad-2.8pt\\relax}}}
\\newcommand{\\tllabel}[1]{\\leavevmode\\llap{\\makebox[\\tlleft][r]{{\\bfseries #1}\\hspace{16pt}}\\hspace{\\tlpad}}}
\\newcommand{\\tlgap}{\\par\\vspace{7pt}}
\\newcommand{\\tlsection}[1]{\\par\\needspace{5\\baselineskip}\\vspace{8pt}{\\large\\scshape\\textls{#1}}\\par\\vspace{1pt}{\\color{rulecol}\\rule{\\linewidth}{0.4pt}}\\par}
\\begin{document}
{\\fontsize{26}{30}\\selectfont\\scshape ${p.name}}\\par\\vspace{3pt}
{\\large\\itshape ${p.label}}\\par\\vspace{4pt}
${contact.join(' \\quad\\textperiodcentered\\quad ')}\\par\\vspace{4pt}
${p.summary ? `${head('Profile')}\\vspace{4pt}${p.summary}\\par` : ''}
${head('Experience')}
${timeline(
  p.work.map(
    (j) => `\\tlentry{${j.dates}}{\\bfseries ${j.title}}\\\\
{\\itshape ${j.company}}, ${j.place}
${bullets([...(j.summary ? [j.summary] : []), ...j.bullets])}`,
  ),
)}
${head('Education')}
${timeline(
  p.education.map((e) => `\\tlentry{${e.dates}}{\\bfseries ${e.degree}}\\\\{\\itshape ${e.school}}${e.score ? `\\\\${e.score}` : ''}`),
)}
${head('Skills')}
${timeline(p.skills.map((g) => `\\tllabel{${g.name}}${g.terms}`))}
${sections.map((s) => `${head(s.heading)}\n${extra(s)}`).join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 1 });
  return { files: [pdf], headings: headingsOf(sections) };
}
