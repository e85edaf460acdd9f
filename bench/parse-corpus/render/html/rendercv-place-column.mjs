// An HTML page in the manner of RenderCV's output, another variant: the name centred, contact details
// in one centred line, headings with a rule under them; each entry has its dates and its place in a
// right-hand column on two lines, and the text at the left: the school in bold with the degree and
// the field on two lines under it, the title in bold with the employer under it. Dates '2019-03 –
// 2021-06'. A4, EB Garamond.
import { bulletsOf, esc, extraSections, itemText, linkedinOf, page, placeOf, printPage } from './common.mjs';

const iso = (d) => (d ? d.slice(0, 7) : 'present');

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const entry = (left, dates, place) =>
    `<div class="en"><div>${left}</div><div class="rc">${esc(dates)}${place ? `<br>${esc(place)}` : ''}</div></div>`;
  const css = `@page{size:A4;margin:0}body{font-family:'EB Garamond',serif;font-size:11pt;color:#111;padding:16mm 18mm}h1{text-align:center;font-size:26pt;margin:0;color:#004f90}
.ct{text-align:center;font-size:10pt;margin:4px 0 10px}h2{font-size:13pt;color:#004f90;border-bottom:1px solid #004f90;margin:12px 0 6px}
.en{display:grid;grid-template-columns:1fr 38mm;column-gap:6mm;margin-bottom:7px}.rc{text-align:right;font-size:10pt}ul{margin:2px 0 0;padding-left:16px}p{margin:0 0 3px}`;
  const body = `<h1>${esc(b.name)}</h1><div class="ct">${[
    placeOf(person),
    b.email,
    b.phone,
    ...(linkedin ? [linkedin.url.replace('https://www.', '')] : []),
  ]
    .map(esc)
    .join('&nbsp;&nbsp;&nbsp;')}</div>
${b.summary ? `<h2>Summary</h2><p>${esc(b.summary)}</p>` : ''}
<h2>Education</h2>${person.education
    .map((e) =>
      entry(
        `<b>${esc(e.institution)}</b><br>${esc(e.studyType)}<br>${esc(e.area)}${e.score ? `<br>GPA ${esc(e.score)}` : ''}`,
        `${iso(e.startDate)} – ${iso(e.endDate)}`,
        '',
      ),
    )
    .join('')}
<h2>Experience</h2>${person.work
    .map((j) =>
      entry(
        `<b>${esc(j.position)}</b><br><i>${esc(j.name)}</i><ul>${bulletsOf(j)
          .map((x) => `<li>${esc(x)}</li>`)
          .join('')}</ul>`,
        `${iso(j.startDate)} – ${iso(j.endDate)}`,
        j.location,
      ),
    )
    .join('')}
<h2>Skills</h2>${person.skills.map((g) => `<p><b>${esc(g.name)}:</b> ${esc(g.keywords.join(', '))}</p>`).join('')}
${sections.map((s) => `<h2>${esc(s.heading)}</h2>${s.items.map((i) => `<p>${itemText(i)}</p>`).join('')}`).join('')}`;
  return printPage(page(css, body), outBase, sections);
}
