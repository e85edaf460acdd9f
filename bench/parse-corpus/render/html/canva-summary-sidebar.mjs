// A page in the manner of online design tools' templates with the profile in the sidebar: the name
// centred over a centred line of contact details; a left column with the profile text, languages and
// skills as tags; a right column of jobs and schools, each with its title in capitals, the employer
// and place in italics, and its dates joined by an arrow ('Mar 2019 → Present').
import { bulletsOf, esc, extraSections, formatRange, itemText, linkedinOf, page, placeOf, printPage } from './common.mjs';

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const block = (title, inner) => `<div class="bl"><h2>${esc(title)}</h2>${inner}</div>`;
  const range = (s, e) => formatRange(s, e, 'mon', { dash: ' → ' });
  const job = (j) =>
    `<div class="j"><div class="t">${esc(j.position.toUpperCase())}</div><div class="s">${esc(j.name)} — ${esc(j.location)}</div><div class="d">${esc(
      range(j.startDate, j.endDate),
    )}</div><ul>${bulletsOf(j)
      .map((x) => `<li>${esc(x)}</li>`)
      .join('')}</ul></div>`;
  const school = (e) =>
    `<div class="j"><div class="t">${esc(`${e.studyType}${e.area ? ` in ${e.area}` : ''}`.toUpperCase())}</div><div class="s">${esc(e.institution)}</div><div class="d">${esc(
      range(e.startDate, e.endDate),
    )}</div></div>`;
  const css = `body{font-family:'Liberation Sans',Arial,sans-serif;font-size:9.5pt;color:#2d2d2d;padding:0.5in 0.55in}
.nm{text-align:center;font-size:26pt;letter-spacing:0.05em}.hl{text-align:center;color:#8a5a83;font-size:11pt;margin:2px 0 6px}
.c{text-align:center;font-size:8.5pt;color:#555;margin-bottom:18px}.c span{margin:0 7px}
.g{display:grid;grid-template-columns:2.1in 1fr;column-gap:0.35in}h2{font-size:11pt;color:#8a5a83;border-bottom:1px solid #d9c3d5;margin:0 0 7px;padding-bottom:2px}
.bl{margin-bottom:14px}.tags span{display:inline-block;border:1px solid #d9c3d5;border-radius:9px;padding:1px 7px;margin:0 4px 4px 0;font-size:8.5pt}
.j{margin-bottom:9px}.t{font-weight:bold;letter-spacing:0.03em}.s{font-style:italic;color:#555}.d{font-size:8.5pt;color:#8a5a83;margin:1px 0 3px}ul{margin:0;padding-left:14px}li{margin:0 0 2px}`;
  const contact = [b.phone, b.email, placeOf(person), ...(linkedin ? [linkedin.url.replace(/^https:\/\/(www\.)?/, '')] : [])]
    .map((x) => `<span>${esc(x)}</span>`)
    .join('');
  const languages = person.languages?.length ? block('Languages', person.languages.map((l) => `<p>${esc(l.language)}</p>`).join('')) : '';
  const body = `<div class="nm">${esc(b.name)}</div><div class="hl">${esc(b.label)}</div><div class="c">${contact}</div>
<div class="g"><div>${b.summary ? block('Profile', `<p>${esc(b.summary)}</p>`) : ''}${block(
    'Skills',
    `<div class="tags">${person.skills
      .flatMap((g) => g.keywords)
      .map((k) => `<span>${esc(k)}</span>`)
      .join('')}</div>`,
  )}${languages}</div>
<div>${block('Experience', person.work.map(job).join(''))}${block('Education', person.education.map(school).join(''))}
${sections.map((s) => block(s.heading, s.items.map((i) => `<p>${itemText(i)}</p>`).join(''))).join('')}</div></div>`;
  return printPage(page(css, body), outBase, sections);
}
