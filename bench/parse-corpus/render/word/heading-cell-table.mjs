// Word: the whole CV below the name is a two-column table without borders, each section heading in
// the left cell of its row and every entry of the section in the right cell, the dates first in
// bold ('03/2019 – 06/2021  Title, Employer, Place'), bullets from Word's list under them. Name and
// contact details above the table; Carlito (Calibri's metrics) on A4.
import { BorderStyle, Document, Paragraph, Table, TableCell, TableRow, TextRun, VerticalAlign, WidthType } from 'docx';
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { bulletNumbering, NO_BORDERS, writeDocx } from './common.mjs';

const LEFT = 2200;
const RIGHT = 7400;
const range = (s, e) => `${formatDate(s, 'num')} – ${e ? formatDate(e, 'num') : 'present'}`;
const point = (text) => new Paragraph({ numbering: { reference: 'bullets', level: 0 }, children: [new TextRun(text)] });
const RULE = { style: BorderStyle.SINGLE, size: 4, color: 'A6A6A6' };
const row = (heading, lines) =>
  new TableRow({
    children: [
      new TableCell({
        width: { size: LEFT, type: WidthType.DXA },
        verticalAlign: VerticalAlign.TOP,
        borders: { top: RULE },
        children: [
          new Paragraph({ spacing: { before: 80 }, children: [new TextRun({ text: heading, bold: true, size: 22, color: '365F91' })] }),
        ],
      }),
      new TableCell({ width: { size: RIGHT, type: WidthType.DXA }, borders: { top: RULE }, children: lines }),
    ],
  });
const entryHead = (dates, rest) =>
  new Paragraph({ spacing: { before: 80, after: 20 }, children: [new TextRun({ text: `${dates}  `, bold: true }), new TextRun(rest)] });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const rows = [
    ...(b.summary ? [row('Profile', [new Paragraph({ spacing: { before: 80, after: 80 }, text: b.summary })])] : []),
    row(
      'Experience',
      person.work.flatMap((j) => [
        entryHead(range(j.startDate, j.endDate), `${j.position}, ${j.name}, ${j.location}`),
        ...[...(j.summary ? [j.summary] : []), ...j.highlights].map(point),
      ]),
    ),
    row(
      'Education',
      person.education.flatMap((e) => [
        entryHead(range(e.startDate, e.endDate), `${e.studyType}${e.area ? ` in ${e.area}` : ''}, ${e.institution}`),
        ...(e.score ? [new Paragraph(`GPA ${e.score}`)] : []),
      ]),
    ),
    row(
      'Skills',
      person.skills.map(
        (g) =>
          new Paragraph({
            spacing: { before: 60 },
            children: [new TextRun({ text: `${g.name}: `, bold: true }), new TextRun(g.keywords.join(', '))],
          }),
      ),
    ),
    ...sections.map((s) =>
      row(
        s.heading,
        s.items.map((i) =>
          i.date
            ? entryHead(formatDate(i.date, 'num'), `${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` — ${i.text}` : ''}`)
            : new Paragraph({
                spacing: { before: 80 },
                children: [new TextRun(`${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` — ${i.text}` : ''}`)],
              }),
        ),
      ),
    ),
  ];
  const doc = new Document({
    styles: { default: { document: { run: { font: 'Carlito', size: 21 } } } },
    numbering: bulletNumbering('•'),
    sections: [
      {
        properties: { page: { size: { width: 11906, height: 16838 }, margin: { top: 1000, bottom: 1000, left: 1150, right: 1150 } } },
        children: [
          new Paragraph({ children: [new TextRun({ text: b.name, bold: true, size: 44 })] }),
          new Paragraph({ children: [new TextRun({ text: b.label, size: 24, color: '365F91' })] }),
          new Paragraph({
            spacing: { after: 200 },
            children: [
              new TextRun({
                text: [placeOf(person), b.phone, b.email, ...(linkedin ? [`linkedin.com/in/${linkedin.username}`] : [])].join('   ·   '),
                size: 19,
              }),
            ],
          }),
          new Table({ width: { size: LEFT + RIGHT, type: WidthType.DXA }, columnWidths: [LEFT, RIGHT], borders: NO_BORDERS, rows }),
        ],
      },
    ],
  });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
