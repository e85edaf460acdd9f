// An HTML page whose section headings sit in a left column on the row of their section's first
// line, as many Word and Pages templates set them: each section is a two-column row (the heading
// in small bold capitals at the left, its text at the right), divided from the next by a thin rule.
// Each job is its title in bold and the dates at the far right on one line, then the employer and
// place in italics, then bullets. The header is the name and a line of contact details, left-aligned.
import { bulletsOf, esc, extraSections, formatRange, itemText, linkedinOf, page, placeOf, printPage } from './common.mjs';

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const section = (title, inner) => `<section><h2>${esc(title.toUpperCase())}</h2><div class="in">${inner}</div></section>`;
  const job = (j) =>
    `<div class="j"><div class="top"><b>${esc(j.position)}</b><span>${esc(formatRange(j.startDate, j.endDate, 'mon', { dash: ' – ' }))}</span></div><div class="sub">${esc(j.name)}, ${esc(j.location)}</div><ul>${bulletsOf(
      j,
    )
      .map((x) => `<li>${esc(x)}</li>`)
      .join('')}</ul></div>`;
  const school = (e) =>
    `<div class="j"><div class="top"><b>${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</b><span>${esc(formatRange(e.startDate, e.endDate, 'mon', { dash: ' – ' }))}</span></div><div class="sub">${esc(e.institution)}${e.score ? ` · GPA ${esc(e.score)}` : ''}</div></div>`;
  const css = `body{font-family:'Liberation Sans',Arial,sans-serif;font-size:9.5pt;color:#222;padding:0.55in 0.6in}
h1{font-size:22pt;margin:0 0 2px;font-weight:bold}.c{color:#444;margin-bottom:10px}.c span+span:before{content:'  |  ';white-space:pre;color:#999}
section{display:grid;grid-template-columns:1.35in 1fr;column-gap:0.2in;border-top:1px solid #bbb;padding:7px 0 4px}
h2{font-size:9.5pt;letter-spacing:1px;margin:0;font-weight:bold;color:#2a4d69}.in p{margin:0 0 4px}
.j{margin-bottom:6px}.top{display:flex;justify-content:space-between}.sub{font-style:italic;color:#444}ul{margin:2px 0 0;padding-left:14px}li{margin:1px 0}`;
  const body = `<h1>${esc(b.name)}</h1><div class="c"><span>${esc(b.label)}</span><span>${esc(placeOf(person))}</span><span>${esc(b.phone)}</span><span>${esc(b.email)}</span>${linkedin ? `<span>${esc(linkedin.url.replace(/^https:\/\/(www\.)?/, ''))}</span>` : ''}</div>
${b.summary ? section('Profile', `<p>${esc(b.summary)}</p>`) : ''}
${section('Experience', person.work.map(job).join(''))}
${section('Education', person.education.map(school).join(''))}
${section('Skills', person.skills.map((g) => `<p><b>${esc(g.name)}:</b> ${esc(g.keywords.join(', '))}</p>`).join(''))}
${sections.map((s) => section(s.heading, s.items.map((i) => `<p>${itemText(i)}</p>`).join(''))).join('')}`;
  return printPage(page(css, body), outBase, sections);
}
