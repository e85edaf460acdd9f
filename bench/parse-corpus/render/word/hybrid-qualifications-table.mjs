// Word, a skills-first ('hybrid') CV: 'Summary of Qualifications' as bulleted sentences (the profile
// cut at its full stops), then 'Technical Skills' as a borderless two-column table (group | terms),
// both before any job; then 'Professional Experience' with the employer in capitals and its place
// on one line, the title and the dates (MM/YYYY) on the next, bullets below.
import { Document, Paragraph, Table, TableCell, TableRow, TabStopType, TextRun, WidthType } from 'docx';
import { extraSections, formatDate, formatRange, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { bullet, bulletNumbering, NO_BORDERS, writeDocx } from './common.mjs';

const heading = (text) =>
  new Paragraph({
    spacing: { before: 240, after: 80 },
    children: [new TextRun({ text: text.toUpperCase(), bold: true, size: 22 })],
  });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const cell = (children, width) => new TableCell({ width: { size: width, type: WidthType.PERCENTAGE }, children });
  const sentences = (b.summary ?? '').match(/[^.!?]+[.!?]+/g) ?? [];
  const children = [
    new Paragraph({ children: [new TextRun({ text: b.name.toUpperCase(), bold: true, size: 34 })] }),
    new Paragraph(`${b.email}   ${b.phone}`),
    new Paragraph(`${placeOf(person)}${linkedin ? `   ${linkedin.url}` : ''}`),
    ...(sentences.length ? [heading('Summary of Qualifications'), ...sentences.map((s) => bullet(s.trim()))] : []),
    heading('Technical Skills'),
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      borders: NO_BORDERS,
      rows: person.skills.map(
        (g) =>
          new TableRow({
            children: [
              cell([new Paragraph({ children: [new TextRun({ text: g.name, bold: true })] })], 28),
              cell([new Paragraph(g.keywords.join(', '))], 72),
            ],
          }),
      ),
    }),
    heading('Professional Experience'),
    ...person.work.flatMap((job) => [
      new Paragraph({
        spacing: { before: 140 },
        children: [new TextRun({ text: job.name.toUpperCase(), bold: true }), new TextRun(`, ${job.location}`)],
      }),
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: 9300 }],
        children: [new TextRun({ text: job.position, italics: true }), new TextRun(`\t${formatRange(job.startDate, job.endDate, 'num')}`)],
      }),
      ...job.highlights.map(bullet),
    ]),
    heading('Education'),
    ...person.education.flatMap((e) => [
      new Paragraph({ children: [new TextRun({ text: `${e.studyType}${e.area ? ` in ${e.area}` : ''}`, bold: true })] }),
      new Paragraph(`${e.institution}, ${formatRange(e.startDate, e.endDate, 'year')}`),
    ]),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) => bullet(`${i.title}${i.org ? ` — ${i.org}` : ''}${i.date ? ` (${formatDate(i.date, 'mon')})` : ''}`)),
    ]),
  ];
  const doc = new Document({ numbering: bulletNumbering('▪'), sections: [{ children }] });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
