// An HTML page with a date column: the name in a light weight with the headline under it and the
// contact details in a right-aligned block beside them; headings in spaced small capitals; each
// entry as a row whose left cell holds the dates (start over end) and whose right cell holds the
// title, 'Company, Place' in grey and bullets drawn with a triangle mark by CSS.
import { bulletsOf, esc, extraSections, formatDate, itemText, linkedinOf, page, placeOf, printPage } from './common.mjs';

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const dates = (s, e) => `${esc(formatDate(s, 'num'))} –<br>${e ? esc(formatDate(e, 'num')) : 'today'}`;
  const row = (left, right) => `<div class="row"><div class="d">${left}</div><div>${right}</div></div>`;
  const h = (t) => `<h2>${esc(t)}</h2>`;
  const css = `body{font-family:'DejaVu Sans',sans-serif;font-size:9.5pt;color:#333;padding:0.55in 0.6in}.top{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px solid #333;padding-bottom:8px}
h1{font-weight:200;font-size:30pt;margin:0}.hl{font-size:11pt;color:#777}.ct{text-align:right;font-size:8.5pt;line-height:1.5}h2{font-variant:small-caps;letter-spacing:3px;font-size:13pt;margin:14px 0 6px;color:#555}
.row{display:grid;grid-template-columns:0.9in 1fr;gap:12px;margin-bottom:7px}.d{color:#888;font-size:8.5pt}.g{color:#777}ul{list-style:none;margin:2px 0;padding-left:12px}li:before{content:'▸';margin-left:-12px;width:12px;display:inline-block}`;
  const body = `<div class="top"><div><h1>${esc(b.name)}</h1><div class="hl">${esc(b.label)}</div></div><div class="ct">${esc(placeOf(person))}<br>${esc(b.phone)}<br>${esc(b.email)}${linkedin ? `<br>${esc(linkedin.url.replace('https://', ''))}` : ''}</div></div>
${b.summary ? `${h('Profile')}<p>${esc(b.summary)}</p>` : ''}
${h('Experience')}${person.work
    .map((j) =>
      row(
        dates(j.startDate, j.endDate),
        `<b>${esc(j.position)}</b><div class="g">${esc(j.name)}, ${esc(j.location)}</div><ul>${bulletsOf(j)
          .map((x) => `<li>${esc(x)}</li>`)
          .join('')}</ul>`,
      ),
    )
    .join('')}
${h('Education')}${person.education.map((e) => row(dates(e.startDate, e.endDate), `<b>${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</b><div class="g">${esc(e.institution)}${e.score ? ` · GPA ${esc(e.score)}` : ''}</div>`)).join('')}
${h('Skills')}${person.skills.map((g) => row(esc(g.name), esc(g.keywords.join(' · ')))).join('')}
${sections.map((s) => `${h(s.heading)}${s.items.map((i) => row(i.date ? esc(formatDate(i.date, 'num')) : '', itemText({ ...i, date: '' }))).join('')}`).join('')}`;
  return printPage(page(css, body), outBase, sections);
}
