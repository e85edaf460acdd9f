// Word, one table for the whole CV: a shaded row spanning both columns for each section heading, and
// for every job or school a row 'dates | title, employer, place' with the job's bullets in the same
// cell under its title line ('03/2019 – 06/2021'). Name and contact details above the table, in
// Carlito (Calibri's metrics) on A4, thin grey rules between the rows.
import { BorderStyle, Document, Paragraph, ShadingType, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { extraSections, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { bulletNumbering, writeDocx } from './common.mjs';

const mmYYYY = (iso) => (iso ? `${iso.slice(5, 7)}/${iso.slice(0, 4)}` : 'present');
const GREY = { style: BorderStyle.SINGLE, size: 4, color: 'BFBFBF' };
const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const BORDERS = { top: GREY, bottom: GREY, left: NONE, right: NONE, insideHorizontal: GREY, insideVertical: NONE };

const headRow = (text) =>
  new TableRow({
    children: [
      new TableCell({
        columnSpan: 2,
        shading: { type: ShadingType.CLEAR, fill: 'DCE6F0', color: 'auto' },
        children: [
          new Paragraph({ spacing: { before: 60, after: 60 }, children: [new TextRun({ text, bold: true, size: 24, color: '1F3864' })] }),
        ],
      }),
    ],
  });
const row = (dates, lines) =>
  new TableRow({
    children: [
      new TableCell({
        width: { size: 1900, type: WidthType.DXA },
        children: [new Paragraph({ spacing: { before: 60 }, children: [new TextRun({ text: dates, size: 19 })] })],
      }),
      new TableCell({ width: { size: 7600, type: WidthType.DXA }, children: lines }),
    ],
  });
const point = (text) => new Paragraph({ numbering: { reference: 'bullets', level: 0 }, children: [new TextRun({ text, size: 20 })] });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const rows = [
    ...(b.summary
      ? [headRow('Profile'), new TableRow({ children: [new TableCell({ columnSpan: 2, children: [new Paragraph(b.summary)] })] })]
      : []),
    headRow('Professional Experience'),
    ...person.work.map((j) =>
      row(`${mmYYYY(j.startDate)} – ${mmYYYY(j.endDate)}`, [
        new Paragraph({
          spacing: { before: 60, after: 40 },
          children: [new TextRun({ text: j.position, bold: true }), new TextRun(`, ${j.name}, ${j.location}`)],
        }),
        ...[...(j.summary ? [j.summary] : []), ...j.highlights].map(point),
      ]),
    ),
    headRow('Education'),
    ...person.education.map((e) =>
      row(`${mmYYYY(e.startDate)} – ${mmYYYY(e.endDate)}`, [
        new Paragraph({
          spacing: { before: 60, after: 60 },
          children: [
            new TextRun({ text: `${e.studyType}${e.area ? ` in ${e.area}` : ''}`, bold: true }),
            new TextRun(`, ${e.institution}`),
          ],
        }),
        ...(e.score ? [new Paragraph(`GPA ${e.score}`)] : []),
      ]),
    ),
    headRow('Skills'),
    ...person.skills.map((g) =>
      row(g.name, [new Paragraph({ spacing: { before: 60, after: 60 }, children: [new TextRun(g.keywords.join(', '))] })]),
    ),
    ...sections.flatMap((s) => [
      headRow(s.heading),
      ...s.items.map((i) =>
        row('', [
          new Paragraph({
            spacing: { before: 60, after: 60 },
            children: [
              new TextRun({ text: i.title, bold: true }),
              new TextRun(`${i.org ? `, ${i.org}` : ''}${i.text ? ` — ${i.text}` : ''}`),
            ],
          }),
        ]),
      ),
    ]),
  ];
  const doc = new Document({
    styles: { default: { document: { run: { font: 'Carlito', size: 20 } } } },
    numbering: bulletNumbering('–'),
    sections: [
      {
        properties: { page: { size: { width: 11906, height: 16838 }, margin: { top: 1000, bottom: 1000, left: 1100, right: 1100 } } },
        children: [
          new Paragraph({ children: [new TextRun({ text: b.name, bold: true, size: 44, color: '1F3864' })] }),
          new Paragraph({ children: [new TextRun({ text: b.label, size: 24, color: '595959' })] }),
          new Paragraph({
            spacing: { after: 200 },
            children: [
              new TextRun({
                text: [placeOf(person), b.phone, b.email, ...(linkedin ? [`linkedin.com/in/${linkedin.username}`] : [])].join('  |  '),
                size: 18,
              }),
            ],
          }),
          new Table({ width: { size: 9500, type: WidthType.DXA }, columnWidths: [1900, 7600], borders: BORDERS, rows }),
        ],
      },
    ],
  });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
