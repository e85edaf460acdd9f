// A Google-Docs-style export made by LibreOffice from HTML (as a Docs template is built): the name
// large, the headline and one line of contact details under it, headings in a coloured larger
// type, each job as 'Title at Company' in bold over an italic 'Place | dates' line, then bullets;
// education as 'Degree in Area — School, year'; skills as a bulleted list of groups.
import fs from 'node:fs';
import { extraSections, formatDate, formatRange, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { convertWithLibreOffice, escapeHtml as esc } from './common.mjs';

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const h = (t) => `<h2 style="color:#3d85c6;font-size:14pt;font-family:Arial;margin:14pt 0 4pt">${esc(t)}</h2>`;
  const list = (items) => `<ul>${items.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>`;
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>body{font-family:Arial;font-size:10.5pt}p{margin:0 0 3pt}</style></head><body>
<p style="font-size:26pt;margin:0">${esc(b.name)}</p>
<p style="font-size:12pt;color:#666">${esc(b.label)}</p>
<p>${[placeOf(person), b.phone, b.email, ...(linkedin ? [linkedin.url.replace('https://www.', '')] : [])].map(esc).join(' | ')}</p>
${b.summary ? `${h('Summary')}<p>${esc(b.summary)}</p>` : ''}
${h('Experience')}${person.work.map((j) => `<p><b>${esc(j.position)} at ${esc(j.name)}</b></p><p><i>${esc(j.location)} | ${esc(formatRange(j.startDate, j.endDate, 'mon', { dash: ' – ' }))}</i></p>${list([...(j.summary ? [j.summary] : []), ...j.highlights])}`).join('')}
${h('Education')}${person.education.map((e) => `<p><b>${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</b> — ${esc(e.institution)}, ${esc(formatDate(e.endDate, 'year'))}${e.score ? ` (GPA ${esc(e.score)})` : ''}</p>`).join('')}
${h('Skills')}${list(person.skills.map((g) => `${g.name}: ${g.keywords.join(', ')}`))}
${sections.map((s) => `${h(s.heading)}${list(s.items.map((i) => `${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` — ${i.text}` : ''}${i.date ? ` (${formatDate(i.date, 'year')})` : ''}`))}`).join('')}
</body></html>`;
  fs.writeFileSync(`${outBase}.html`, html);
  const docx = convertWithLibreOffice(`${outBase}.html`, 'docx', 'MS Word 2007 XML');
  fs.rmSync(`${outBase}.html`);
  const pdf = convertWithLibreOffice(docx, 'pdf');
  return { files: [docx, pdf], headings: headingsOf(sections) };
}
