// A two-column page set on one baseline grid: the name and headline across the top, then a narrow
// left sidebar (contact, skills one per line, languages, certifications, interests) and a wide main column
// (summary, experience, education, longer sections). Both columns use the same font size and the
// same line height, and every heading and gap is a whole number of lines, so a sidebar line sits
// level with a line of the main column's wrapped bullets. Each job: the title in bold with its
// dates right-aligned on the same row, 'Company · City' under it, then bullets. Sans serif, letter.
import { bulletsOf, esc, extraSections, formatDate, formatRange, linkedinOf, page, placeOf, printPage } from './common.mjs';

const SIDE_KINDS = ['languages', 'certificates', 'interests'];
const LINE = 14; // px of line height: the grid both columns keep

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const side = sections.filter((s) => SIDE_KINDS.includes(s.kind));
  const main = sections.filter((s) => !SIDE_KINDS.includes(s.kind));
  const list = (items) => (items.length ? `<ul>${items.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : '');
  const row = (left, dates) =>
    `<div class="row"><span class="t">${left}</span>${dates ? `<span class="d">${esc(dates)}</span>` : ''}</div>`;
  const job = (j) =>
    `<div class="it">${row(esc(j.position), formatRange(j.startDate, j.endDate, 'mon'))}<div class="sub">${esc(j.name)}${
      j.location ? ` · ${esc(j.location)}` : ''
    }</div>${list(bulletsOf(j))}</div>`;
  const school = (e) =>
    `<div class="it">${row(`${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}`, formatRange(e.startDate, e.endDate, 'year'))}<div class="sub">${esc(
      e.institution,
    )}</div>${e.score ? `<div>GPA ${esc(e.score)}</div>` : ''}</div>`;
  const mainItem = (i) =>
    `<div class="it">${row(`${esc(i.title)}${i.org ? `<span class="o">, ${esc(i.org)}</span>` : ''}`, i.date ? formatDate(i.date, 'mon') : '')}${
      i.text ? `<div>${esc(i.text)}</div>` : ''
    }</div>`;
  const sideLines = (s) =>
    s.items
      .map((i) => {
        if (s.kind === 'interests') return `<div>${esc(i.title)}</div>`;
        if (s.kind === 'languages') return `<div>${esc(i.title)}${i.text ? ` <span class="g">(${esc(i.text)})</span>` : ''}</div>`;
        return `<div class="b">${esc(i.title)}</div>${i.org || i.date ? `<div class="g">${esc(i.org)}${i.org && i.date ? ', ' : ''}${i.date ? esc(formatDate(i.date, 'year')) : ''}</div>` : ''}`;
      })
      .join('');
  const contact = [
    esc(b.phone),
    esc(b.email),
    esc(placeOf(person)),
    ...(linkedin ? [esc(linkedin.url.replace(/^https:\/\/(www\.)?/, ''))] : []),
  ]
    .map((x) => `<div class="wr">${x}</div>`)
    .join('');
  const skills = person.skills
    .flatMap((g) => g.keywords)
    .map((k) => `<div>${esc(k)}</div>`)
    .join('');
  const L = (n) => `${n * LINE}px`;
  const css = `@page{size:letter;margin:0.55in 0 0.6in}
body{font-family:'Liberation Sans',Arimo,Helvetica,Arial,sans-serif;font-size:9.5pt;line-height:${L(1)};color:#262626;padding:0 0.6in}
header{height:${L(4)};margin-bottom:${L(1)};border-bottom:1px solid #8a8a8a}
h1{font-size:22pt;line-height:${L(2)};margin:0;font-weight:700;letter-spacing:0.5px}
.hl{font-size:11pt;line-height:${L(1)};color:#555;margin:0}
.cols{display:flex;gap:0.3in}aside{width:2.25in;flex:none}main{flex:1;min-width:0}
h2{font-size:9.5pt;line-height:${L(1)};margin:0 0 ${L(1)};padding:0;text-transform:uppercase;letter-spacing:1.3px;font-weight:700;color:#2b5672;break-after:avoid}
section{margin-bottom:${L(1)}}
.wr{overflow-wrap:anywhere}.b{font-weight:700}.g{color:#666}
.it{margin-bottom:${L(1)};break-inside:avoid-page}.it:last-child{margin-bottom:0}
.row{display:flex;justify-content:space-between;align-items:baseline;gap:12px}.t{font-weight:700}.o{font-weight:400}.d{white-space:nowrap;color:#444}
.sub{color:#444}
ul{margin:0;padding-left:14px}li{margin:0}
p{margin:0}`;
  const body = `<header><h1>${esc(b.name)}</h1><div class="hl">${esc(b.label)}</div></header>
<div class="cols"><aside>
<section><h2>Contact</h2>${contact}</section>
<section><h2>Skills</h2>${skills}</section>
${side.map((s) => `<section><h2>${esc(s.heading)}</h2>${sideLines(s)}</section>`).join('')}
</aside><main>
${b.summary ? `<section><h2>Profile</h2><p>${esc(b.summary)}</p></section>` : ''}
<section><h2>Experience</h2>${person.work.map(job).join('')}</section>
<section><h2>Education</h2>${person.education.map(school).join('')}</section>
${main.map((s) => `<section><h2>${esc(s.heading)}</h2>${s.items.map(mainItem).join('')}</section>`).join('')}
</main></div>`;
  return printPage(page(css, body), outBase, sections);
}
