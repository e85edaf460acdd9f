// An HTML page in the manner of an online design tool's modern resume: a full-width header band with
// the name and headline, contact details in a row of small labels; each job on one line with the
// title in one colour and the employer in another ('Title  Employer'), the dates as a rounded badge
// at the right ('Since 2020' for an open role, 'Jun 2016 – Aug 2019' otherwise), the place under it.
// Letter, Noto Sans.
import { bulletsOf, esc, extraSections, itemText, linkedinOf, page, placeOf, printPage } from './common.mjs';

const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const mon = (d) => `${SHORT[Number(d.slice(5, 7)) - 1]} ${d.slice(0, 4)}`;
const badge = (s, e) => (e ? `${mon(s)} – ${mon(e)}` : `Since ${mon(s)}`);

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const css = `body{font-family:'Noto Sans',sans-serif;font-size:9.5pt;color:#333}.band{background:#3b3561;color:#fff;padding:0.45in 0.6in 0.3in}
h1{margin:0;font-size:26pt}.hl{color:#f6c445;font-size:12pt}.ct{margin-top:8px;font-size:8.5pt}.ct span{margin-right:14px}.w{padding:0.2in 0.6in}
h2{font-size:11pt;color:#3b3561;text-transform:uppercase;letter-spacing:1px;margin:14px 0 6px}.line{display:flex;align-items:baseline;gap:8px}
.t{color:#3b3561;font-weight:bold;font-size:10.5pt}.c{color:#d1495b;font-weight:bold;font-size:10.5pt}.bd{margin-left:auto;background:#ece9f6;color:#3b3561;border-radius:9px;padding:1px 9px;font-size:8.5pt;white-space:nowrap}
.pl{color:#888;font-size:8.5pt}.j{margin-bottom:9px}ul{margin:2px 0 0;padding-left:16px}p{margin:0 0 4px}`;
  const body = `<div class="band"><h1>${esc(b.name)}</h1><div class="hl">${esc(b.label)}</div><div class="ct"><span>${esc(b.email)}</span><span>${esc(b.phone)}</span><span>${esc(placeOf(person))}</span>${
    linkedin ? `<span>${esc(linkedin.url.replace('https://www.', ''))}</span>` : ''
  }</div></div><div class="w">
${b.summary ? `<h2>About</h2><p>${esc(b.summary)}</p>` : ''}
<h2>Experience</h2>${person.work
    .map(
      (j) =>
        `<div class="j"><div class="line"><span class="t">${esc(j.position)}</span><span class="c">${esc(j.name)}</span><span class="bd">${badge(j.startDate, j.endDate)}</span></div><div class="pl">${esc(j.location)}</div><ul>${bulletsOf(
          j,
        )
          .map((x) => `<li>${esc(x)}</li>`)
          .join('')}</ul></div>`,
    )
    .join('')}
<h2>Education</h2>${person.education
    .map(
      (e) =>
        `<div class="j"><div class="line"><span class="t">${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</span><span class="c">${esc(e.institution)}</span><span class="bd">${badge(e.startDate, e.endDate)}</span></div></div>`,
    )
    .join('')}
<h2>Skills</h2>${person.skills.map((g) => `<p><b>${esc(g.name)}</b>: ${esc(g.keywords.join(' · '))}</p>`).join('')}
${sections.map((s) => `<h2>${esc(s.heading)}</h2>${s.items.map((i) => `<p>${itemText(i)}</p>`).join('')}`).join('')}</div>`;
  return printPage(page(css, body), outBase, sections);
}
