// A page in the manner of online design tools' banner templates: a coloured band across the top
// with the name letter-spaced in capitals and the headline under it; under the band a narrow left
// column (contact details, each a label over its value, the LinkedIn profile as a linked word;
// skills with a bar each) and a wide right column where jobs and schools are a timeline: the years
// at the left of each entry, the title, employer and bullets at its right.
import { bulletsOf, esc, extraSections, formatRange, itemText, linkedinOf, page, placeOf, printPage } from './common.mjs';

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const side = (title, inner) => `<div class="sb"><h3>${esc(title)}</h3>${inner}</div>`;
  const main = (title, inner) => `<div class="mb"><h2>${esc(title)}</h2>${inner}</div>`;
  const entry = (years, head, sub, bullets) =>
    `<div class="en"><div class="yr">${esc(years)}</div><div><div class="t">${esc(head)}</div><div class="s">${esc(sub)}</div>${
      bullets.length ? `<ul>${bullets.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : ''
    }</div></div>`;
  const job = (j) =>
    entry(formatRange(j.startDate, j.endDate, 'year', { dash: ' – ' }), j.position, `${j.name}, ${j.location}`, bulletsOf(j));
  const school = (e) =>
    entry(
      formatRange(e.startDate, e.endDate, 'year', { dash: ' – ' }),
      `${e.studyType}${e.area ? ` in ${e.area}` : ''}`,
      e.institution,
      [],
    );
  const css = `body{font-family:'Liberation Sans',Arial,sans-serif;font-size:9.5pt;color:#2b2b2b}
.band{background:#e9d8c4;padding:0.45in 0.5in 0.3in}.nm{font-size:26pt;letter-spacing:0.3em;font-weight:bold}.hl{font-size:10.5pt;letter-spacing:0.25em;margin-top:6px;color:#6b4f36}
.p{display:grid;grid-template-columns:2.1in 1fr;column-gap:0.3in;padding:0.3in 0.5in}
h3{font-size:10pt;letter-spacing:0.15em;text-transform:uppercase;margin:0 0 6px;color:#6b4f36}.sb{margin-bottom:16px}
.lb{font-size:7.5pt;text-transform:uppercase;letter-spacing:0.1em;color:#8a7360}.v{margin:0 0 6px;overflow-wrap:anywhere}
.sk{margin:0 0 5px}.bar{height:4px;background:#e9d8c4;margin-top:2px}.bar i{display:block;height:4px;background:#6b4f36;width:80%}
h2{font-size:11.5pt;letter-spacing:0.15em;text-transform:uppercase;color:#6b4f36;margin:0 0 8px}.mb{margin-bottom:14px}
.en{display:grid;grid-template-columns:0.8in 1fr;column-gap:0.12in;margin-bottom:9px}.yr{font-size:8.5pt;color:#8a7360;padding-top:1px}
.t{font-weight:bold}.s{font-style:italic;color:#555;margin:1px 0 3px}ul{margin:0;padding-left:14px}li{margin:0 0 2px}a{color:inherit;text-decoration:none}`;
  const contact = [
    `<div class="lb">Phone</div><p class="v">${esc(b.phone)}</p>`,
    `<div class="lb">Email</div><p class="v">${esc(b.email)}</p>`,
    `<div class="lb">Address</div><p class="v">${esc(placeOf(person))}</p>`,
    ...(linkedin ? [`<div class="lb">Online</div><p class="v"><a href="${esc(linkedin.url)}">LinkedIn</a></p>`] : []),
  ].join('');
  const skills = person.skills
    .flatMap((g) => g.keywords)
    .map((k) => `<div class="sk">${esc(k)}<div class="bar"><i></i></div></div>`)
    .join('');
  const body = `<div class="band"><div class="nm">${esc(b.name.toUpperCase())}</div><div class="hl">${esc(b.label.toUpperCase())}</div></div>
<div class="p"><div>${side('Contact', contact)}${side('Skills', skills)}</div>
<div>${b.summary ? main('About Me', `<p>${esc(b.summary)}</p>`) : ''}
${main('Experience', person.work.map(job).join(''))}
${main('Education', person.education.map(school).join(''))}
${sections.map((s) => main(s.heading, s.items.map((i) => `<p>${itemText(i)}</p>`).join(''))).join('')}</div></div>`;
  return printPage(page(css, body), outBase, sections);
}
