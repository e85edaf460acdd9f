// Word, a header table: the name and headline in the left cell and the contact lines right-aligned
// in the right cell of a borderless table, then a shaded bar per section, jobs as 'Company, Place'
// with the dates in a right-aligned table cell and the title under it, and round bullets.
import { AlignmentType, Document, Paragraph, ShadingType, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { extraSections, formatRange, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { bullet, bulletNumbering, NO_BORDERS, skillGroupLine, writeDocx } from './common.mjs';

const bar = (text) =>
  new Paragraph({
    spacing: { before: 200, after: 80 },
    shading: { type: ShadingType.CLEAR, fill: 'DDE4EA', color: 'auto' },
    children: [new TextRun({ text: text.toUpperCase(), bold: true })],
  });
const cell = (children, width, alignment) =>
  new TableCell({
    width: { size: width, type: WidthType.PERCENTAGE },
    children: children.map((c) => (typeof c === 'string' ? new Paragraph({ alignment, text: c }) : c)),
  });
const twoCells = (left, right) =>
  new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: NO_BORDERS,
    rows: [new TableRow({ children: [cell(left, 55, AlignmentType.LEFT), cell(right, 45, AlignmentType.RIGHT)] })],
  });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const children = [
    twoCells(
      [
        new Paragraph({ children: [new TextRun({ text: b.name, bold: true, size: 44 })] }),
        new Paragraph({ children: [new TextRun({ text: b.label, size: 24, color: '555555' })] }),
      ],
      [b.phone, b.email, placeOf(person), ...(linkedin ? [`linkedin.com/in/${linkedin.username}`] : [])],
    ),
    ...(b.summary ? [bar('Summary'), new Paragraph(b.summary)] : []),
    bar('Experience'),
    ...person.work.flatMap((job) => [
      twoCells(
        [new Paragraph({ children: [new TextRun({ text: job.name, bold: true }), new TextRun(`, ${job.location}`)] })],
        [formatRange(job.startDate, job.endDate, 'mon')],
      ),
      new Paragraph({ children: [new TextRun({ text: job.position, italics: true })] }),
      ...job.highlights.map(bullet),
    ]),
    bar('Education'),
    ...person.education.flatMap((e) => [
      twoCells(
        [new Paragraph({ children: [new TextRun({ text: e.institution, bold: true })] })],
        [formatRange(e.startDate, e.endDate, 'year')],
      ),
      new Paragraph(`${e.studyType}${e.area ? ` in ${e.area}` : ''}`),
    ]),
    bar('Skills'),
    ...person.skills.map(skillGroupLine),
    ...sections.flatMap((s) => [
      bar(s.heading),
      ...s.items.map((i) => bullet(`${i.title}${i.org ? `, ${i.org}` : ''}${i.date ? ` (${formatDate(i.date, 'mon')})` : ''}`)),
    ]),
  ];
  const doc = new Document({ numbering: bulletNumbering('•'), sections: [{ children }] });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
