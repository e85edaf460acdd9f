// Word, a combination resume: a summary and a 'Key Skills' list first, then the recent jobs under
// 'Relevant Experience' ('TITLE | Employer | Place' with the dates at a right tab, full bullets)
// and the older ones under 'Additional Experience' (the same head line and one bullet); letter
// size, Arial.
import { Document, Paragraph, TabStopType, TextRun } from 'docx';
import { extraSections, formatDate, formatRange, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { bulletNumbering, writeDocx } from './common.mjs';

const RIGHT = 10080;
const heading = (text) =>
  new Paragraph({
    spacing: { before: 240, after: 80 },
    border: { bottom: { style: 'single', size: 8, color: '1F3864', space: 2 } },
    children: [new TextRun({ text, bold: true, size: 24, color: '1F3864' })],
  });
const item = (text) => new Paragraph({ numbering: { reference: 'bullets', level: 0 }, children: [new TextRun(text)] });
const jobHead = (job) =>
  new Paragraph({
    spacing: { before: 140, after: 40 },
    tabStops: [{ type: TabStopType.RIGHT, position: RIGHT }],
    children: [
      new TextRun({ text: job.position.toUpperCase(), bold: true }),
      new TextRun(` | ${job.name} | ${job.location}`),
      new TextRun(`\t${formatRange(job.startDate, job.endDate, 'num', { dash: ' – ' })}`),
    ],
  });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const relevant = Math.ceil(person.work.length / 2);
  const children = [
    new Paragraph({ children: [new TextRun({ text: b.name, bold: true, size: 40, color: '1F3864' })] }),
    new Paragraph({ children: [new TextRun({ text: `${placeOf(person)} · ${b.phone} · ${b.email}`, size: 19 })] }),
    ...(linkedin ? [new Paragraph({ children: [new TextRun({ text: linkedin.url, size: 19 })] })] : []),
    ...(b.summary ? [heading('Summary of Qualifications'), new Paragraph(b.summary)] : []),
    heading('Key Skills'),
    ...person.skills.map((g) => item(`${g.name}: ${g.keywords.join(', ')}`)),
    heading('Relevant Experience'),
    ...person.work
      .slice(0, relevant)
      .flatMap((job) => [jobHead(job), ...[...(job.summary ? [job.summary] : []), ...job.highlights].map(item)]),
    heading('Additional Experience'),
    ...person.work.slice(relevant).flatMap((job) => [jobHead(job), item(job.highlights[0])]),
    heading('Education'),
    ...person.education.map(
      (e) =>
        new Paragraph({
          tabStops: [{ type: TabStopType.RIGHT, position: RIGHT }],
          children: [
            new TextRun({ text: `${e.studyType}${e.area ? ` in ${e.area}` : ''}`, bold: true }),
            new TextRun(` | ${e.institution}`),
            new TextRun(`\t${formatDate(e.endDate, 'year')}`),
          ],
        }),
    ),
    ...sections.flatMap((s) => [heading(s.heading), ...s.items.map((i) => item(`${i.title}${i.org ? `, ${i.org}` : ''}`))]),
  ];
  const doc = new Document({
    styles: { default: { document: { run: { font: 'Arial', size: 20 } } } },
    numbering: bulletNumbering('•'),
    sections: [
      {
        properties: { page: { size: { width: 12240, height: 15840 }, margin: { top: 1080, bottom: 1080, left: 1080, right: 1080 } } },
        children,
      },
    ],
  });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
