// Word, a skills-first ('hybrid') CV: under the name and a one-line headline, a 'Core Competencies'
// grid (a borderless three-column table of single terms) comes before any job; then 'Career
// History' with each job as a bold employer line, an italic 'Title' line with the dates right-tabbed,
// and bullets; education last.
import { Document, Paragraph, Table, TableCell, TableRow, TabStopType, TextRun, WidthType } from 'docx';
import { extraSections, formatDate, formatRange, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { bullet, bulletNumbering, NO_BORDERS, writeDocx } from './common.mjs';

const RIGHT = 9000;
const heading = (text) =>
  new Paragraph({
    spacing: { before: 240, after: 80 },
    children: [new TextRun({ text: text.toUpperCase(), bold: true, size: 22, color: '0B5563' })],
  });

function grid(terms) {
  const rows = [];
  for (let i = 0; i < terms.length; i += 3) {
    const cells = [0, 1, 2].map(
      (k) =>
        new TableCell({
          width: { size: 33, type: WidthType.PERCENTAGE },
          children: [new Paragraph(terms[i + k] ? `• ${terms[i + k]}` : '')],
        }),
    );
    rows.push(new TableRow({ children: cells }));
  }
  return new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, borders: NO_BORDERS, rows });
}

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const children = [
    new Paragraph({ children: [new TextRun({ text: b.name, bold: true, size: 44 })] }),
    new Paragraph({ children: [new TextRun({ text: b.label, size: 24, color: '0B5563' })] }),
    new Paragraph(`${b.email} | ${b.phone} | ${placeOf(person)}${linkedin ? ` | ${linkedin.url.replace('https://www.', '')}` : ''}`),
    ...(b.summary ? [new Paragraph({ spacing: { before: 160 }, text: b.summary })] : []),
    heading('Core Competencies'),
    grid(person.skills.flatMap((g) => g.keywords)),
    heading('Career History'),
    ...person.work.flatMap((job) => [
      new Paragraph({ spacing: { before: 160 }, children: [new TextRun({ text: `${job.name}, ${job.location}`, bold: true })] }),
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: RIGHT }],
        children: [new TextRun({ text: job.position, italics: true }), new TextRun(`\t${formatRange(job.startDate, job.endDate, 'mon')}`)],
      }),
      ...job.highlights.map(bullet),
    ]),
    heading('Education'),
    ...person.education.flatMap((e) => [
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: RIGHT }],
        children: [new TextRun({ text: e.institution, bold: true }), new TextRun(`\t${formatRange(e.startDate, e.endDate, 'year')}`)],
      }),
      new Paragraph(`${e.studyType}${e.area ? ` in ${e.area}` : ''}`),
    ]),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) => bullet(`${i.title}${i.org ? `, ${i.org}` : ''}${i.date ? `, ${formatDate(i.date, 'year')}` : ''}`)),
    ]),
  ];
  const doc = new Document({ numbering: bulletNumbering(), sections: [{ children }] });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
