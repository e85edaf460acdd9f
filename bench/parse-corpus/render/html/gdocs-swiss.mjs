// An HTML page in the manner of a Google Docs resume template with a Swiss look: a thick coloured
// rule at the top, the name in bold sans-serif, and every section heading in a narrow left column
// beside its text. A job is the employer in bold, then the title and place, then its dates as
// '03/2019 - 06/2021' in grey. Letter, Liberation Sans.
import { bulletsOf, esc, extraSections, itemText, linkedinOf, page, placeOf, printPage } from './common.mjs';

const num = (iso) => (iso ? `${iso.slice(5, 7)}/${iso.slice(0, 4)}` : 'Present');

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const row = (title, inner) => `<div class="row"><h2>${esc(title)}</h2><div>${inner}</div></div>`;
  const css = `body{font-family:'Liberation Sans',Arial,sans-serif;font-size:9.5pt;color:#222;padding:0 0.75in 0.5in}.rule{height:10px;background:#f2a541;margin:0 -0.75in 0.45in}
h1{font-size:24pt;margin:0}.hl{font-size:11pt;color:#555;margin:2px 0 6px}.ct{font-size:8.5pt;margin-bottom:14px}
.row{display:grid;grid-template-columns:1.45in 1fr;column-gap:14px;margin-top:14px}h2{font-size:10pt;color:#f2a541;margin:0;font-weight:bold}
.e{margin-bottom:8px}.e b{display:block}.d{color:#777;font-size:8.5pt}ul{margin:2px 0 0;padding-left:16px}p{margin:0 0 4px}`;
  const body = `<div class="rule"></div><h1>${esc(b.name)}</h1><div class="hl">${esc(b.label)}</div>
<div class="ct">${[placeOf(person), b.phone, b.email, ...(linkedin ? [linkedin.url.replace('https://www.', '')] : [])].map(esc).join('<br>')}</div>
${b.summary ? row('Summary', `<p>${esc(b.summary)}</p>`) : ''}
${row(
  'Experience',
  person.work
    .map(
      (j) =>
        `<div class="e"><b>${esc(j.name)}</b>${esc(j.position)}, ${esc(j.location)}<div class="d">${num(j.startDate)} - ${num(j.endDate)}</div><ul>${bulletsOf(
          j,
        )
          .map((x) => `<li>${esc(x)}</li>`)
          .join('')}</ul></div>`,
    )
    .join(''),
)}
${row(
  'Education',
  person.education
    .map(
      (e) =>
        `<div class="e"><b>${esc(e.institution)}</b>${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}<div class="d">${num(e.startDate)} - ${num(e.endDate)}</div></div>`,
    )
    .join(''),
)}
${row('Skills', person.skills.map((g) => `<p>${esc(g.name)}: ${esc(g.keywords.join(', '))}</p>`).join(''))}
${sections.map((s) => row(s.heading, s.items.map((i) => `<p>${itemText(i)}</p>`).join(''))).join('')}`;
  return printPage(page(css, body), outBase, sections);
}
