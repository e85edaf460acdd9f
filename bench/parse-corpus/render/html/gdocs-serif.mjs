// An HTML page in the manner of a Google Docs resume template printed to PDF: the name large in a
// serif face at the top left with the contact details stacked at the top right, coloured headings
// in small type, each job on one line 'Company, Place — Title' in bold with the dates in grey
// capitals under it, and bullets; education the same way; skills as a paragraph.
import { bulletsOf, esc, extraSections, formatRange, itemText, linkedinOf, page, placeOf, printPage } from './common.mjs';

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const when = (s, e) => esc(formatRange(s, e, 'month', { dash: ' - ', open: 'Present' }).toUpperCase());
  const h = (t) => `<h2>${esc(t.toUpperCase())}</h2>`;
  const css = `body{font-family:'DejaVu Serif',Georgia,serif;font-size:10pt;color:#000;padding:0.6in 0.8in}.top{display:flex;justify-content:space-between}
h1{font-family:'DejaVu Serif';font-size:28pt;margin:0;font-weight:bold}.hl{font-size:11pt;margin-top:4px}.ct{text-align:right;font-size:9pt;line-height:1.5}
h2{color:#cc4125;font-size:9pt;letter-spacing:1px;margin:18px 0 6px;font-family:'DejaVu Sans'}p{margin:0 0 4px}.d{color:#666;font-size:8pt;margin:2px 0 4px;font-family:'DejaVu Sans'}
ul{margin:0 0 10px;padding-left:18px}`;
  const body = `<div class="top"><div><h1>${esc(b.name)}</h1><div class="hl">${esc(b.label)}</div></div><div class="ct">${esc(placeOf(person))}<br>${esc(b.phone)}<br><b>${esc(b.email)}</b>${linkedin ? `<br>${esc(linkedin.url.replace('https://www.', ''))}` : ''}</div></div>
${b.summary ? `${h('Summary')}<p>${esc(b.summary)}</p>` : ''}
${h('Experience')}${person.work
    .map(
      (j) =>
        `<p><b>${esc(j.name)}</b>, ${esc(j.location)} — <i>${esc(j.position)}</i></p><div class="d">${when(j.startDate, j.endDate)}</div><ul>${bulletsOf(
          j,
        )
          .map((x) => `<li>${esc(x)}</li>`)
          .join('')}</ul>`,
    )
    .join('')}
${h('Education')}${person.education.map((e) => `<p><b>${esc(e.institution)}</b> — <i>${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</i></p><div class="d">${when(e.startDate, e.endDate)}</div>${e.score ? `<p>GPA ${esc(e.score)}</p>` : ''}`).join('')}
${h('Skills')}${person.skills.map((g) => `<p>${esc(g.name)}: ${esc(g.keywords.join(', '))}</p>`).join('')}
${sections.map((s) => `${h(s.heading)}${s.items.map((i) => `<p>${itemText(i)}</p>`).join('')}`).join('')}`;
  return printPage(page(css, body), outBase, sections);
}
