// Word, everything in tables: a header table (name left, contact right), each job a borderless
// two-by-two table (title | dates, company | place) above its bullets, skills in a grid.
import { AlignmentType, Document, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { extraSections, formatRange, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { bullet, bulletNumbering, NO_BORDERS, writeDocx } from './common.mjs';

const cell = (children, width, align = AlignmentType.LEFT) =>
  new TableCell({
    width: { size: width, type: WidthType.PERCENTAGE },
    children: children.map((c) => (typeof c === 'string' ? new Paragraph({ alignment: align, children: [new TextRun(c)] }) : c)),
  });
const row = (...cells) => new TableRow({ children: cells });
const grid = (rows) => new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, borders: NO_BORDERS, rows });
const heading = (text) =>
  new Paragraph({
    spacing: { before: 240, after: 80 },
    children: [new TextRun({ text: text.toUpperCase(), bold: true, size: 24, color: '1F3864' })],
  });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const children = [
    grid([
      row(
        cell([new Paragraph({ children: [new TextRun({ text: b.name, bold: true, size: 40 })] }), b.label], 55),
        cell([b.email, b.phone, placeOf(person), ...(linkedin ? [linkedin.url.replace('https://www.', '')] : [])], 45, AlignmentType.RIGHT),
      ),
    ]),
    ...(b.summary ? [heading('Profile'), new Paragraph(b.summary)] : []),
    heading('Experience'),
    ...person.work.flatMap((job) => [
      grid([
        row(
          cell([new Paragraph({ children: [new TextRun({ text: job.position, bold: true })] })], 70),
          cell([formatRange(job.startDate, job.endDate, 'mon')], 30, AlignmentType.RIGHT),
        ),
        row(
          cell([new Paragraph({ children: [new TextRun({ text: job.name, italics: true })] })], 70),
          cell([job.location], 30, AlignmentType.RIGHT),
        ),
      ]),
      ...job.highlights.map(bullet),
    ]),
    heading('Education'),
    ...person.education.map((e) =>
      grid([
        row(
          cell([new Paragraph({ children: [new TextRun({ text: e.institution, bold: true })] })], 70),
          cell([formatRange(e.startDate, e.endDate, 'mon')], 30, AlignmentType.RIGHT),
        ),
        row(cell([`${e.studyType}${e.area ? ` in ${e.area}` : ''}`], 70), cell([''], 30)),
      ]),
    ),
    heading('Skills'),
    grid(
      person.skills.map((g) =>
        row(cell([new Paragraph({ children: [new TextRun({ text: g.name, bold: true })] })], 25), cell([g.keywords.join(', ')], 75)),
      ),
    ),
    ...sections.flatMap((s) => [heading(s.heading), ...s.items.map((i) => bullet(`${i.title}${i.org ? ` — ${i.org}` : ''}`))]),
  ];
  const doc = new Document({ numbering: bulletNumbering(), sections: [{ children }] });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
