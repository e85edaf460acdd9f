// A page laid out with CSS grid areas, as hand-made web resumes often are: a header area spanning
// the page (the name, the headline, then a contact row with thin separators), a narrow left area
// (skills in groups whose names are in small capitals, languages, certifications and other short
// lists) and a wide right area (summary, experience, education, longer sections). Each job: the
// title in bold with its dates right-aligned on the same row in a small grey badge, the employer and
// place on the next line, then the bullets. Source Sans-like sans serif, letter.
import { bulletsOf, esc, extraSections, formatDate, formatRange, linkedinOf, page, placeOf, printPage } from './common.mjs';

const SIDE_KINDS = ['languages', 'certificates', 'awards', 'interests'];

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const side = sections.filter((s) => SIDE_KINDS.includes(s.kind));
  const main = sections.filter((s) => !SIDE_KINDS.includes(s.kind));
  const badge = (text) => `<span class="bd">${esc(text)}</span>`;
  const head = (left, dates) => `<div class="row"><span class="t">${left}</span>${dates ? badge(dates) : ''}</div>`;
  const list = (items) => (items.length ? `<ul>${items.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : '');
  const job = (j) =>
    `<div class="it">${head(esc(j.position), formatRange(j.startDate, j.endDate, 'mon'))}<div class="sub">${esc(j.name)}${
      j.location ? ` <span class="dot">·</span> ${esc(j.location)}` : ''
    }</div>${list(bulletsOf(j))}</div>`;
  const school = (e) =>
    `<div class="it">${head(`${esc(e.studyType)}, ${esc(e.area)}`, formatRange(e.startDate, e.endDate, 'year'))}<div class="sub">${esc(
      e.institution,
    )}</div>${e.score ? `<div class="note">GPA: ${esc(e.score)}</div>` : ''}</div>`;
  const sideItem = (s, i) => {
    if (s.kind === 'languages') return `<li>${esc(i.title)}${i.text ? ` <span class="g">— ${esc(i.text)}</span>` : ''}</li>`;
    if (s.kind === 'interests') return `<li>${esc(i.title)}</li>`;
    return `<li><span class="b">${esc(i.title)}</span>${i.org ? `<br><span class="g">${esc(i.org)}</span>` : ''}${
      i.date ? `<span class="g">, ${esc(formatDate(i.date, 'year'))}</span>` : ''
    }</li>`;
  };
  const mainItem = (i) =>
    `<div class="it">${head(esc(i.title), i.date ? formatDate(i.date, 'mon') : '')}${i.org ? `<div class="sub">${esc(i.org)}</div>` : ''}${
      i.text ? `<p>${esc(i.text)}</p>` : ''
    }</div>`;
  const skills = person.skills
    .map((g) => `<div class="grp"><div class="gn">${esc(g.name)}</div><div class="kw">${g.keywords.map(esc).join(', ')}</div></div>`)
    .join('');
  const contact = [
    esc(b.phone),
    esc(b.email),
    esc(placeOf(person)),
    ...(linkedin ? [esc(linkedin.url.replace(/^https:\/\/(www\.)?/, ''))] : []),
  ].join('<span class="sep">|</span>');
  const css = `@page{size:letter;margin:0.5in 0 0.55in}body{font-family:'Source Sans Pro','Open Sans','Liberation Sans',sans-serif;font-size:9.6pt;line-height:1.4;color:#222}
.g-page{display:grid;grid-template-columns:2.05in 1fr;grid-template-areas:"head head" "side main";column-gap:0.32in;padding:0 0.55in}
header{grid-area:head;border-bottom:2px solid #1f4e79;padding-bottom:10px;margin-bottom:14px}
aside{grid-area:side;border-right:1px solid #d9dde3;padding-right:0.2in}main{grid-area:main}
h1{font-size:24pt;margin:0;line-height:1.1;color:#1f4e79;font-weight:700}
.hl{font-size:12pt;color:#444;margin:3px 0 7px}
.ct{font-size:9pt;color:#333}.sep{color:#9aa5b1;margin:0 8px}
h2{font-size:10.5pt;text-transform:uppercase;letter-spacing:1.2px;color:#1f4e79;margin:0 0 6px;padding-bottom:2px;border-bottom:1px solid #c9d3de;break-after:avoid}
section{margin-bottom:14px}
.grp{margin-bottom:7px}.gn{font-variant:small-caps;font-weight:600;color:#1f4e79;font-size:10pt;letter-spacing:0.4px}.kw{font-size:9pt}
aside ul{list-style:none;margin:0;padding:0}aside li{margin:0 0 5px;font-size:9pt}.b{font-weight:600}.g{color:#666}
.it{margin-bottom:9px;break-inside:avoid-page}.row{display:flex;justify-content:space-between;align-items:baseline;gap:10px}
.t{font-weight:700;font-size:10.2pt}.bd{background:#eef0f3;color:#5f6b78;font-size:7.8pt;border-radius:3px;padding:1px 6px;white-space:nowrap}
.sub{color:#444;font-style:normal}.dot{color:#9aa5b1}.note{font-size:9pt;color:#555}
main p{margin:0 0 3px}ul{margin:3px 0 0;padding-left:15px}main li{margin:0 0 2px}`;
  const body = `<div class="g-page">
<header><h1>${esc(b.name)}</h1><div class="hl">${esc(b.label)}</div><div class="ct">${contact}</div></header>
<aside>
<section><h2>Skills</h2>${skills}</section>
${side.map((s) => `<section><h2>${esc(s.heading)}</h2><ul>${s.items.map((i) => sideItem(s, i)).join('')}</ul></section>`).join('')}
</aside>
<main>
${b.summary ? `<section><h2>Summary</h2><p>${esc(b.summary)}</p></section>` : ''}
<section><h2>Experience</h2>${person.work.map(job).join('')}</section>
<section><h2>Education</h2>${person.education.map(school).join('')}</section>
${main.map((s) => `<section><h2>${esc(s.heading)}</h2>${s.items.map(mainItem).join('')}</section>`).join('')}
</main></div>`;
  return printPage(page(css, body), outBase, sections);
}
