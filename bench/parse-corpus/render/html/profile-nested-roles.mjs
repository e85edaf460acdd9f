// An HTML page in the manner of the PDF a professional network exports from a profile: a tinted
// left sidebar (Contact with the e-mail and phone, Top Skills one a line, Languages, Links with the
// LinkedIn address, then certifications, awards, publications and interests), and a main column
// with the name large, the headline, the place in grey, a Summary, then Experience where each
// employer is a bold line and its role(s) follow beneath it: the title, 'Month Year - Month Year
// (N years M months)' and the place. Jobs of one employer in a row are grouped under a single
// employer line with the whole stay's length under it, their roles indented with a thin rule at
// the left. Education alike (school, then degree and dates). Durations count to a fixed month.
// Letter, Liberation Sans.
import { bulletsOf, esc, extraSections, formatDate, itemText, linkedinOf, page, placeOf, printPage } from './common.mjs';

/** The month a current role's length is counted to (the profile's export date), fixed so reruns match. */
const EXPORTED = '2025-12';

const monthsOf = (iso) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;
const length = (start, end) => monthsOf(end ?? EXPORTED) - monthsOf(start) + 1;
function spell(months) {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [];
  if (years) parts.push(`${years} year${years === 1 ? '' : 's'}`);
  if (rest || !years) parts.push(`${rest} month${rest === 1 ? '' : 's'}`);
  return parts.join(' ');
}
const span = (start, end) => `${formatDate(start, 'month')} - ${end ? formatDate(end, 'month') : 'Present'}`;

/** Runs of consecutive entries with the same `key`, in order. */
function runs(entries, key) {
  const out = [];
  for (const e of entries) {
    const last = out[out.length - 1];
    if (last && key(last[0]) === key(e)) last.push(e);
    else out.push([e]);
  }
  return out;
}

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const sideKinds = ['languages', 'certificates', 'awards', 'publications', 'interests'];
  const sh = (t) => `<h3>${esc(t)}</h3>`;
  const mh = (t) => `<h2>${esc(t)}</h2>`;
  const languages = sections.find((s) => s.kind === 'languages');
  const side = `${sh('Contact')}<p>${esc(b.email)}</p><p>${esc(b.phone)} (Mobile)</p>
${sh('Top Skills')}${person.skills
    .flatMap((g) => g.keywords)
    .map((k) => `<p>${esc(k)}</p>`)
    .join('')}
${languages ? `${sh(languages.heading)}${languages.items.map((i) => `<p>${esc(i.title)}${i.text ? ` (${esc(i.text)})` : ''}</p>`).join('')}` : ''}
${linkedin ? `${sh('Links')}<p>${esc(linkedin.url.replace(/^https:\/\//, ''))} (LinkedIn)</p>` : ''}
${sections
  .filter((s) => sideKinds.includes(s.kind) && s !== languages)
  .map((s) => `${sh(s.heading)}${s.items.map((i) => `<p>${itemText(i)}</p>`).join('')}`)
  .join('')}`;
  const role = (j) =>
    `<div class="t">${esc(j.position)}</div><div class="g">${esc(span(j.startDate, j.endDate))} (${esc(spell(length(j.startDate, j.endDate)))})</div>${
      j.location ? `<div class="g">${esc(j.location)}</div>` : ''
    }${
      bulletsOf(j).length
        ? `<ul>${bulletsOf(j)
            .map((x) => `<li>${esc(x)}</li>`)
            .join('')}</ul>`
        : ''
    }`;
  const employer = (jobs) => {
    if (jobs.length === 1) return `<div class="co"><div class="n">${esc(jobs[0].name)}</div>${role(jobs[0])}</div>`;
    const first = jobs[jobs.length - 1].startDate;
    const last = jobs.some((j) => !j.endDate) ? undefined : jobs[0].endDate;
    return `<div class="co"><div class="n">${esc(jobs[0].name)}</div><div class="g">${esc(spell(length(first, last)))}</div>${jobs
      .map((j) => `<div class="rl">${role(j)}</div>`)
      .join('')}</div>`;
  };
  const degree = (e) =>
    `<div class="t">${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</div><div class="g">${esc(span(e.startDate, e.endDate))}</div>${
      e.score ? `<div class="g">Grade: ${esc(e.score)}</div>` : ''
    }`;
  const school = (list) =>
    list.length === 1
      ? `<div class="co"><div class="n">${esc(list[0].institution)}</div>${degree(list[0])}</div>`
      : `<div class="co"><div class="n">${esc(list[0].institution)}</div>${list.map((e) => `<div class="rl">${degree(e)}</div>`).join('')}</div>`;
  const main = `<h1>${esc(b.name)}</h1><div class="hl">${esc(b.label)}</div><div class="pl">${esc(placeOf(person))}</div>
${b.summary ? `${mh('Summary')}<p>${esc(b.summary)}</p>` : ''}
${mh('Experience')}${runs(person.work, (j) => j.name)
    .map(employer)
    .join('')}
${mh('Education')}${runs(person.education, (e) => e.institution)
    .map(school)
    .join('')}
${sections
  .filter((s) => !sideKinds.includes(s.kind))
  .map((s) => `${mh(s.heading)}${s.items.map((i) => `<p>${itemText(i)}</p>`).join('')}`)
  .join('')}`;
  const css = `@page{size:letter;margin:0.5in 0}body{font-family:'Liberation Sans',Arial,sans-serif;font-size:9.5pt;line-height:1.35;color:#181818}
.wrap{display:grid;grid-template-columns:2.4in 1fr}.side{background:#eef1f4;padding:0.35in 0.28in;min-height:10in}.main{padding:0.3in 0.55in 0 0.45in}
.side h3{font-size:11.5pt;font-weight:normal;color:#181818;margin:16px 0 6px}.side h3:first-child{margin-top:0}.side p{margin:0 0 3px;font-size:9pt;color:#3b3b3b;overflow-wrap:anywhere}
h1{font-size:24pt;font-weight:normal;margin:0;line-height:1.15}.hl{font-size:11.5pt;margin:6px 0 4px}.pl{font-size:9.5pt;color:#8a8a8a}
h2{font-size:14.5pt;font-weight:normal;margin:22px 0 8px;break-after:avoid}p{margin:0 0 4px}
.co{margin:0 0 14px}.n{font-size:11.5pt;margin:0 0 2px;break-after:avoid}.t{font-size:10.5pt;font-weight:bold;break-after:avoid}
.g{color:#8a8a8a;font-size:9.5pt;break-after:avoid}.rl{border-left:1px solid #c9cfd4;padding-left:12px;margin:8px 0 0 2px}
ul{margin:4px 0 0;padding-left:16px}li{margin:0 0 2px}`;
  return printPage(page(css, `<div class="wrap"><div class="side">${side}</div><div class="main">${main}</div></div>`), outBase, sections);
}
