// An HTML page in the manner of a modern online builder that lays entries out as cards: the name
// large with a row of contact details under it, a short summary, then the jobs as rounded, lightly
// shaded cards in a two-column grid (two jobs side by side on each row; in each card the title in
// bold, the employer, the dates and place in a small muted line, then the bullets). Education is a
// row of cards too, skills are groups with their terms after a bold label, and any other sections
// are plain lists. Letter, Liberation Sans.
import { bulletsOf, esc, extraSections, formatRange, itemText, linkedinOf, page, placeOf, printPage } from './common.mjs';

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const head = (t) => `<h2>${esc(t)}</h2>`;
  const card = (title, sub, meta, bullets = []) =>
    `<div class="card"><div class="t">${title}</div><div class="s">${sub}</div><div class="m">${meta}</div>${
      bullets.length ? `<ul>${bullets.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : ''
    }</div>`;
  const css = `body{font-family:'Liberation Sans',Arial,sans-serif;font-size:9.5pt;color:#1f2933;padding:0.5in 0.55in}
h1{font-size:25pt;margin:0;color:#102a43;letter-spacing:0.5px}.hl{font-size:11.5pt;color:#486581;margin:2px 0 6px}
.ct{display:flex;flex-wrap:wrap;gap:4px 18px;font-size:9pt;color:#334e68;padding-bottom:10px;border-bottom:3px solid #2680c2}
.ct a{color:#2680c2;text-decoration:none}h2{font-size:12pt;color:#2680c2;margin:14px 0 7px;font-weight:bold}
.grid{display:grid;grid-template-columns:1fr 1fr;gap:10px}.card{background:#f0f4f8;border:1px solid #d9e2ec;border-radius:8px;padding:8px 10px;break-inside:avoid}
.t{font-weight:bold;font-size:10.5pt;color:#102a43}.s{color:#334e68}.m{font-size:8pt;color:#829ab1;margin-top:1px}
ul{margin:4px 0 0;padding-left:15px}li{margin:1px 0}p{margin:0}.sk{margin:2px 0}.sk b{color:#102a43}.x li{margin:2px 0}`;
  const jobs = person.work.map((j) =>
    card(
      esc(j.position),
      esc(j.name),
      `${esc(formatRange(j.startDate, j.endDate, 'mon', { dash: ' – ' }))} · ${esc(j.location)}`,
      bulletsOf(j).slice(0, 4),
    ),
  );
  const schools = person.education.map((e) =>
    card(
      `${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}`,
      esc(e.institution),
      `${esc(formatRange(e.startDate, e.endDate, 'year', { dash: ' – ' }))}${e.score ? ` · GPA ${esc(e.score)}` : ''}`,
    ),
  );
  const body = `<h1>${esc(b.name)}</h1><div class="hl">${esc(b.label)}</div>
<div class="ct"><span>${esc(b.email)}</span><span>${esc(b.phone)}</span><span>${esc(placeOf(person))}</span>${
    linkedin ? `<span><a href="${esc(linkedin.url)}">${esc(linkedin.url.replace('https://www.', ''))}</a></span>` : ''
  }</div>
${b.summary ? `${head('Summary')}<p>${esc(b.summary)}</p>` : ''}
${head('Work Experience')}<div class="grid">${jobs.join('')}</div>
${head('Education')}<div class="grid">${schools.join('')}</div>
${head('Skills')}${person.skills.map((g) => `<div class="sk"><b>${esc(g.name)}:</b> ${esc(g.keywords.join(', '))}</div>`).join('')}
${sections.map((s) => `${head(s.heading)}<ul class="x">${s.items.map((i) => `<li>${itemText(i)}</li>`).join('')}</ul>`).join('')}`;
  return printPage(page(css, body), outBase, sections);
}
