// An HTML page in a common modern template's manner: each job's title and employer in capitals on
// one line ('OPERATIONS PLANNER, IRONBRIDGE SHIPPING' with the place and dates in a lighter line
// under it), section headings in spaced capitals over a short coloured bar, and skills printed as
// chips: each term in its own rounded box, the boxes separated by space only, no commas.
import { bulletsOf, esc, extraSections, formatRange, itemText, linkedinOf, page, placeOf, printPage } from './common.mjs';

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const head = (t) => `<h2>${esc(t.toUpperCase())}</h2>`;
  const range = (e) => esc(formatRange(e.startDate, e.endDate, 'mon', { dash: ' – ' }));
  const css = `body{font-family:'DejaVu Sans',sans-serif;font-size:9.5pt;color:#333;padding:0.5in 0.6in}
h1{font-size:26pt;margin:0;font-weight:300;letter-spacing:1px}.label{font-size:11pt;color:#c0392b;margin:2px 0 6px;font-weight:bold}
.c{font-size:9pt;color:#555}.c span{margin-right:14px}h2{font-size:10.5pt;letter-spacing:3px;margin:14px 0 6px;color:#222}
h2:after{content:'';display:block;width:36px;height:3px;background:#c0392b;margin-top:3px}.j{margin-bottom:8px}.t{font-weight:bold;letter-spacing:0.5px}
.m{color:#777;font-size:8.5pt;margin:1px 0 2px}ul{margin:2px 0 0;padding-left:15px}li{margin:1px 0}
.chips span{display:inline-block;border:1px solid #c0392b;border-radius:10px;padding:1px 8px;margin:0 4px 5px 0;font-size:8.5pt}p{margin:0 0 4px}`;
  const body = `<h1>${esc(b.name)}</h1><div class="label">${esc(b.label)}</div>
<div class="c"><span>✆ ${esc(b.phone)}</span><span>✉ ${esc(b.email)}</span><span>⌖ ${esc(placeOf(person))}</span>${linkedin ? `<span>in/${esc(linkedin.username)}</span>` : ''}</div>
${b.summary ? `${head('About me')}<p>${esc(b.summary)}</p>` : ''}
${head('Experience')}${person.work
    .map(
      (j) =>
        `<div class="j"><div class="t">${esc(`${j.position}, ${j.name}`.toUpperCase())}</div><div class="m">${esc(j.location)} · ${range(j)}</div><ul>${bulletsOf(
          j,
        )
          .map((x) => `<li>${esc(x)}</li>`)
          .join('')}</ul></div>`,
    )
    .join('')}
${head('Education')}${person.education
    .map(
      (e) =>
        `<div class="j"><div class="t">${esc(`${e.studyType}${e.area ? ` in ${e.area}` : ''}`.toUpperCase())}</div><div class="m">${esc(e.institution)} · ${range(e)}${e.score ? ` · GPA ${esc(e.score)}` : ''}</div></div>`,
    )
    .join('')}
${head('Skills')}<div class="chips">${person.skills
    .flatMap((g) => g.keywords)
    .map((k) => `<span>${esc(k)}</span>`)
    .join(' ')}</div>
${sections.map((s) => `${head(s.heading)}${s.items.map((i) => `<p>${itemText(i)}</p>`).join('')}`).join('')}`;
  return printPage(page(css, body), outBase, sections);
}
