// An HTML design in the manner of online design tools' two-page resumes: each page has a dark
// sidebar down its right edge, and the sidebar goes on onto page 2 (contact and skills on page 1,
// education, languages and other sections on page 2) while the main column holds the name, profile
// and jobs, which run over onto page 2 too. Jobs: employer in capitals, then the title and the dates
// as '2019/03 – 2021/06'. Letter, Inter, larger type so the page count is two.
import { bulletsOf, esc, extraSections, itemText, linkedinOf, page, placeOf, printPage } from './common.mjs';

const ym = (iso) => (iso ? `${iso.slice(0, 4)}/${iso.slice(5, 7)}` : 'today');

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const job = (j) =>
    `<div class="j"><div class="co">${esc(j.name.toUpperCase())}</div><div class="ti">${esc(j.position)} <span>${ym(j.startDate)} – ${ym(j.endDate)}</span></div><div class="pl">${esc(j.location)}</div><ul>${bulletsOf(
      j,
    )
      .map((x) => `<li>${esc(x)}</li>`)
      .join('')}</ul></div>`;
  const cut = Math.min(2, person.work.length);
  const side1 = `<h3>CONTACT</h3><p>${esc(b.email)}</p><p>${esc(b.phone)}</p><p>${esc(placeOf(person))}</p>${
    linkedin ? `<p>${esc(linkedin.url.replace('https://', ''))}</p>` : ''
  }
<h3>SKILLS</h3>${person.skills.map((g) => `<p class="g">${esc(g.name)}</p>${g.keywords.map((k) => `<p>${esc(k)}</p>`).join('')}`).join('')}`;
  const side2 = `<h3>EDUCATION</h3>${person.education
    .map(
      (e) =>
        `<p class="g">${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</p><p>${esc(e.institution)}</p><p class="y">${ym(e.startDate)} – ${ym(e.endDate)}</p>`,
    )
    .join('')}
${sections
  .filter((s) => ['languages', 'certificates', 'interests'].includes(s.kind))
  .map((s) => `<h3>${esc(s.heading.toUpperCase())}</h3>${s.items.map((i) => `<p>${itemText(i)}</p>`).join('')}`)
  .join('')}`;
  const rest = sections.filter((s) => !['languages', 'certificates', 'interests'].includes(s.kind));
  const css = `body{font-family:'Inter',sans-serif;font-size:10.5pt;color:#2a2a2a}.pg{display:grid;grid-template-columns:1fr 2.3in;height:11in;overflow:hidden;break-after:page}
.m{padding:0.6in 0.45in}.s{background:#263238;color:#eceff1;padding:0.6in 0.3in}.s p{margin:0 0 4px;overflow-wrap:anywhere;font-size:9.5pt}.s .g{font-weight:600;margin-top:8px;color:#ffcc80}.s .y{color:#b0bec5;margin-bottom:8px}
h1{font-size:30pt;font-weight:800;margin:0;line-height:1.05}.hl{font-size:13pt;color:#e65100;margin:6px 0 18px}
h2{font-size:12pt;letter-spacing:2px;color:#263238;border-bottom:3px solid #e65100;display:inline-block;margin:14px 0 8px}
h3{font-size:10.5pt;letter-spacing:2px;color:#ffcc80;margin:0 0 6px;padding-top:10px}
.j{margin-bottom:12px}.co{font-weight:800;letter-spacing:1px}.ti{font-style:italic}.ti span{font-style:normal;color:#e65100;font-size:9.5pt;margin-left:6px}.pl{color:#78909c;font-size:9.5pt}
ul{margin:3px 0 0;padding-left:16px}li{margin-bottom:3px;line-height:1.4}p{margin:0 0 5px;line-height:1.4}`;
  const body = `<div class="pg"><div class="m"><h1>${esc(b.name)}</h1><div class="hl">${esc(b.label)}</div>
${b.summary ? `<h2>PROFILE</h2><p>${esc(b.summary)}</p>` : ''}
<h2>EXPERIENCE</h2>${person.work.slice(0, cut).map(job).join('')}</div><div class="s">${side1}</div></div>
<div class="pg"><div class="m">${person.work.slice(cut).map(job).join('')}
${rest.map((s) => `<h2>${esc(s.heading.toUpperCase())}</h2>${s.items.map((i) => `<p>${itemText(i)}</p>`).join('')}`).join('')}</div><div class="s">${side2}</div></div>`;
  return printPage(page(css, body), outBase, sections);
}
