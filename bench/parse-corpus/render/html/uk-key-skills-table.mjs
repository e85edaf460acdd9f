// A UK-style CV as people type it from a careers-service guide: the name centred in bold over one
// centred contact line (town, phone, e-mail, LinkedIn); headings in bold small capitals over a
// full-width rule. 'Personal Statement' (the summary as a paragraph), 'Key Skills' as a two-column
// table without borders whose cells are bullets (the terms in order, filled across then down),
// 'Employment History' where each role is one bold line 'Mar 2019 – Present | Job Title, Company,
// Town' with its duties as bullets under it, 'Education & Qualifications' ('Sep 2012 – Jul 2016 |
// Degree, School'), the person's other sections as lines, and 'References available on request' in
// italics at the end. Liberation Serif (Times New Roman's metric twin), A4.
import { bulletsOf, esc, extraSections, formatDate, linkedinOf, page, placeOf, printPage } from './common.mjs';

const range = (start, end) => `${formatDate(start, 'mon')} – ${end ? formatDate(end, 'mon') : 'Present'}`;

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const h = (t) => `<h2>${esc(t)}</h2>`;
  const contact = [placeOf(person), b.phone, b.email, ...(linkedin ? [linkedin.url.replace(/^https:\/\/(www\.)?/, '')] : [])]
    .map(esc)
    .join(' &nbsp;|&nbsp; ');
  const terms = person.skills.flatMap((g) => g.keywords);
  const rows = [];
  for (let n = 0; n < terms.length; n += 2) rows.push(terms.slice(n, n + 2));
  const skills = `<table class="ks">${rows
    .map((r) => `<tr>${[0, 1].map((c) => (r[c] ? `<td><span class="bu">•</span>${esc(r[c])}</td>` : '<td></td>')).join('')}</tr>`)
    .join('')}</table>`;
  const list = (items) => (items.length ? `<ul>${items.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : '');
  const role = (j) =>
    `<div class="it"><div class="ln">${esc(range(j.startDate, j.endDate))} | ${esc([j.position, j.name, j.location].filter(Boolean).join(', '))}</div>${list(
      bulletsOf(j),
    )}</div>`;
  const school = (e) =>
    `<div class="it"><div class="ln">${esc(range(e.startDate, e.endDate))} | ${esc(`${e.studyType}${e.area ? ` in ${e.area}` : ''}`)}, ${esc(e.institution)}</div>${
      e.score ? `<div class="sub">Grade: ${esc(e.score)}</div>` : ''
    }</div>`;
  const extra = (s) =>
    s.kind === 'languages'
      ? `<p>${s.items.map((i) => `${esc(i.title)}${i.text ? ` (${esc(i.text)})` : ''}`).join(', ')}</p>`
      : s.kind === 'interests'
        ? `<p>${s.items.map((i) => esc(i.title)).join(', ')}</p>`
        : list(
            s.items.map(
              (i) =>
                `${i.date ? `${formatDate(i.date, 'mon')} | ` : ''}${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` – ${i.text}` : ''}`,
            ),
          );
  const css = `@page{size:A4;margin:0.75in 0}body{font-family:'Liberation Serif','Times New Roman',serif;font-size:11pt;line-height:1.3;color:#000;padding:0 0.85in}
h1{text-align:center;font-size:18pt;margin:0 0 4px}.ct{text-align:center;font-size:10pt;margin:0 0 6px}
h2{font-variant:small-caps;font-size:13pt;margin:16px 0 7px;padding-bottom:2px;border-bottom:1px solid #000;break-after:avoid}
p{margin:0 0 4px;text-align:justify}.ks{width:100%;border-collapse:collapse}.ks td{width:50%;padding:1px 8px 3px 0;vertical-align:top}.bu{display:inline-block;width:16px}
.it{margin:0 0 9px;break-inside:avoid-page}.ln{font-weight:700}.sub{margin-left:18px}ul{margin:3px 0 0;padding-left:22px}li{margin:0 0 2px}
.ref{font-style:italic;margin-top:18px}`;
  const body = `<h1>${esc(b.name)}</h1><div class="ct">${contact}</div>
${b.summary ? `${h('Personal Statement')}<p>${esc(b.summary)}</p>` : ''}
${h('Key Skills')}${skills}
${h('Employment History')}${person.work.map(role).join('')}
${h('Education & Qualifications')}${person.education.map(school).join('')}
${sections.map((s) => `${h(s.heading)}${extra(s)}`).join('')}
<p class="ref">References available on request</p>`;
  return printPage(page(css, body), outBase, sections);
}
