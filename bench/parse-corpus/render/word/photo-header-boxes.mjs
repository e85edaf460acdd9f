// Word, the name and contact details in the page header beside a photo placeholder (a grey picture):
// a borderless table in the header, the picture at the left, the name, headline and contact lines
// at the right, so the header repeats on every page. The body has headings with a bottom border and
// jobs as 'Title' in bold with the dates right-tabbed ('Jun 2016 to Aug 2019'), then 'Employer ·
// Place' in colour and dash bullets. A4, Open Sans.
import zlib from 'node:zlib';
import {
  BorderStyle,
  Document,
  Header,
  ImageRun,
  Paragraph,
  TabStopType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  VerticalAlign,
  WidthType,
} from 'docx';
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { NO_BORDERS, bulletNumbering, writeDocx } from './common.mjs';

/** A plain grey PNG of w × h pixels (a photo frame nobody has filled in). */
function greyPng(w, h) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 0;
  const raw = Buffer.alloc((w + 1) * h, 0xb4);
  for (let y = 0; y < h; y++) raw[y * (w + 1)] = 0;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const ACCENT = '0E6E6E';
const when = (s, e) => `${formatDate(s, 'mon')} to ${e ? formatDate(e, 'mon') : 'today'}`;
const heading = (text) =>
  new Paragraph({
    spacing: { before: 260, after: 100 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: ACCENT, space: 2 } },
    children: [new TextRun({ text: text.toUpperCase(), bold: true, size: 21, color: ACCENT })],
  });
const point = (text) => new Paragraph({ numbering: { reference: 'bullets', level: 0 }, children: [new TextRun(text)] });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const header = new Header({
    children: [
      new Table({
        width: { size: 9600, type: WidthType.DXA },
        columnWidths: [1500, 8100],
        borders: NO_BORDERS,
        rows: [
          new TableRow({
            children: [
              new TableCell({
                width: { size: 1500, type: WidthType.DXA },
                children: [
                  new Paragraph({
                    children: [new ImageRun({ type: 'png', data: greyPng(90, 110), transformation: { width: 72, height: 88 } })],
                  }),
                ],
              }),
              new TableCell({
                width: { size: 8100, type: WidthType.DXA },
                verticalAlign: VerticalAlign.CENTER,
                children: [
                  new Paragraph({ children: [new TextRun({ text: b.name, size: 38, bold: true, color: ACCENT })] }),
                  new Paragraph({ children: [new TextRun({ text: b.label, size: 22 })] }),
                  new Paragraph({ children: [new TextRun({ text: `${b.phone}   ${b.email}`, size: 17 })] }),
                  new Paragraph({
                    children: [
                      new TextRun({
                        text: [placeOf(person), ...(linkedin ? [`linkedin.com/in/${linkedin.username}`] : [])].join('   '),
                        size: 17,
                      }),
                    ],
                  }),
                ],
              }),
            ],
          }),
        ],
      }),
    ],
  });
  const children = [
    ...(b.summary ? [heading('Summary'), new Paragraph(b.summary)] : []),
    heading('Work history'),
    ...person.work.flatMap((j) => [
      new Paragraph({
        spacing: { before: 140 },
        tabStops: [{ type: TabStopType.RIGHT, position: 9600 }],
        children: [new TextRun({ text: j.position, bold: true }), new TextRun({ text: `\t${when(j.startDate, j.endDate)}`, size: 18 })],
      }),
      new Paragraph({ children: [new TextRun({ text: `${j.name} · ${j.location}`, color: ACCENT })] }),
      ...[...(j.summary ? [j.summary] : []), ...j.highlights].map(point),
    ]),
    heading('Education'),
    ...person.education.flatMap((e) => [
      new Paragraph({
        spacing: { before: 120 },
        tabStops: [{ type: TabStopType.RIGHT, position: 9600 }],
        children: [
          new TextRun({ text: `${e.studyType}${e.area ? ` in ${e.area}` : ''}`, bold: true }),
          new TextRun({ text: `\t${when(e.startDate, e.endDate)}`, size: 18 }),
        ],
      }),
      new Paragraph({ children: [new TextRun({ text: e.institution, color: ACCENT })] }),
    ]),
    heading('Skills'),
    ...person.skills.map(
      (g) => new Paragraph({ children: [new TextRun({ text: `${g.name} — `, bold: true }), new TextRun(g.keywords.join(', '))] }),
    ),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) => point(`${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` — ${i.text}` : ''}`)),
    ]),
  ];
  const doc = new Document({
    styles: { default: { document: { run: { font: 'Open Sans', size: 19 } } } },
    numbering: bulletNumbering('–'),
    sections: [
      {
        properties: {
          page: { size: { width: 11906, height: 16838 }, margin: { top: 2500, bottom: 1000, left: 1150, right: 1150, header: 500 } },
        },
        headers: { default: header },
        children,
      },
    ],
  });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
