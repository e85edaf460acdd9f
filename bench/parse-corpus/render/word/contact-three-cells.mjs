// Word, the contact details in a one-row table of three cells under the name (place, then phone
// and e-mail, then the LinkedIn address, each cell centred), section headings as paragraphs with a
// bottom border, jobs as 'Title — Employer' in bold with the dates at a right tab and the place in
// italics under it; A4, Calibri.
import { AlignmentType, Document, Paragraph, TabStopType, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { extraSections, formatRange, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { bullet, bulletNumbering, writeDocx } from './common.mjs';

const RIGHT = 9638;
const heading = (text) =>
  new Paragraph({
    spacing: { before: 240, after: 100 },
    border: { bottom: { style: 'single', size: 12, color: '7F7F7F', space: 1 } },
    children: [new TextRun({ text: text.toUpperCase(), bold: true, size: 22, color: '404040' })],
  });
const contactCell = (lines) =>
  new TableCell({
    width: { size: 33, type: WidthType.PERCENTAGE },
    children: lines.map((t) => new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: t, size: 18 })] })),
  });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const children = [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: 120 },
      children: [new TextRun({ text: b.name, bold: true, size: 48 })],
    }),
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      rows: [
        new TableRow({
          children: [
            contactCell([placeOf(person)]),
            contactCell([b.phone, b.email]),
            contactCell([linkedin ? `linkedin.com/in/${linkedin.username}` : b.label]),
          ],
        }),
      ],
    }),
    ...(b.summary ? [heading('Professional Summary'), new Paragraph(b.summary)] : []),
    heading('Professional Experience'),
    ...person.work.flatMap((job) => [
      new Paragraph({
        spacing: { before: 140 },
        tabStops: [{ type: TabStopType.RIGHT, position: RIGHT }],
        children: [
          new TextRun({ text: `${job.position} — ${job.name}`, bold: true }),
          new TextRun(`\t${formatRange(job.startDate, job.endDate, 'mon')}`),
        ],
      }),
      new Paragraph({ children: [new TextRun({ text: job.location, italics: true })] }),
      ...[...(job.summary ? [job.summary] : []), ...job.highlights].map(bullet),
    ]),
    heading('Education'),
    ...person.education.map(
      (e) =>
        new Paragraph({
          tabStops: [{ type: TabStopType.RIGHT, position: RIGHT }],
          children: [
            new TextRun({ text: `${e.studyType}${e.area ? ` in ${e.area}` : ''} — ${e.institution}`, bold: true }),
            new TextRun(`\t${formatRange(e.startDate, e.endDate, 'year')}`),
          ],
        }),
    ),
    heading('Skills'),
    ...person.skills.map((g) => bullet(`${g.name}: ${g.keywords.join(', ')}`)),
    ...sections.flatMap((s) => [heading(s.heading), ...s.items.map((i) => bullet(`${i.title}${i.org ? ` — ${i.org}` : ''}`))]),
  ];
  const doc = new Document({
    styles: { default: { document: { run: { font: 'Calibri', size: 21 } } } },
    numbering: bulletNumbering('▪'),
    sections: [
      {
        properties: { page: { size: { width: 11906, height: 16838 }, margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 } } },
        children,
      },
    ],
  });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
