// A resume written in Markdown and printed as a code-hosting site shows a README: the name as an h1
// with a rule under it, the contact details as one line of links separated by ' · ', each section
// an h2 with a rule under it, each job an h3 'Title — Company' followed by an emphasised line with
// the dates and the place, then a bullet list; skills as a Markdown table (Area | Skills), other
// sections as bullet lists. The site's system font stack (DejaVu Sans where none of the others is
// installed), a 16px body and its spacing; printed at letter size.
import { bulletsOf, esc, extraSections, formatRange, itemText, linkedinOf, page, placeOf, printPage } from './common.mjs';

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const list = (items) => `<ul>${items.map((x) => `<li>${x}</li>`).join('')}</ul>`;
  const contact = [
    `<a href="mailto:${esc(b.email)}">${esc(b.email)}</a>`,
    esc(b.phone),
    esc(placeOf(person)),
    ...(linkedin ? [`<a href="${esc(linkedin.url)}">${esc(linkedin.url.replace('https://www.', ''))}</a>`] : []),
  ];
  const css = `@page{margin:0.55in 0.7in}body{font-family:-apple-system,BlinkMacSystemFont,'Segoe UI','Noto Sans',Helvetica,Arial,'DejaVu Sans',sans-serif;font-size:16px;line-height:1.5;color:#1f2328}
.md{max-width:980px}h1,h2,h3{margin:24px 0 16px;font-weight:600;line-height:1.25}h1{font-size:2em;padding-bottom:0.3em;border-bottom:1px solid #d1d9e0;margin-top:0}
h2{font-size:1.5em;padding-bottom:0.3em;border-bottom:1px solid #d1d9e0}h3{font-size:1.25em;margin-bottom:4px}p{margin:0 0 16px}
a{color:#0969da;text-decoration:none}ul{margin:0 0 16px;padding-left:2em}li+li{margin-top:0.25em}em{color:#1f2328}
table{border-collapse:collapse;margin:0 0 16px;display:table;width:max-content;max-width:100%}th,td{border:1px solid #d1d9e0;padding:6px 13px;text-align:left}
th{font-weight:600}tr:nth-child(2n){background:#f6f8fa}`;
  const body = `<article class="md"><h1>${esc(b.name)}</h1>
<p>${contact.join(' · ')}</p>
${b.label ? `<p><strong>${esc(b.label)}</strong></p>` : ''}
${b.summary ? `<h2>Summary</h2><p>${esc(b.summary)}</p>` : ''}
<h2>Experience</h2>${person.work
    .map(
      (j) =>
        `<h3>${esc(j.position)} — ${esc(j.name)}</h3><p><em>${esc(formatRange(j.startDate, j.endDate, 'mon', { dash: ' – ' }))} · ${esc(j.location)}</em></p>${list(
          bulletsOf(j).map(esc),
        )}`,
    )
    .join('')}
<h2>Education</h2>${person.education
    .map(
      (e) =>
        `<h3>${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''} — ${esc(e.institution)}</h3><p><em>${esc(formatRange(e.startDate, e.endDate, 'year', { dash: ' – ' }))}</em>${
          e.score ? ` · GPA ${esc(e.score)}` : ''
        }</p>`,
    )
    .join('')}
<h2>Skills</h2><table><thead><tr><th>Area</th><th>Skills</th></tr></thead><tbody>${person.skills
    .map((g) => `<tr><td>${esc(g.name)}</td><td>${esc(g.keywords.join(', '))}</td></tr>`)
    .join('')}</tbody></table>
${sections.map((s) => `<h2>${esc(s.heading)}</h2>${list(s.items.map(itemText))}`).join('')}
</article>`;
  return printPage(page(css, body), outBase, sections);
}
