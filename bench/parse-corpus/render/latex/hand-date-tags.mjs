// A hand-written LaTeX resume (article class) in the manner of the public 'developer CV' templates,
// written here from scratch: the name large with the headline beside it, then three small boxes in a
// row (contact lines after Font Awesome icons, profiles, a short summary); entries whose dates sit
// in small coloured rounded tags on the left, the title bold with the employer in the accent colour
// on the same line, the place in grey, then bullets; the skills as rows of rounded tag boxes after
// each group's name. A4, Fira Sans.
import { compileLatex } from './compile.mjs';
import { headingsOf, partsOf, tex } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'num', dash: ' -- ' });
  const head = (t) =>
    `\\par\\vspace{10pt}{\\color{accent}\\rule[0.2ex]{0.5cm}{2pt}}\\hspace{0.25cm}{\\large\\bfseries\\MakeUppercase{${t}}}\\par\\vspace{6pt}`;
  const tag = (text) => `\\datetag{${text}}`;
  const row = (dates, body) => `\\begin{tabularx}{\\linewidth}{@{}p{3.1cm}@{\\hspace{0.3cm}}X@{}}
${dates ? tag(dates) : ''} & ${body}
\\end{tabularx}\\par\\vspace{5pt}`;
  const bullets = (items) =>
    items.length
      ? `\\begin{itemize}[leftmargin=1em,label={\\color{accent}\\faAngleRight},itemsep=0pt,parsep=0pt,topsep=2pt,after=\\vspace*{-\\baselineskip}]${items.map((b) => `\\item ${b}`).join('')}\\end{itemize}`
      : '';
  const box = (title, body, width) => `\\begin{minipage}[t]{${width}\\textwidth}
{\\small\\bfseries\\color{accent}${title}}\\par\\vspace{3pt}
{\\small\\raggedright ${body}\\par}
\\end{minipage}`;
  const profiles = person.basics.profiles.map(
    (pr) =>
      `\\fa${pr.network === 'LinkedIn' ? 'Linkedin' : pr.network === 'GitHub' ? 'Github' : 'Globe'}\\enspace ${tex(pr.url.replace(/^https?:\/\/(www\.)?/, ''))}`,
  );
  if (person.basics.url) profiles.push(`\\faGlobe\\enspace ${tex(person.basics.url.replace(/^https?:\/\/(www\.)?/, ''))}`);
  const source = `\\documentclass[10pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[sfdefault]{FiraSans}
\\usepackage[left=1.5cm,right=1.5cm,top=1.3cm,bottom=1.3cm]{geometry}
\\usepackage{xcolor}
\\usepackage{tikz}
\\usepackage{tabularx}
\\usepackage{enumitem}
\\usepackage{fontawesome5}
\\definecolor{accent}{HTML}{E0484A}
\\definecolor{tagfill}{HTML}{FBE3E3}
\\definecolor{soft}{HTML}{6B6B6B}
\\definecolor{skillfill}{HTML}{EDEDED}
\\newcommand{\\datetag}[1]{\\tikz[baseline=(t.base)]\\node[fill=tagfill,text=accent,rounded corners=3pt,inner xsep=4pt,inner ysep=2pt](t){\\footnotesize\\strut #1};}
\\newcommand{\\skilltag}[1]{\\tikz[baseline=(t.base)]\\node[fill=skillfill,rounded corners=3pt,inner xsep=4pt,inner ysep=2pt](t){\\small\\strut #1};}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
{\\fontsize{26}{30}\\selectfont\\bfseries ${p.name}}\\hspace{0.6cm}{\\Large\\color{soft}${p.label}}\\par
\\vspace{10pt}
${box(
  'Contact',
  [`\\faPhone*\\enspace ${p.phone}`, `\\faEnvelope\\enspace ${p.email}`, `\\faMapMarker*\\enspace ${p.place}`].join('\\\\'),
  0.3,
)}\\hfill
${box('Profiles', profiles.length ? profiles.join('\\\\') : '', 0.32)}\\hfill
${box('About', p.summary, 0.34)}\\par
\\vspace{4pt}{\\color{skillfill}\\rule{\\textwidth}{1pt}}\\par
${head('Experience')}
${p.work
  .map((j) =>
    row(
      j.dates,
      `{\\bfseries ${j.title}}\\enspace{\\color{accent}${j.company}}\\hfill{\\small\\color{soft}${j.place}}${bullets([...(j.summary ? [j.summary] : []), ...j.bullets])}`,
    ),
  )
  .join('\n')}
${head('Education')}
${p.education.map((e) => row(e.dates, `{\\bfseries ${e.degree}}\\enspace{\\color{accent}${e.school}}${e.score ? `\\newline{\\small\\color{soft}${e.score}}` : ''}`)).join('\n')}
${head('Skills')}
${p.skills
  .map((g) =>
    row(
      '',
      `{\\bfseries ${g.name}}\\enspace ${person.skills
        .find((s) => tex(s.name) === g.name)
        .keywords.map((k) => `\\skilltag{${tex(k)}}`)
        .join(' ')}`,
    ),
  )
  .join('\n')}
${p.sections
  .map(
    (s) =>
      `${head(s.heading)}${s.items
        .map((i) =>
          row(
            i.date,
            `{\\bfseries ${i.title}}${i.org ? `\\enspace{\\color{accent}${i.org}}` : ''}${i.text ? `${i.org ? '\\newline ' : ' -- '}${i.text}` : ''}`,
          ),
        )
        .join('\n')}`,
  )
  .join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 1 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
