// A hand-written two-column LaTeX resume (article class) after the popular 'AltaCV'-style
// template: the name large and bold with the headline in colour under it and a row of contact
// items, each after a small icon; then two columns of about 60 and 40 per cent (paracol). Section
// headings are coloured capitals over a thin rule across the column. Under each job title the
// employer is printed in the accent colour, then one small meta line: a calendar icon and the
// dates, a map-marker icon and the place (fontawesome5); bullets follow. Skills are framed tags
// (tcolorbox boxes set in the line) that flow several to a line. Education, skills and the short
// sections fill the right column. pdflatex, A4, Fira Sans.
import { compileLatex } from './compile.mjs';
import { formatDate, headingsOf, partsOf, tex } from './hand-common.mjs';

export function render(person, outBase) {
  const p = partsOf(person, { dateStyle: 'mon', dash: ' -- ', open: 'Ongoing' });
  const head = (t) => `\\cvsection{${t}}`;
  const rightKinds = ['awards', 'certificates', 'languages', 'interests'];
  const right = p.sections.filter((s) => rightKinds.includes(s.kind));
  const left = p.sections.filter((s) => !rightKinds.includes(s.kind));
  const contact = [
    `\\faEnvelope[regular]~\\href{mailto:${p.email}}{${p.email}}`,
    `\\faPhone*~${p.phone}`,
    `\\faMapMarker*~${p.place}`,
    ...(p.linkedin ? [`\\faLinkedin~\\href{${p.linkedinUrl}}{${p.linkedin}}`] : []),
  ].join('\\hspace{1.4em}');
  const meta = (dates, place) =>
    `\\cvmeta{${dates ? `\\faCalendar[regular]~${dates}` : ''}${dates && place ? '\\hspace{1.2em}' : ''}${place ? `\\faMapMarker*~${place}` : ''}}`;
  const leftItem = (s, i, k) => {
    const date = s.kind === 'projects' ? tex(formatDate(person.projects[k].startDate, 'mon')) : i.date;
    return `\\cvevent{${i.title}}{${i.org}}\n${meta(date, '')}${i.text ? `\n${i.text}\\par` : ''}\\cvdivider`;
  };
  const tags = (terms) => terms.map((t) => `\\cvtag{${tex(t)}}`).join(' ');
  const source = `\\documentclass[10pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage[sfdefault,lf]{FiraSans}
\\usepackage[margin=1.25cm,top=1.1cm,bottom=1.1cm]{geometry}
\\usepackage{xcolor}
\\usepackage{fontawesome5}
\\usepackage[most]{tcolorbox}
\\usepackage{paracol}
\\usepackage{enumitem}
\\usepackage[hidelinks]{hyperref}
\\definecolor{accent}{HTML}{8F0D0D}
\\definecolor{heading}{HTML}{3B3B3B}
\\definecolor{meta}{HTML}{666666}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\setlength{\\columnsep}{1.4em}
\\columnratio{0.6}
\\setlist[itemize]{leftmargin=1.1em,topsep=2pt,itemsep=1pt,parsep=0pt,label={\\color{accent}\\textbullet}}
% Headings in coloured capitals over a rule; an event title with its employer in the accent colour;
% the meta line in small grey type; skills as framed tags in the flow of the line.
\\newcommand{\\cvsection}[1]{\\par\\vspace{10pt}{\\color{heading}\\Large\\bfseries\\MakeUppercase{#1}}\\par\\vspace{-2pt}{\\color{heading}\\rule{\\linewidth}{0.8pt}}\\par\\vspace{4pt}}
\\newcommand{\\cvevent}[2]{{\\large\\bfseries #1}\\par\\ifx&#2&\\else{\\color{accent}\\bfseries #2}\\par\\fi}
\\newcommand{\\cvmeta}[1]{{\\small\\color{meta}#1}\\par\\vspace{2pt}}
\\newcommand{\\cvdivider}{\\par\\vspace{3pt}{\\color{meta!50}\\hdashrule}\\par\\vspace{3pt}}
\\newcommand{\\hdashrule}{\\leavevmode\\leaders\\hbox to 4pt{\\hss\\rule{2pt}{0.3pt}\\hss}\\hfill\\kern0pt}
\\newtcbox{\\cvtag}{on line,colframe=meta,colback=white,boxrule=0.5pt,arc=2pt,left=3pt,right=3pt,top=1pt,bottom=1pt,boxsep=0pt,fontupper=\\small}
\\begin{document}
{\\fontsize{28}{32}\\selectfont\\bfseries\\MakeUppercase{${p.name}}}\\par\\vspace{4pt}
{\\large\\color{accent}\\bfseries ${p.label}}\\par\\vspace{6pt}
{\\small ${contact}}\\par
\\vspace{4pt}
\\begin{paracol}{2}
${p.summary ? `${head('Summary')}\n${p.summary}\\par` : ''}
${head('Experience')}
${p.work
  .map(
    (j) => `\\cvevent{${j.title}}{${j.company}}
${meta(j.dates, j.place)}
\\begin{itemize}${[...(j.summary ? [j.summary] : []), ...j.bullets].map((b) => `\\item ${b}`).join('\n')}\\end{itemize}\\cvdivider`,
  )
  .join('\n')}
${left.map((s) => `${head(s.heading)}\n${s.items.map((i, k) => leftItem(s, i, k)).join('\n')}`).join('\n')}
\\switchcolumn
${head('Education')}
${p.education
  .map((e) => `\\cvevent{${e.degree}}{${e.school}}\n${meta(e.dates, '')}${e.score ? `${e.score}\\par` : ''}\\cvdivider`)
  .join('\n')}
${head('Skills')}
${person.skills.map((g) => `{\\bfseries ${tex(g.name)}}\\par\\vspace{2pt}{\\setlength{\\baselineskip}{17pt}${tags(g.keywords)}\\par}\\vspace{5pt}`).join('\n')}
${right
  .map(
    (s) =>
      `${head(s.heading)}\n${s.items
        .map(
          (i) =>
            `{\\bfseries ${i.title}}${i.text ? ` -- ${i.text}` : ''}\\par${i.org || i.date ? `{\\small\\color{meta}${[i.org, i.date].filter(Boolean).join(', ')}}\\par` : ''}\\vspace{3pt}`,
        )
        .join('\n')}`,
  )
  .join('\n')}
\\end{paracol}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 1 });
  return { files: [pdf], headings: headingsOf(p.sections) };
}
