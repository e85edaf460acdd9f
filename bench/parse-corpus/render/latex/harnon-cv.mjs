// harnon-cv (TeX Live): name, e-mail and number top left, the address flush right, a rule, then
// section headers in large grey type and a timeline: the year range in a narrow left column with a
// dotted leader into a grey bar, each entry's title, company and bullets to its right. The class asks
// for the Cantarell font package (texlive-fonts-extra, not installed): a stand-in keeps the default
// sans face, in Latin Modern (scalable, so its dashes extract as text).
import { extraSections, formatRange, formatDate, headingsOf, linkedinOf } from '../dates.mjs';
import { compileLatex, tex } from './compile.mjs';

const CANTARELL_STAND_IN = '\\ProvidesPackage{cantarell}\\DeclareOption*{}\\ProcessOptions\\renewcommand{\\familydefault}{\\sfdefault}\n';

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const range = (s, e) => tex(formatRange(s, e, 'year', { dash: '--' }));
  // The class pulls each item up by 1 cm (its own examples separate items with space); without it
  // an entry's last lines overprint the next one's title.
  const item = (label, text) => `\\timelineitem{${label}}{${text}}\\par\\vspace{1cm}`;
  const body = [
    '\\addheadertext{Experience}',
    '\\starttimeline',
    ...person.work.map((job) =>
      item(
        range(job.startDate, job.endDate),
        `\\addsubheader{${tex(job.position)}}\\addcallout{${tex(job.name)}, ${tex(job.location)}}\\\\[1mm]
${job.highlights.map((h) => `\\addtimelinebullet{${tex(h)}}`).join('\n')}`,
      ),
    ),
    '\\stoptimeline',
    '\\addheadertext{Education}',
    '\\starttimeline',
    ...person.education.map((e) =>
      item(
        range(e.startDate, e.endDate),
        `\\addsubheader{${tex(e.studyType)}${e.area ? ` in ${tex(e.area)}` : ''}}\\addcallout{${tex(e.institution)}}`,
      ),
    ),
    '\\stoptimeline',
    '\\addheadertext{Skills}',
    ...person.skills.map((g) => `\\noindent\\textbf{${tex(g.name)}:} ${tex(g.keywords.join(', '))}\\par`),
    ...sections.map(
      (s) =>
        `\\addheadertext{${s.heading}}\n\\begin{itemize}${s.items.map((i) => `\\listitem{${tex(i.title)}}${i.org ? tex(i.org) : ''}${i.date ? ` (${tex(formatDate(i.date, 'year'))})` : ''}`).join('\n')}\\end{itemize}`,
    ),
  ];
  const source = `\\documentclass{harnon-cv}
\\usepackage[utf8]{inputenc}
\\usepackage{lmodern}
\\usepackage{url}
\\yourname{${tex(b.name)}}
\\youremail{${tex(b.email)}}
\\yournumber{${tex(b.phone)}}
${linkedin ? `\\yourwebsite{linkedin.com/in/${tex(linkedin.username)}}` : ''}
\\youraddress{${tex(b.location.city)}, ${tex(b.location.region)}}
${b.summary ? `\\recenthistory{${tex(b.summary)}}` : ''}
\\begin{document}
\\maketitle
${body.join('\n')}
\\end{document}
`;
  const pdf = `${outBase}.pdf`;
  compileLatex(source, pdf, { runs: 1, files: { 'cantarell.sty': CANTARELL_STAND_IN } });
  return { files: [pdf], headings: headingsOf(sections) };
}
