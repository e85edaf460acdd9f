// A Canva-like two-column design: a coloured sidebar down the whole left of the page (contact
// lines with symbols, education, skills as a list, languages), and on the right the name in
// spaced capitals, the headline, a profile and the experience (title in capitals, then 'Company |
// dates', bullets). Sections in the sidebar are short, so it ends well above the main column.
import { bulletsOf, esc, extraSections, formatRange, itemText, linkedinOf, page, placeOf, printPage } from './common.mjs';

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const side = sections.filter((s) => ['languages', 'interests', 'certificates', 'awards'].includes(s.kind));
  const main = sections.filter((s) => !side.includes(s));
  const sh = (t) => `<h3>${esc(t.toUpperCase())}</h3>`;
  const mh = (t) => `<h2>${esc(t.toUpperCase())}</h2>`;
  const css = `body{font-family:'DejaVu Sans',sans-serif;font-size:9.5pt;color:#333}.wrap{display:flex;min-height:11in}
.side{width:2.6in;background:#2f3e46;color:#f0f0f0;padding:0.5in 0.25in}.main{flex:1;padding:0.5in 0.4in}
h1{font-size:24pt;letter-spacing:4px;margin:0;font-weight:bold}.label{font-size:12pt;letter-spacing:2px;color:#52796f;margin:4px 0 14px}
h2{font-size:11pt;letter-spacing:2px;border-bottom:2px solid #52796f;padding-bottom:2px;margin:14px 0 6px}h3{font-size:10.5pt;letter-spacing:2px;margin:16px 0 6px;border-bottom:1px solid #cad2c5}
.side p{margin:3px 0}ul{margin:3px 0;padding-left:14px}.job{margin-bottom:8px}.t{font-weight:bold}.m{color:#52796f;font-size:9pt}`;
  const body = `<div class="wrap"><div class="side">
${sh('Contact')}<p>☎ ${esc(b.phone)}</p><p>✉ ${esc(b.email)}</p><p>⌂ ${esc(placeOf(person))}</p>${linkedin ? `<p>in ${esc(linkedin.url.replace('https://www.', ''))}</p>` : ''}
${sh('Education')}${person.education.map((e) => `<p><b>${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</b></p><p>${esc(e.institution)}</p><p>${esc(formatRange(e.startDate, e.endDate, 'year', { dash: ' - ' }))}</p>${e.score ? `<p>GPA ${esc(e.score)}</p>` : ''}<br>`).join('')}
${sh('Skills')}<ul>${person.skills
    .flatMap((g) => g.keywords)
    .map((k) => `<li>${esc(k)}</li>`)
    .join('')}</ul>
${side.map((s) => `${sh(s.heading)}${s.items.map((i) => `<p>${itemText(i)}</p>`).join('')}`).join('')}
</div><div class="main"><h1>${esc(b.name.toUpperCase())}</h1><div class="label">${esc(b.label.toUpperCase())}</div>
${b.summary ? `${mh('Profile')}<p>${esc(b.summary)}</p>` : ''}
${mh('Work Experience')}${person.work
    .map(
      (j) =>
        `<div class="job"><div class="t">${esc(j.position.toUpperCase())}</div><div class="m">${esc(j.name)} | ${esc(j.location)} | ${esc(formatRange(j.startDate, j.endDate, 'mon', { dash: ' - ' }))}</div><ul>${bulletsOf(
          j,
        )
          .map((x) => `<li>${esc(x)}</li>`)
          .join('')}</ul></div>`,
    )
    .join('')}
${main.map((s) => `${mh(s.heading)}<ul>${s.items.map((i) => `<li>${itemText(i)}</li>`).join('')}</ul>`).join('')}
</div></div>`;
  return printPage(page(css, body), outBase, sections);
}
