// A page in the manner of online design tools' templates with the sidebar at the right: the name
// and headline top left over a line of contact details separated by symbols; main column (profile,
// experience, education with the years before the school); a tinted right column with skills as
// words over bars with a percentage, languages, and interests. Section headings carry a symbol.
import { bulletsOf, esc, extraSections, formatRange, itemText, linkedinOf, page, placeOf, printPage } from './common.mjs';

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const heading = (title) => `<h2><span>◆</span> ${esc(title)}</h2>`;
  const job = (j) =>
    `<div class="j"><div class="t">${esc(j.position)}</div><div class="s">${esc(j.name)} • ${esc(j.location)} • ${esc(
      formatRange(j.startDate, j.endDate, 'mon', { dash: ' - ' }),
    )}</div><ul>${bulletsOf(j)
      .map((x) => `<li>${esc(x)}</li>`)
      .join('')}</ul></div>`;
  const school = (e) =>
    `<div class="j"><div class="s">${esc(formatRange(e.startDate, e.endDate, 'year', { dash: ' - ' }))} | ${esc(e.institution)}</div><div class="t">${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</div></div>`;
  const levels = [90, 80, 75, 85, 70, 95];
  const skills = person.skills
    .flatMap((g) => g.keywords)
    .map(
      (k, i) =>
        `<div class="sk"><div class="row"><span>${esc(k)}</span><span>${levels[i % levels.length]}%</span></div><div class="bar"><i style="width:${levels[i % levels.length]}%"></i></div></div>`,
    )
    .join('');
  const css = `body{font-family:'Liberation Sans',Arial,sans-serif;font-size:9.5pt;color:#303030}
.p{display:grid;grid-template-columns:1fr 2.2in;min-height:11in}.m{padding:0.5in 0.35in 0.5in 0.5in}.r{background:#eef3ef;padding:0.5in 0.3in}
h1{font-size:27pt;margin:0;color:#2e5e4e}.hl{font-size:12pt;color:#5f8f7e;margin:2px 0 8px}.c{font-size:8.5pt;color:#444;margin-bottom:16px}.c span+span:before{content:' ✦ ';color:#5f8f7e}
h2{font-size:11.5pt;color:#2e5e4e;margin:0 0 7px;border-bottom:1px solid #b9d0c6;padding-bottom:2px}h2 span{color:#5f8f7e}.sec{margin-bottom:14px}
.j{margin-bottom:8px}.t{font-weight:bold}.s{color:#5f6f68;margin:1px 0 2px}ul{margin:0;padding-left:14px}li{margin:0 0 2px}
.sk{margin-bottom:6px}.row{display:flex;justify-content:space-between}.bar{height:5px;background:#d3e2db;margin-top:2px}.bar i{display:block;height:5px;background:#2e5e4e}
.r ul{padding-left:14px}`;
  const contact = [b.phone, b.email, placeOf(person), ...(linkedin ? [linkedin.url.replace(/^https:\/\/(www\.)?/, '')] : [])]
    .map((x) => `<span>${esc(x)}</span>`)
    .join('');
  const extras = sections
    .map((s) => `<div class="sec">${heading(s.heading)}${s.items.map((i) => `<p>${itemText(i)}</p>`).join('')}</div>`)
    .join('');
  const body = `<div class="p"><div class="m"><h1>${esc(b.name)}</h1><div class="hl">${esc(b.label)}</div><div class="c">${contact}</div>
${b.summary ? `<div class="sec">${heading('Profile')}<p>${esc(b.summary)}</p></div>` : ''}
<div class="sec">${heading('Experience')}${person.work.map(job).join('')}</div>
<div class="sec">${heading('Education')}${person.education.map(school).join('')}</div></div>
<div class="r"><div class="sec">${heading('Skills')}${skills}</div>${extras}</div></div>`;
  return printPage(page(css, body), outBase, sections);
}
