// A one-column page: the name, headline and a contact line centred at the top, then ruled section
// headings. Each job's first line holds the title in bold and the employer in regular weight with
// only a space between them (no comma or bar), the dates right-aligned on the same line in small
// grey type; the next line the place in italics; then bullets. Education the same way (degree bold,
// school regular). Serif body, letter.
import { bulletsOf, esc, extraSections, formatDate, formatRange, linkedinOf, page, placeOf, printPage } from './common.mjs';

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const list = (items) => (items.length ? `<ul>${items.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : '');
  const row = (bold, plain, dates) =>
    `<div class="row"><span><b>${bold}</b> ${plain}</span>${dates ? `<span class="d">${esc(dates)}</span>` : ''}</div>`;
  const job = (j) =>
    `<div class="it">${row(esc(j.position), esc(j.name), formatRange(j.startDate, j.endDate, 'month'))}${
      j.location ? `<div class="pl">${esc(j.location)}</div>` : ''
    }${list(bulletsOf(j))}</div>`;
  const school = (e) =>
    `<div class="it">${row(`${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}`, esc(e.institution), formatRange(e.startDate, e.endDate, 'month'))}${
      e.score ? `<ul><li>GPA ${esc(e.score)}</li></ul>` : ''
    }</div>`;
  const extra = (s) => {
    if (s.kind === 'languages') return `<p>${s.items.map((i) => `${esc(i.title)}${i.text ? ` (${esc(i.text)})` : ''}`).join(' · ')}</p>`;
    if (s.kind === 'interests') return `<p>${s.items.map((i) => esc(i.title)).join(' · ')}</p>`;
    return s.items
      .map(
        (i) =>
          `<div class="it sm">${row(esc(i.title), esc(i.org), i.date ? formatDate(i.date, 'month') : '')}${i.text ? `<div class="tx">${esc(i.text)}</div>` : ''}</div>`,
      )
      .join('');
  };
  const contact = [
    esc(placeOf(person)),
    esc(b.phone),
    esc(b.email),
    ...(linkedin ? [esc(linkedin.url.replace(/^https:\/\/(www\.)?/, ''))] : []),
  ].join('<span class="sep">•</span>');
  const skills = person.skills.map((g) => `<div><b>${esc(g.name)}:</b> ${g.keywords.map(esc).join(', ')}</div>`).join('');
  const css = `@page{size:letter;margin:0.6in 0 0.6in}
body{font-family:'Liberation Serif','Tinos','Times New Roman',serif;font-size:10.5pt;line-height:1.3;color:#1b1b1b;padding:0 0.75in}
header{text-align:center;margin-bottom:10px}h1{font-size:21pt;margin:0;font-weight:700;letter-spacing:0.6px}
.hl{font-size:11.5pt;font-style:italic;margin:2px 0 4px}.ct{font-size:9.5pt}.sep{margin:0 7px;color:#777}
h2{font-size:11pt;text-transform:uppercase;letter-spacing:1px;margin:12px 0 5px;padding-bottom:2px;border-bottom:1px solid #333;break-after:avoid}
.it{margin-bottom:8px;break-inside:avoid-page}.it.sm{margin-bottom:4px}
.row{display:flex;justify-content:space-between;align-items:baseline;gap:12px}
.d{font-size:8.5pt;color:#6b6b6b;white-space:nowrap}
.pl{font-style:italic;color:#333}.tx{color:#333}
ul{margin:2px 0 0;padding-left:18px}li{margin:0 0 1px}p{margin:0}`;
  const body = `<header><h1>${esc(b.name)}</h1><div class="hl">${esc(b.label)}</div><div class="ct">${contact}</div></header>
${b.summary ? `<h2>Summary</h2><p>${esc(b.summary)}</p>` : ''}
<h2>Experience</h2>${person.work.map(job).join('')}
<h2>Education</h2>${person.education.map(school).join('')}
<h2>Skills</h2>${skills}
${sections.map((s) => `<h2>${esc(s.heading)}</h2>${extra(s)}`).join('')}`;
  return printPage(page(css, body), outBase, sections);
}
