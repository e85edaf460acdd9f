// A Canva-like design with a full-width banner (the name and headline on a dark band, contact
// details in a row under it), then two columns: experience and projects on the left, a right
// column of skills (grouped, as tags), education and awards. Dates sit above each job in a small
// coloured line; the company follows the title after an at-sign.
import { bulletsOf, esc, extraSections, formatRange, itemText, linkedinOf, page, placeOf, printPage } from './common.mjs';

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const right = sections.filter((s) => ['awards', 'certificates', 'languages', 'interests'].includes(s.kind));
  const left = sections.filter((s) => !right.includes(s));
  const h = (t) => `<h2>${esc(t)}</h2>`;
  const css = `body{font-family:'Liberation Sans',Arial,sans-serif;font-size:9.5pt;color:#222}.banner{background:#1d3557;color:#fff;padding:0.45in 0.5in 0.25in}
.banner h1{margin:0;font-size:28pt}.banner div{font-size:12pt;color:#a8dadc;margin-top:4px}.contact{display:flex;gap:18px;padding:8px 0.5in;background:#f1faee;font-size:9pt}
.cols{display:flex;gap:0.3in;padding:0.2in 0.5in}.l{flex:1.8}.r{flex:1}h2{color:#e63946;font-size:12pt;margin:12px 0 6px;text-transform:uppercase}
.d{color:#457b9d;font-size:8.5pt}.job{margin-bottom:9px}ul{margin:2px 0;padding-left:15px}.tag{display:inline-block;background:#e8eef4;border-radius:3px;padding:1px 5px;margin:2px 2px}`;
  const body = `<div class="banner"><h1>${esc(b.name)}</h1><div>${esc(b.label)}</div></div>
<div class="contact"><span>${esc(b.email)}</span><span>${esc(b.phone)}</span><span>${esc(placeOf(person))}</span>${linkedin ? `<span>${esc(linkedin.url)}</span>` : ''}</div>
<div class="cols"><div class="l">${b.summary ? `${h('About me')}<p>${esc(b.summary)}</p>` : ''}
${h('Experience')}${person.work
    .map(
      (j) =>
        `<div class="job"><div class="d">${esc(formatRange(j.startDate, j.endDate, 'mon', { dash: ' — ' }))} · ${esc(j.location)}</div><b>${esc(j.position)}</b> @ ${esc(j.name)}<ul>${bulletsOf(
          j,
        )
          .map((x) => `<li>${esc(x)}</li>`)
          .join('')}</ul></div>`,
    )
    .join('')}
${left.map((s) => `${h(s.heading)}<ul>${s.items.map((i) => `<li>${itemText(i)}</li>`).join('')}</ul>`).join('')}</div>
<div class="r">${h('Skills')}${person.skills.map((g) => `<p><b>${esc(g.name)}</b><br>${g.keywords.map((k) => `<span class="tag">${esc(k)}</span>`).join(' ')}</p>`).join('')}
${h('Education')}${person.education.map((e) => `<p><b>${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</b><br>${esc(e.institution)}<br><span class="d">${esc(formatRange(e.startDate, e.endDate, 'year', { dash: ' — ' }))}</span></p>`).join('')}
${right.map((s) => `${h(s.heading)}${s.items.map((i) => `<p>${itemText(i)}</p>`).join('')}`).join('')}</div></div>`;
  return printPage(page(css, body), outBase, sections);
}
