// A page in the manner of online design tools' 'hello' templates: a small greeting line over the
// name (given names in a light weight, family name bold, one line), the headline, then two columns:
// at the left education (the school in capitals, the degree with its years at the right of the
// same line) and skills; at the right the profile and the jobs, each with its years on a line of
// their own above the title, and the employer with its place under the title.
import { bulletsOf, esc, extraSections, formatRange, itemText, linkedinOf, page, placeOf, printPage } from './common.mjs';

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const [given, ...family] = b.name.split(' ');
  const block = (title, inner) => `<div class="bl"><h2>${esc(title.toUpperCase())}</h2>${inner}</div>`;
  const job = (j) =>
    `<div class="j"><div class="yr">${esc(formatRange(j.startDate, j.endDate, 'year', { dash: ' — ' }))}</div><div class="t">${esc(j.position)}</div><div class="s">${esc(j.name)}, ${esc(
      j.location,
    )}</div><ul>${bulletsOf(j)
      .map((x) => `<li>${esc(x)}</li>`)
      .join('')}</ul></div>`;
  const school = (e) =>
    `<div class="e"><div class="sc">${esc(e.institution.toUpperCase())}</div><div class="dg"><span>${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</span><span>${esc(
      formatRange(e.startDate, e.endDate, 'year', { dash: '-' }),
    )}</span></div></div>`;
  const css = `body{font-family:'Liberation Sans',Arial,sans-serif;font-size:9.5pt;color:#333;padding:0.5in 0.55in}
.hi{font-size:10pt;letter-spacing:0.2em;color:#b07a5a}.nm{font-size:28pt;margin:2px 0}.nm b{font-weight:bold}.nm span{font-weight:300}
.hl{font-size:11pt;color:#777;margin-bottom:6px}.c{font-size:8.5pt;color:#555;border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:5px 0;margin-bottom:16px}
.c span{margin-right:16px}.g{display:grid;grid-template-columns:2.3in 1fr;column-gap:0.35in}
h2{font-size:10.5pt;letter-spacing:0.18em;color:#b07a5a;margin:0 0 7px}.bl{margin-bottom:15px}
.e{margin-bottom:8px}.sc{font-weight:bold;font-size:8.5pt;letter-spacing:0.05em}.dg{display:flex;justify-content:space-between;gap:6px}
.j{margin-bottom:9px}.yr{font-size:8.5pt;color:#b07a5a}.t{font-weight:bold}.s{color:#666;margin:1px 0 3px}ul{margin:0;padding-left:14px}li{margin:0 0 2px}.sk{margin:0 0 3px}`;
  const contact = [b.phone, b.email, placeOf(person), ...(linkedin ? [linkedin.url.replace(/^https:\/\//, '')] : [])]
    .map((x) => `<span>${esc(x)}</span>`)
    .join('');
  const body = `<div class="hi">HELLO, I'M</div><div class="nm"><span>${esc(given)}</span> <b>${esc(family.join(' '))}</b></div><div class="hl">${esc(b.label)}</div><div class="c">${contact}</div>
<div class="g"><div>${block('Education', person.education.map(school).join(''))}${block(
    'Skills',
    person.skills
      .flatMap((g) => g.keywords)
      .map((k) => `<p class="sk">${esc(k)}</p>`)
      .join(''),
  )}</div>
<div>${b.summary ? block('About Me', `<p>${esc(b.summary)}</p>`) : ''}${block('Work Experience', person.work.map(job).join(''))}
${sections.map((s) => block(s.heading, s.items.map((i) => `<p>${itemText(i)}</p>`).join(''))).join('')}</div></div>`;
  return printPage(page(css, body), outBase, sections);
}
