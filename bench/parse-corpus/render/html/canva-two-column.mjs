// A two-column page in the manner of online design tools' resume templates: a dark sidebar at the
// left with a round photo frame, contact details each after a symbol, education (degree, school,
// then the years in small type) and skills and languages as short lists; at the right the name in
// very large letters over two lines (given names light, family name bold), the headline letter-
// spaced under it, then the profile and the jobs (title in capitals, employer and dates below it).
import { bulletsOf, esc, extraSections, formatRange, itemText, linkedinOf, page, placeOf, printPage } from './common.mjs';

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const [given, ...family] = b.name.split(' ');
  const names = family.length > 0 ? [given, family.join(' ')] : [b.name, ''];
  const side = (title, inner) => `<div class="sb"><h3>${esc(title.toUpperCase())}</h3>${inner}</div>`;
  const main = (title, inner) => `<div class="mb"><h2>${esc(title.toUpperCase())}</h2>${inner}</div>`;
  const job = (j) =>
    `<div class="j"><div class="t">${esc(j.position.toUpperCase())}</div><div class="s">${esc(j.name)} | ${esc(formatRange(j.startDate, j.endDate, 'year', { dash: ' - ' }))}</div><ul>${bulletsOf(
      j,
    )
      .map((x) => `<li>${esc(x)}</li>`)
      .join('')}</ul></div>`;
  const school = (e) =>
    `<div class="e"><b>${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</b><div>${esc(e.institution)}</div><div class="y">${esc(formatRange(e.startDate, e.endDate, 'year', { dash: ' - ' }))}</div></div>`;
  const css = `body{font-family:'Liberation Sans',Arial,sans-serif;font-size:9.5pt;color:#333}
.p{display:grid;grid-template-columns:2.45in 1fr;min-height:11in}
.l{background:#2f3e4e;color:#eef2f5;padding:0.45in 0.3in}.r{padding:0.5in 0.45in}
.ph{width:1.3in;height:1.3in;border-radius:50%;background:#8da0b3;margin:0 auto 18px}
.sb{margin-bottom:16px}h3{font-size:10.5pt;letter-spacing:2px;border-bottom:1px solid #8da0b3;padding-bottom:3px;margin:0 0 7px}
.sb p{margin:0 0 5px;overflow-wrap:anywhere}.sb p span{display:inline-block;width:14px;color:#c9d6e2}
.e{margin-bottom:8px}.e .y{font-size:8pt;color:#c9d6e2}.sb ul{margin:0;padding-left:14px}.sb li{margin:0 0 3px}
.n1{font-size:30pt;font-weight:300;letter-spacing:3px;line-height:1.05}.n2{font-size:30pt;font-weight:bold;letter-spacing:3px;line-height:1.05}
.hl{font-size:11pt;letter-spacing:4px;color:#5b7186;margin:8px 0 22px}
.mb{margin-bottom:14px}h2{font-size:12pt;letter-spacing:2px;color:#2f3e4e;border-bottom:2px solid #2f3e4e;padding-bottom:3px;margin:0 0 8px}
.j{margin-bottom:9px}.t{font-weight:bold;letter-spacing:1px}.s{color:#5b7186;margin:1px 0 3px}ul{margin:0;padding-left:15px}li{margin:0 0 2px}`;
  const contact = [
    `<p><span>☎</span>${esc(b.phone)}</p>`,
    `<p><span>✉</span>${esc(b.email)}</p>`,
    `<p><span>⌂</span>${esc(placeOf(person))}</p>`,
    ...(linkedin ? [`<p><span>◈</span>${esc(linkedin.url.replace(/^https:\/\/(www\.)?/, ''))}</p>`] : []),
  ].join('');
  const languages = person.languages?.length
    ? side('Languages', `<ul>${person.languages.map((l) => `<li>${esc(l.language)}</li>`).join('')}</ul>`)
    : '';
  const body = `<div class="p"><div class="l"><div class="ph"></div>
${side('Contact', contact)}
${side('Education', person.education.map(school).join(''))}
${side(
  'Skills',
  `<ul>${person.skills
    .flatMap((g) => g.keywords)
    .map((k) => `<li>${esc(k)}</li>`)
    .join('')}</ul>`,
)}
${languages}</div>
<div class="r"><div class="n1">${esc(names[0].toUpperCase())}</div><div class="n2">${esc(names[1].toUpperCase())}</div><div class="hl">${esc(b.label.toUpperCase())}</div>
${b.summary ? main('Profile', `<p>${esc(b.summary)}</p>`) : ''}
${main('Work Experience', person.work.map(job).join(''))}
${sections.map((s) => main(s.heading, s.items.map((i) => `<p>${itemText(i)}</p>`).join(''))).join('')}</div></div>`;
  return printPage(page(css, body), outBase, sections);
}
