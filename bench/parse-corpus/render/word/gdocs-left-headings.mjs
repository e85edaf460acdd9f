// A Google-Docs-style export made by LibreOffice: an HTML document (as a Docs template is built)
// with every section heading in the left cell of a two-column table and its content in the right
// cell, saved as .docx and printed to PDF by LibreOffice.
import fs from 'node:fs';
import { extraSections, formatRange, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { convertWithLibreOffice, escapeHtml as esc } from './common.mjs';

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const block = (title, html) =>
    `<tr><td valign="top" style="width:25%;vertical-align:top"><p style="color:#1155cc;font-weight:bold;font-size:11pt">${esc(title)}</p></td><td valign="top" style="vertical-align:top">${html}</td></tr>`;
  const rows = [
    ...(b.summary ? [block('Summary', `<p>${esc(b.summary)}</p>`)] : []),
    block(
      'Experience',
      person.work
        .map(
          (j) =>
            `<p><b>${esc(j.name)}</b>, ${esc(j.location)} — <i>${esc(j.position)}</i></p><p style="color:#666">${esc(formatRange(j.startDate, j.endDate, 'month', { dash: ' - ', open: 'PRESENT' }).toUpperCase())}</p><ul>${j.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>`,
        )
        .join(''),
    ),
    block(
      'Education',
      person.education
        .map(
          (e) =>
            `<p><b>${esc(e.institution)}</b> — <i>${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</i></p><p style="color:#666">${esc(formatRange(e.startDate, e.endDate, 'month', { dash: ' - ' }).toUpperCase())}</p>`,
        )
        .join(''),
    ),
    block('Skills', `<p>${esc(person.skills.flatMap((g) => g.keywords).join(', '))}</p>`),
    ...sections.map((s) =>
      block(s.heading, `<ul>${s.items.map((i) => `<li>${esc(i.title)}${i.org ? `, ${esc(i.org)}` : ''}</li>`).join('')}</ul>`),
    ),
  ];
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>body{font-family:Arial;font-size:10pt} table{border-collapse:collapse;width:100%}</style></head><body>
<p style="font-size:24pt;margin:0">${esc(b.name)}</p>
<p>${esc(b.label)}</p>
<p>${esc(placeOf(person))}<br>${esc(b.phone)}<br>${esc(b.email)}${linkedin ? `<br><a href="${esc(linkedin.url)}">${esc(linkedin.url.replace('https://www.', ''))}</a>` : ''}</p>
<table>${rows.join('')}</table></body></html>`;
  fs.writeFileSync(`${outBase}.html`, html);
  const docx = convertWithLibreOffice(`${outBase}.html`, 'docx', 'MS Word 2007 XML');
  fs.rmSync(`${outBase}.html`);
  const pdf = convertWithLibreOffice(docx, 'pdf');
  return { files: [docx, pdf], headings: headingsOf(sections) };
}
