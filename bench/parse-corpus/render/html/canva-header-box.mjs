// A page in the manner of online design tools' templates with a header box: the name and headline
// in white on a coloured box with a round photo frame at its right; under it a sidebar at the left
// with labelled contact details ('PHONE: …'), education entries led by their years, and skills rated
// with dots; the main column at the right with headings set in white on coloured bars, and jobs as
// 'Employer / Title' with the dates at the right of the same line.
import { bulletsOf, esc, extraSections, formatRange, itemText, linkedinOf, page, placeOf, printPage } from './common.mjs';

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const side = (title, inner) => `<div class="sb"><h3>${esc(title.toUpperCase())}</h3>${inner}</div>`;
  const main = (title, inner) => `<div class="mb"><h2>${esc(title.toUpperCase())}</h2>${inner}</div>`;
  const job = (j) =>
    `<div class="j"><div class="top"><b>${esc(j.name)} / ${esc(j.position)}</b><span>${esc(formatRange(j.startDate, j.endDate, 'num', { dash: ' - ' }))}</span></div><div class="pl">${esc(
      j.location,
    )}</div><ul>${bulletsOf(j)
      .map((x) => `<li>${esc(x)}</li>`)
      .join('')}</ul></div>`;
  const school = (e) =>
    `<div class="e"><div class="yr">${esc(formatRange(e.startDate, e.endDate, 'year', { dash: ' - ' }))}</div><b>${esc(e.institution)}</b><div>${esc(e.studyType)}, ${esc(e.area)}</div></div>`;
  const dots = [5, 4, 4, 3, 5, 4, 3];
  const skill = (k, i) =>
    `<div class="sk"><span>${esc(k)}</span><span class="d">${'●'.repeat(dots[i % dots.length])}${'○'.repeat(5 - dots[i % dots.length])}</span></div>`;
  const css = `body{font-family:'Liberation Sans',Arial,sans-serif;font-size:9.5pt;color:#333}
.hd{background:#3a6b8c;color:#fff;display:flex;justify-content:space-between;align-items:center;padding:0.4in 0.5in}
.nm{font-size:26pt;font-weight:bold}.hl{font-size:11pt;margin-top:4px;color:#d6e6f0}.ph{width:1.1in;height:1.1in;border-radius:50%;background:#9dbbd0}
.p{display:grid;grid-template-columns:2.3in 1fr;column-gap:0.3in;padding:0.3in 0.5in}
h3{font-size:10pt;color:#3a6b8c;letter-spacing:0.1em;border-bottom:1px solid #9dbbd0;margin:0 0 6px;padding-bottom:2px}.sb{margin-bottom:14px}
.sb p{margin:0 0 4px;overflow-wrap:anywhere}.lb{font-weight:bold;font-size:8pt;color:#3a6b8c}
.e{margin-bottom:7px}.yr{font-size:8pt;color:#777}.sk{display:flex;justify-content:space-between;margin:0 0 3px}.d{color:#3a6b8c;letter-spacing:1px}
h2{font-size:10.5pt;color:#fff;background:#3a6b8c;padding:3px 6px;margin:0 0 7px;letter-spacing:0.08em}.mb{margin-bottom:13px}
.j{margin-bottom:8px}.top{display:flex;justify-content:space-between;gap:8px}.pl{color:#777;font-style:italic;margin:1px 0 2px}ul{margin:0;padding-left:14px}li{margin:0 0 2px}`;
  const contact = [
    ['Phone', b.phone],
    ['Email', b.email],
    ['Address', placeOf(person)],
    ...(linkedin ? [['LinkedIn', linkedin.url.replace(/^https:\/\/(www\.)?/, '')]] : []),
  ]
    .map(([label, value]) => `<p><span class="lb">${esc(label.toUpperCase())}:</span> ${esc(value)}</p>`)
    .join('');
  const body = `<div class="hd"><div><div class="nm">${esc(b.name)}</div><div class="hl">${esc(b.label)}</div></div><div class="ph"></div></div>
<div class="p"><div>${side('Contact', contact)}${side('Education', person.education.map(school).join(''))}${side(
    'Skills',
    person.skills
      .flatMap((g) => g.keywords)
      .map(skill)
      .join(''),
  )}</div>
<div>${b.summary ? main('Summary', `<p>${esc(b.summary)}</p>`) : ''}${main('Professional Experience', person.work.map(job).join(''))}
${sections.map((s) => main(s.heading, s.items.map((i) => `<p>${itemText(i)}</p>`).join(''))).join('')}</div></div>`;
  return printPage(page(css, body), outBase, sections);
}
