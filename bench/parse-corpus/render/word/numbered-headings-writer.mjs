// LibreOffice Writer as the word processor: the CV is written as a Writer document (imported from
// HTML) and saved by LibreOffice itself as .docx, so the file carries Writer's own styles, lists
// and tables rather than the docx package's. Section headings are numbered ('2. Professional
// Experience'), contact details sit in a two-column table under the name, each job is a subheading
// 'Title – Company' over an italic 'City | MM/YYYY to present' line and a bulleted list.
import fs from 'node:fs';
import path from 'node:path';
import { extraSections, formatDate, formatRange, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { convertWithLibreOffice, escapeHtml as esc } from './common.mjs';

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const range = (e) => formatRange(e.startDate, e.endDate, 'num', { dash: ' to ', open: 'present' });
  let n = 0;
  const h = (text) => `<h2>${++n}. ${esc(text)}</h2>`;
  const list = (items) => (items.length ? `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>` : '');
  const body = [
    `<h1>${esc(b.name)}</h1>`,
    `<table width="100%"><tr><td>${esc(placeOf(person))}<br>${esc(b.phone)}</td><td align="right">${esc(b.email)}${linkedin ? `<br>${esc(linkedin.url)}` : ''}</td></tr></table>`,
    ...(b.summary ? [h('Profile'), `<p>${esc(b.summary)}</p>`] : []),
    h('Professional Experience'),
    ...person.work.map(
      (job) =>
        `<h3>${esc(job.position)} – ${esc(job.name)}</h3><p><i>${esc(job.location)} | ${esc(range(job))}</i></p>${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${list(job.highlights)}`,
    ),
    h('Education'),
    ...person.education.map(
      (e) => `<h3>${esc(e.institution)}</h3><p>${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}, ${esc(range(e))}</p>`,
    ),
    h('Skills'),
    `<table width="100%">${person.skills.map((g) => `<tr><td width="25%"><b>${esc(g.name)}</b></td><td>${esc(g.keywords.join(', '))}</td></tr>`).join('')}</table>`,
    ...sections.flatMap((s) => [
      h(s.heading),
      list(
        s.items.map(
          (i) => `${i.title}${i.org ? `, ${i.org}` : ''}${i.date ? ` (${formatDate(i.date, 'num')})` : ''}${i.text ? `: ${i.text}` : ''}`,
        ),
      ),
    ]),
  ];
  const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>body{font-family:'Liberation Sans';font-size:10.5pt} h1{font-size:22pt} h2{font-size:13pt;color:#1f4e79} h3{font-size:11pt;margin-bottom:0}</style>
</head><body>${body.join('\n')}</body></html>`;
  const source = `${outBase}.html`;
  fs.writeFileSync(source, html);
  const docx = convertWithLibreOffice(source, 'docx', 'MS Word 2007 XML');
  fs.rmSync(source);
  // The PDF is printed from the .docx LibreOffice wrote, as a reader of that file would see it.
  const pdf = convertWithLibreOffice(docx, 'pdf');
  return { files: [docx, pdf].map((f) => path.resolve(f)), headings: headingsOf(sections) };
}
