// Word, entries in a borderless two-column table: per job a row with the employer in bold and the
// place, a row with the title in italics, and the dates in the right cell merged over both rows
// (centred vertically, right-aligned), then a row across both columns with the bullets; schools
// alike. Headings in small capitals with a thin rule above; A4, Open Sans.
import { AlignmentType, Document, Paragraph, Table, TableCell, TableRow, TextRun, VerticalAlign, WidthType } from 'docx';
import { extraSections, formatRange, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { bulletNumbering, NO_BORDERS, writeDocx } from './common.mjs';

const heading = (text) =>
  new Paragraph({
    spacing: { before: 280, after: 100 },
    border: { top: { style: 'single', size: 4, color: '888888', space: 4 } },
    children: [new TextRun({ text, bold: true, smallCaps: true, size: 24 })],
  });
const item = (text) => new Paragraph({ numbering: { reference: 'bullets', level: 0 }, children: [new TextRun(text)] });
const cell = (children, width, o = {}) => new TableCell({ width: { size: width, type: WidthType.PERCENTAGE }, children, ...o });

function entryRows(top, second, dates, items) {
  return [
    new TableRow({
      children: [
        cell([new Paragraph({ spacing: { before: 120 }, children: top })], 72),
        cell([new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun(dates)] })], 28, {
          rowSpan: 2,
          verticalAlign: VerticalAlign.CENTER,
        }),
      ],
    }),
    new TableRow({ children: [cell([new Paragraph({ children: [new TextRun({ text: second, italics: true })] })], 72)] }),
    ...(items.length ? [new TableRow({ children: [cell(items.map(item), 100, { columnSpan: 2 })] })] : []),
  ];
}
const table = (rows) => new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, borders: NO_BORDERS, rows });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const children = [
    new Paragraph({ children: [new TextRun({ text: b.name, size: 44 })] }),
    new Paragraph({ children: [new TextRun({ text: b.label, size: 22, color: '555555' })] }),
    new Paragraph({
      spacing: { after: 120 },
      children: [new TextRun({ text: [b.email, b.phone, placeOf(person), ...(linkedin ? [linkedin.url] : [])].join('  ·  '), size: 18 })],
    }),
    ...(b.summary ? [heading('Summary'), new Paragraph(b.summary)] : []),
    heading('Experience'),
    table(
      person.work.flatMap((job) =>
        entryRows(
          [new TextRun({ text: job.name, bold: true }), new TextRun(`, ${job.location}`)],
          job.position,
          formatRange(job.startDate, job.endDate, 'mon'),
          [...(job.summary ? [job.summary] : []), ...job.highlights],
        ),
      ),
    ),
    heading('Education'),
    table(
      person.education.flatMap((e) =>
        entryRows(
          [new TextRun({ text: e.institution, bold: true })],
          `${e.studyType}${e.area ? ` in ${e.area}` : ''}`,
          formatRange(e.startDate, e.endDate, 'mon'),
          e.score ? [`GPA ${e.score}`] : [],
        ),
      ),
    ),
    heading('Skills'),
    ...person.skills.map(
      (g) => new Paragraph({ children: [new TextRun({ text: `${g.name}: `, bold: true }), new TextRun(g.keywords.join(', '))] }),
    ),
    ...sections.flatMap((s) => [heading(s.heading), ...s.items.map((i) => item(`${i.title}${i.org ? `, ${i.org}` : ''}`))]),
  ];
  const doc = new Document({
    styles: { default: { document: { run: { font: 'Open Sans', size: 19 } } } },
    numbering: bulletNumbering('•'),
    sections: [
      {
        properties: { page: { size: { width: 11906, height: 16838 }, margin: { top: 900, bottom: 900, left: 1000, right: 1000 } } },
        children,
      },
    ],
  });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
