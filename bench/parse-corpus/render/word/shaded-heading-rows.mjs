// Word: each section heading is a one-cell table row shaded grey, the rest plain paragraphs. A job
// is 'EMPLOYER NAME, City — Title' with the employer in capitals, and the dates on the next line at
// a right tab stop ('Mar 2019 – Jun 2021'); bullets from Word's own list. Name centred at the top,
// contact details centred under it, Liberation Sans (Arial's metrics) on US Letter.
import { AlignmentType, Document, Paragraph, ShadingType, Table, TableCell, TableRow, TabStopType, TextRun, WidthType } from 'docx';
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { bullet, bulletNumbering, writeDocx } from './common.mjs';

const WIDTH = 10080;
const range = (s, e) => `${formatDate(s, 'mon')} – ${e ? formatDate(e, 'mon') : 'Present'}`;
const headRow = (text) =>
  new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [WIDTH],
    rows: [
      new TableRow({
        children: [
          new TableCell({
            shading: { type: ShadingType.CLEAR, fill: 'D9D9D9', color: 'auto' },
            children: [new Paragraph({ spacing: { before: 40, after: 40 }, children: [new TextRun({ text, bold: true, size: 22 })] })],
          }),
        ],
      }),
    ],
  });
const gap = () => new Paragraph({ spacing: { after: 0 }, children: [new TextRun({ text: '', size: 8 })] });
const datesLine = (left, dates) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: WIDTH }],
    spacing: { after: 40 },
    children: [new TextRun({ text: left, italics: true }), new TextRun({ text: `\t${dates}`, italics: true })],
  });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const children = [
    new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: b.name, bold: true, size: 36 })] }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: 160 },
      children: [
        new TextRun({
          text: [placeOf(person), b.phone, b.email, ...(linkedin ? [`linkedin.com/in/${linkedin.username}`] : [])].join(' • '),
          size: 18,
        }),
      ],
    }),
    ...(b.summary ? [headRow('PROFILE'), gap(), new Paragraph({ spacing: { after: 120 }, text: b.summary })] : []),
    headRow('PROFESSIONAL EXPERIENCE'),
    ...person.work.flatMap((j) => {
      const [city] = j.location.split(',');
      return [
        new Paragraph({
          spacing: { before: 120 },
          children: [new TextRun({ text: `${j.name.toUpperCase()}, ${city}`, bold: true }), new TextRun(` — ${j.position}`)],
        }),
        datesLine(j.location, range(j.startDate, j.endDate)),
        ...[...(j.summary ? [j.summary] : []), ...j.highlights].map(bullet),
      ];
    }),
    gap(),
    headRow('EDUCATION'),
    ...person.education.flatMap((e) => [
      new Paragraph({
        spacing: { before: 120 },
        children: [
          new TextRun({ text: e.institution.toUpperCase(), bold: true }),
          new TextRun(` — ${e.studyType}${e.area ? ` in ${e.area}` : ''}`),
        ],
      }),
      datesLine(e.score ? `GPA ${e.score}` : '', range(e.startDate, e.endDate)),
    ]),
    gap(),
    headRow('SKILLS'),
    gap(),
    ...person.skills.map(
      (g) => new Paragraph({ children: [new TextRun({ text: `${g.name}: `, bold: true }), new TextRun(g.keywords.join(', '))] }),
    ),
    ...sections.flatMap((s) => [
      gap(),
      headRow(s.heading.toUpperCase()),
      gap(),
      ...s.items.map(
        (i) =>
          new Paragraph({
            children: [
              new TextRun({ text: i.title, bold: true }),
              new TextRun(`${i.org ? `, ${i.org}` : ''}${i.text ? ` — ${i.text}` : ''}${i.date ? ` (${formatDate(i.date, 'mon')})` : ''}`),
            ],
          }),
      ),
    ]),
  ];
  const doc = new Document({
    styles: { default: { document: { run: { font: 'Liberation Sans', size: 20 } } } },
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
