// An HTML page in the manner of a Google Docs resume template set in a monospace font throughout:
// the name large and bold in a teal colour, the headline under it, then the place, phone, e-mail and
// LinkedIn address on one grey line with middle dots; section headings in bold teal with a short teal
// rule under each. Each job is one line 'Employer, Place — Title' (the employer in bold, the title
// in italics) with its dates on the line below in small capitals ('Mar 2019 – Jun 2021'), then its
// bullets; education as 'School — Degree in Area' with the dates alike; skills as 'Group: keywords'
// lines. Letter with Docs-like one-inch side margins, Liberation Mono.
import { bulletsOf, esc, extraSections, formatRange, itemText, linkedinOf, page, placeOf, printPage } from './common.mjs';

const INK = '#00796b';

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const h = (t) => `<h2>${esc(t)}</h2>`;
  const dates = (start, end) => `<div class="d">${esc(formatRange(start, end, 'mon'))}</div>`;
  const contact = [placeOf(person), b.phone, b.email, ...(linkedin ? [linkedin.url.replace(/^https:\/\/(www\.)?/, '')] : [])]
    .map((c) => `<span>${esc(c)}</span>`)
    .join(' · ');
  const list = (items) => (items.length ? `<ul>${items.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : '');
  const css = `@page{size:letter;margin:0.75in 1in}body{font-family:'Liberation Mono','DejaVu Sans Mono',monospace;font-size:9pt;line-height:1.45;color:#333}
h1{font-size:21pt;font-weight:bold;color:${INK};margin:0;line-height:1.2}.hl{font-size:10.5pt;margin:4px 0 4px}.ct{font-size:8.5pt;color:#666}.ct span{white-space:nowrap}
h2{font-size:11pt;font-weight:bold;color:${INK};margin:20px 0 8px;break-after:avoid}h2::after{content:'';display:block;width:32px;height:2px;background:${INK};margin-top:4px}
.e{margin:10px 0 0;break-after:avoid}.e i{font-style:italic}.d{font-variant:small-caps;color:#777;font-size:8.5pt;margin:1px 0 3px;break-after:avoid}
p{margin:0 0 4px}ul{margin:2px 0 6px;padding-left:20px}li{margin:0 0 2px}`;
  const body = `<h1>${esc(b.name)}</h1><div class="hl">${esc(b.label)}</div><div class="ct">${contact}</div>
${b.summary ? `${h('Summary')}<p>${esc(b.summary)}</p>` : ''}
${h('Experience')}${person.work
    .map(
      (j) =>
        `<p class="e"><b>${esc(j.name)}</b>, ${esc(j.location)} — <i>${esc(j.position)}</i></p>${dates(j.startDate, j.endDate)}${list(bulletsOf(j))}`,
    )
    .join('')}
${h('Education')}${person.education
    .map(
      (e) =>
        `<p class="e"><b>${esc(e.institution)}</b> — <i>${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</i></p>${dates(e.startDate, e.endDate)}${
          e.score ? `<p>GPA ${esc(e.score)}</p>` : ''
        }`,
    )
    .join('')}
${h('Skills')}${person.skills.map((g) => `<p><b>${esc(g.name)}:</b> ${esc(g.keywords.join(', '))}</p>`).join('')}
${sections.map((s) => `${h(s.heading)}${s.items.map((i) => `<p>${itemText(i)}</p>`).join('')}`).join('')}`;
  return printPage(page(css, body), outBase, sections);
}
