// An HTML page in the manner of the online Europass editor's PDF (2020 on): the name in a blue band
// with labelled details ('Email address:', 'Phone number:', 'Home:'), headings in capitals with a
// rule, and entries whose first line is the dates as DD/MM/YYYY – CURRENT with the place after a
// bar, then the title in bold capitals, the employer and its bullets; skills as 'Label: value'.
import { bulletsOf, esc, extraSections, formatRange, itemText, linkedinOf, page, placeOf, printPage } from './common.mjs';

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const dmy = (s, e) => esc(formatRange(s, e, 'dmy', { dash: ' – ', open: 'CURRENT' }));
  const h = (t) => `<h2>${esc(t.toUpperCase())}</h2>`;
  const css = `body{font-family:'Liberation Sans',Arial,sans-serif;font-size:9.5pt;color:#222;padding:0.5in 0.6in}.band{background:#e8eef8;padding:12px 16px;border-left:6px solid #003399}
h1{margin:0 0 6px;font-size:20pt;color:#003399}.band span{margin-right:14px}.band b{color:#003399}h2{color:#003399;font-size:11pt;border-bottom:1px solid #003399;margin:16px 0 6px;padding-bottom:2px}
.dl{font-size:8.5pt;color:#555}.t{font-weight:bold;text-transform:uppercase;margin-top:2px}.o{margin-bottom:2px}ul{margin:2px 0 8px;padding-left:16px}`;
  const body = `<div class="band"><h1>${esc(b.name)}</h1>
<span><b>Email address:</b> ${esc(b.email)}</span><span><b>Phone number:</b> ${esc(b.phone)}</span><br>${linkedin ? `<span><b>LinkedIn:</b> ${esc(linkedin.url)}</span>` : ''}<span><b>Home:</b> ${esc(placeOf(person))}</span></div>
${b.summary ? `${h('About myself')}<p>${esc(b.summary)}</p>` : ''}
${h('Work experience')}${person.work
    .map(
      (j) =>
        `<div class="dl">${dmy(j.startDate, j.endDate)} | ${esc(j.location)}</div><div class="t">${esc(j.position)}</div><div class="o">${esc(j.name)}</div><ul>${bulletsOf(
          j,
        )
          .map((x) => `<li>${esc(x)}</li>`)
          .join('')}</ul>`,
    )
    .join('')}
${h('Education and training')}${person.education.map((e) => `<div class="dl">${dmy(e.startDate, e.endDate)}</div><div class="t">${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</div><div class="o">${esc(e.institution)}</div>${e.score ? `<div><b>Final grade:</b> ${esc(e.score)}</div>` : ''}<br>`).join('')}
${h('Digital skills')}${person.skills.map((g) => `<div><b>${esc(g.name)}:</b> ${esc(g.keywords.join(' | '))}</div>`).join('')}
${sections.map((s) => `${h(s.heading)}${s.items.map((i) => `<div class="o">${itemText(i)}</div>`).join('')}`).join('')}`;
  return printPage(page(css, body), outBase, sections);
}
