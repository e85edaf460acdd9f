// An HTML page in the manner of RenderCV's classic look: the name large and centred, one row of
// contact details separated by wide gaps, section headings in a colour with a rule to the right,
// and each entry as a grid: the company in bold and the title under it on the left, the place and
// the dates right-aligned in a column of their own, then bullets that wrap under the text.
import { bulletsOf, esc, extraSections, formatRange, itemText, linkedinOf, page, placeOf, printPage } from './common.mjs';

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const entry = (left, sub, place, dates, bullets = []) =>
    `<div class="e"><div><b>${left}</b>${sub ? `<br><i>${sub}</i>` : ''}${bullets.length ? `<ul>${bullets.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : ''}</div><div class="r">${place}<br>${dates}</div></div>`;
  const head = (t) => `<h2><span>${esc(t)}</span></h2>`;
  const css = `body{font-family:'DejaVu Serif',serif;font-size:10pt;color:#222;padding:0.6in 0.65in}h1{text-align:center;font-size:26pt;margin:0;color:#004f90;font-weight:normal}
.c{text-align:center;margin:6px 0 8px}.c span{margin:0 10px}h2{color:#004f90;font-size:13pt;margin:12px 0 4px;display:flex;align-items:center;font-weight:bold}
h2:after{content:'';flex:1;border-bottom:1px solid #004f90;margin-left:8px}.e{display:grid;grid-template-columns:1fr 1.6in;gap:10px;margin:4px 0 6px}
.r{text-align:right}ul{margin:2px 0 0;padding-left:16px}li{margin:1px 0}a{color:inherit;text-decoration:none}`;
  const body = `<h1>${esc(b.name)}</h1>
<div class="c"><span>${esc(placeOf(person))}</span><span>${esc(b.email)}</span><span>${esc(b.phone)}</span>${linkedin ? `<span><a href="${esc(linkedin.url)}">${esc(linkedin.username)}</a></span>` : ''}</div>
${b.summary ? `${head('Summary')}<p>${esc(b.summary)}</p>` : ''}
${head('Experience')}${person.work.map((j) => entry(esc(j.name), esc(j.position), esc(j.location), esc(formatRange(j.startDate, j.endDate, 'mon', { dash: ' – ', open: 'present' })), bulletsOf(j))).join('')}
${head('Education')}${person.education.map((e) => entry(esc(e.institution), `${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}`, '', esc(formatRange(e.startDate, e.endDate, 'mon', { dash: ' – ' })), e.score ? [`GPA: ${e.score}`] : [])).join('')}
${head('Skills')}${person.skills.map((g) => `<div><b>${esc(g.name)}:</b> ${esc(g.keywords.join(', '))}</div>`).join('')}
${sections.map((s) => `${head(s.heading)}<ul>${s.items.map((i) => `<li>${itemText(i)}</li>`).join('')}</ul>`).join('')}`;
  return printPage(page(css, body), outBase, sections);
}
