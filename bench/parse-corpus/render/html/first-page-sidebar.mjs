// A two-page resume whose first page only has a sidebar: on page one a coloured band at the left
// holds the contact details, the skills and the languages beside the name, the headline, the
// summary and the first jobs (as many as fit); page two runs the full width with the remaining
// jobs, then education, projects and any other sections. Jobs: title in bold, then employer,
// place and dates on one grey line, then bullets. Letter.
import { bulletsOf, esc, extraSections, formatDate, formatRange, linkedinOf, page, placeOf, printPage } from './common.mjs';

const SIDE_KINDS = ['languages'];

/** How many jobs fit beside the sidebar, by a rough count of lines. */
function jobsOnFirstPage(person) {
  const lines = (text, width) => Math.ceil(String(text ?? '').length / width);
  let used = 8 + (person.basics.summary ? 3 + lines(person.basics.summary, 82) : 0) + 2;
  let n = 0;
  for (const job of person.work) {
    const need = 3 + bulletsOf(job).reduce((sum, x) => sum + lines(x, 76), 0);
    if (n > 0 && used + need > 47) break;
    used += need;
    n++;
  }
  return Math.min(n, Math.max(1, person.work.length - 1));
}

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const side = sections.filter((s) => SIDE_KINDS.includes(s.kind));
  const rest = sections.filter((s) => !SIDE_KINDS.includes(s.kind));
  const first = jobsOnFirstPage(person);
  const list = (items) => (items.length ? `<ul>${items.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : '');
  const job = (j) =>
    `<div class="it"><div class="t">${esc(j.position)}</div><div class="m">${esc(j.name)}${j.location ? `, ${esc(j.location)}` : ''} | ${esc(
      formatRange(j.startDate, j.endDate, 'mon'),
    )}</div>${list(bulletsOf(j))}</div>`;
  const school = (e) =>
    `<div class="it"><div class="t">${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</div><div class="m">${esc(e.institution)} | ${esc(
      formatRange(e.startDate, e.endDate, 'year'),
    )}</div>${e.score ? `<div>GPA ${esc(e.score)}</div>` : ''}</div>`;
  const item = (i) =>
    `<div class="it"><div class="t">${esc(i.title)}</div>${i.org || i.date ? `<div class="m">${[i.org, i.date ? formatDate(i.date, 'mon') : ''].filter(Boolean).map(esc).join(' | ')}</div>` : ''}${
      i.text ? `<div>${esc(i.text)}</div>` : ''
    }</div>`;
  const contact = [b.phone, b.email, placeOf(person), ...(linkedin ? [linkedin.url.replace(/^https:\/\/(www\.)?/, '')] : [])]
    .map((x) => `<p>${esc(x)}</p>`)
    .join('');
  const skills = person.skills
    .map((g) => `<div class="sg"><b>${esc(g.name)}</b><ul>${g.keywords.map((k) => `<li>${esc(k)}</li>`).join('')}</ul></div>`)
    .join('');
  const css = `@page{size:letter;margin:0.55in 0}@page :first{margin:0}
body{font-family:'Open Sans','Liberation Sans',sans-serif;font-size:9.5pt;line-height:1.4;color:#262b33}
.p1{display:grid;grid-template-columns:2.35in 1fr;min-height:11in;break-after:page}
.sd{background:#24465c;color:#eef3f6;padding:0.55in 0.28in}.sd h3{font-size:10pt;text-transform:uppercase;letter-spacing:1.5px;margin:0 0 6px;color:#fff;border-bottom:1px solid #6d8ea3;padding-bottom:3px}
.sd section{margin-bottom:18px}.sd p{margin:0 0 4px;overflow-wrap:anywhere}.sd ul{margin:2px 0 6px;padding-left:14px}.sd li{margin:0 0 2px}.sg b{font-size:9pt;color:#cfe0ea}
.mn{padding:0.55in 0.45in 0.4in 0.4in}.p2{padding:0 0.7in}
h1{font-size:25pt;margin:0;line-height:1.1;color:#24465c}.hl{font-size:12pt;color:#5a6b78;margin:4px 0 16px}
h2{font-size:11.5pt;text-transform:uppercase;letter-spacing:1px;color:#24465c;border-bottom:1.5px solid #24465c;padding-bottom:2px;margin:14px 0 7px;break-after:avoid}
.it{margin-bottom:9px;break-inside:avoid-page}.t{font-weight:700;font-size:10.2pt}.m{color:#5a6b78;margin-bottom:2px}
p{margin:0}ul{margin:2px 0 0;padding-left:16px}li{margin:0 0 2px}`;
  const body = `<div class="p1"><div class="sd">
<section><h3>Contact</h3>${contact}</section>
<section><h3>Skills</h3>${skills}</section>
${side.map((s) => `<section><h3>${esc(s.heading)}</h3><ul>${s.items.map((i) => `<li>${esc(i.title)}${i.text ? ` (${esc(i.text)})` : ''}</li>`).join('')}</ul></section>`).join('')}
</div><div class="mn"><h1>${esc(b.name)}</h1><div class="hl">${esc(b.label)}</div>
${b.summary ? `<h2>Summary</h2><p>${esc(b.summary)}</p>` : ''}
<h2>Experience</h2>${person.work.slice(0, first).map(job).join('')}
</div></div>
<div class="p2">${person.work.slice(first).map(job).join('')}
<h2>Education</h2>${person.education.map(school).join('')}
${rest.map((s) => `<h2>${esc(s.heading)}</h2>${s.items.map(item).join('')}`).join('')}
</div>`;
  return printPage(page(css, body), outBase, sections);
}
