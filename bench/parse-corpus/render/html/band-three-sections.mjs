// A one-column resume whose foot is a band of three sections side by side in a CSS flex row
// (Skills, Languages, Interests), each a heading over a short list. Above the band: the name and
// headline, a contact line, then summary, experience, education and any other sections. Each job:
// the title in bold with dates at the right, the employer and place under it, then bullets.
import { bulletsOf, esc, extraSections, formatDate, formatRange, linkedinOf, page, placeOf, printPage } from './common.mjs';

const BAND_KINDS = ['languages', 'interests'];

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const band = sections.filter((s) => BAND_KINDS.includes(s.kind));
  const rest = sections.filter((s) => !BAND_KINDS.includes(s.kind));
  const list = (items) => (items.length ? `<ul>${items.map((x) => `<li>${x}</li>`).join('')}</ul>` : '');
  const row = (left, dates) =>
    `<div class="row"><span class="t">${left}</span>${dates ? `<span class="d">${esc(dates)}</span>` : ''}</div>`;
  const job = (j) =>
    `<div class="it">${row(esc(j.position), formatRange(j.startDate, j.endDate, 'mon'))}<div class="sub">${esc(j.name)}${
      j.location ? `, ${esc(j.location)}` : ''
    }</div>${list(bulletsOf(j).map(esc))}</div>`;
  const school = (e) =>
    `<div class="it">${row(`${esc(e.studyType)}, ${esc(e.area)}`, formatRange(e.startDate, e.endDate, 'year'))}<div class="sub">${esc(
      e.institution,
    )}</div>${e.score ? `<div>GPA: ${esc(e.score)}</div>` : ''}</div>`;
  const restItem = (i) =>
    `<div class="it">${row(`${esc(i.title)}${i.org ? ` — ${esc(i.org)}` : ''}`, i.date ? formatDate(i.date, 'mon') : '')}${
      i.text ? `<div>${esc(i.text)}</div>` : ''
    }</div>`;
  const contact = [
    esc(b.email),
    esc(b.phone),
    esc(placeOf(person)),
    ...(linkedin ? [esc(linkedin.url.replace(/^https:\/\/(www\.)?/, ''))] : []),
  ].join(' | ');
  const bandCol = (heading, items) => `<div class="bc"><h3>${esc(heading)}</h3>${list(items)}</div>`;
  const cols = [
    bandCol('Skills', person.skills.flatMap((g) => g.keywords).map(esc)),
    ...band.map((s) =>
      bandCol(
        s.heading,
        s.items.map((i) => (s.kind === 'languages' ? `${esc(i.title)}${i.text ? ` (${esc(i.text)})` : ''}` : esc(i.title))),
      ),
    ),
  ].join('');
  const css = `@page{size:letter;margin:0.55in 0 0.6in}
body{font-family:'Liberation Sans',Arimo,sans-serif;font-size:10pt;line-height:1.35;color:#222;padding:0 0.7in}
h1{font-size:23pt;margin:0;color:#183a5a}.hl{font-size:12pt;color:#555;margin:1px 0 4px}.ct{font-size:9.5pt;margin-bottom:8px}
h2{font-size:11pt;text-transform:uppercase;letter-spacing:1px;color:#183a5a;margin:12px 0 5px;border-bottom:1.5px solid #183a5a;break-after:avoid}
.it{margin-bottom:8px;break-inside:avoid-page}.row{display:flex;justify-content:space-between;align-items:baseline;gap:10px}
.t{font-weight:700}.d{white-space:nowrap;color:#555}.sub{color:#444}
ul{margin:2px 0 0;padding-left:16px}li{margin:0 0 1px}p{margin:0}
.band{display:flex;gap:0.3in;margin-top:14px;padding-top:8px;border-top:2px solid #183a5a;break-inside:avoid-page}
.bc{flex:1}h3{font-size:10.5pt;text-transform:uppercase;letter-spacing:0.8px;color:#183a5a;margin:0 0 4px}`;
  const body = `<h1>${esc(b.name)}</h1><div class="hl">${esc(b.label)}</div><div class="ct">${contact}</div>
${b.summary ? `<h2>Summary</h2><p>${esc(b.summary)}</p>` : ''}
<h2>Experience</h2>${person.work.map(job).join('')}
<h2>Education</h2>${person.education.map(school).join('')}
${rest.map((s) => `<h2>${esc(s.heading)}</h2>${s.items.map(restItem).join('')}`).join('')}
<div class="band">${cols}</div>`;
  return printPage(page(css, body), outBase, sections);
}
