// A Canva-like page with a photo sidebar: a round photo placeholder at the top of a pale left
// column, under it the contact details each after a small symbol (the LinkedIn address without its
// scheme), education with the years on their own line above the degree, skills with level bars
// and languages; on the right the first name over the last name in large capitals, the headline,
// a profile and the experience (dates and employer on one line above the title in bold).
import { bulletsOf, esc, extraSections, formatRange, itemText, linkedinOf, page, placeOf, printPage } from './common.mjs';

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const side = sections.filter((s) => ['languages', 'interests', 'certificates'].includes(s.kind));
  const main = sections.filter((s) => !side.includes(s));
  const [first, ...rest] = b.name.split(' ');
  const sh = (t) => `<h3>${esc(t)}</h3>`;
  const mh = (t) => `<h2>${esc(t)}</h2>`;
  const css = `body{font-family:'Liberation Sans',Arial,sans-serif;font-size:9.5pt;color:#3a3a3a}.wrap{display:flex;min-height:11in}
.side{width:2.5in;background:#f1ece4;padding:0.45in 0.3in}.main{flex:1;padding:0.55in 0.45in}
.photo{width:1.5in;height:1.5in;border-radius:50%;background:#cbbfae;margin:0 auto 18px}
h1{font-size:30pt;line-height:1.05;margin:0;letter-spacing:2px;font-weight:bold;color:#4a3f35}.label{font-size:11pt;letter-spacing:3px;margin:8px 0 16px;color:#8a7560}
h2{font-size:12pt;letter-spacing:2px;margin:16px 0 6px;color:#4a3f35;text-transform:uppercase}h3{font-size:11pt;margin:16px 0 6px;color:#4a3f35;text-transform:uppercase;letter-spacing:1px}
.side p{margin:3px 0}.yr{font-size:8.5pt;color:#8a7560}.bar{height:5px;background:#ddd3c6;margin:2px 0 6px}.bar i{display:block;height:5px;background:#8a7560}
ul{margin:3px 0;padding-left:14px}.job{margin-bottom:9px}.m{color:#8a7560;font-size:9pt}.t{font-weight:bold;font-size:10pt}`;
  const body = `<div class="wrap"><div class="side"><div class="photo"></div>
${sh('Contact')}<p>☏ ${esc(b.phone)}</p><p>✉ ${esc(b.email)}</p><p>⌂ ${esc(placeOf(person))}</p>${linkedin ? `<p>in ${esc(linkedin.url.replace(/^https:\/\/(www\.)?/, ''))}</p>` : ''}
${sh('Education')}${person.education.map((e) => `<p class="yr">${esc(formatRange(e.startDate, e.endDate, 'year', { dash: ' - ' }))}</p><p><b>${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</b></p><p>${esc(e.institution)}</p>${e.score ? `<p>GPA ${esc(e.score)}</p>` : ''}<br>`).join('')}
${sh('Skills')}${person.skills
    .flatMap((g) => g.keywords)
    .map((k, i) => `<p>${esc(k)}</p><div class="bar"><i style="width:${90 - ((i * 13) % 40)}%"></i></div>`)
    .join('')}
${side.map((s) => `${sh(s.heading)}${s.items.map((i) => `<p>${itemText(i)}</p>`).join('')}`).join('')}
</div><div class="main"><h1>${esc(first.toUpperCase())}<br>${esc(rest.join(' ').toUpperCase())}</h1><div class="label">${esc(b.label.toUpperCase())}</div>
${b.summary ? `${mh('Profile')}<p>${esc(b.summary)}</p>` : ''}
${mh('Experience')}${person.work
    .map(
      (j) =>
        `<div class="job"><div class="m">${esc(formatRange(j.startDate, j.endDate, 'mon', { dash: ' - ' }))} | ${esc(j.name)}, ${esc(j.location)}</div><div class="t">${esc(j.position)}</div><ul>${bulletsOf(
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
