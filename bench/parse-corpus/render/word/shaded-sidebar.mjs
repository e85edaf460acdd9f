// Word, a two-column table with a shaded sidebar: the name across the top, then one borderless
// table row whose narrow left cell is shaded and holds contact details, skills, education and the
// short lists; the wide right cell holds the profile, the jobs and the longer sections. Dates are
// MM/YYYY under each job title, the place beside them.
import { Document, Paragraph, ShadingType, Table, TableCell, TableRow, TextRun, VerticalAlign, WidthType } from 'docx';
import { extraSections, formatRange, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { NO_BORDERS, bulletNumbering, writeDocx } from './common.mjs';

const line = (text, opts = {}) => new Paragraph({ spacing: { after: 40 }, children: [new TextRun({ text, size: 19, ...opts })] });
const heading = (text, color) =>
  new Paragraph({
    spacing: { before: 220, after: 80 },
    children: [new TextRun({ text: text.toUpperCase(), bold: true, size: 21, color, characterSpacing: 30 })],
  });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const side = sections.filter((s) => ['languages', 'interests', 'certificates', 'awards'].includes(s.kind));
  const main = sections.filter((s) => !side.includes(s));
  const sidebar = [
    heading('Contact', '1F3864'),
    line(placeOf(person)),
    line(b.phone),
    line(b.email),
    ...(linkedin ? [line(`linkedin.com/in/${linkedin.username}`)] : []),
    heading('Skills', '1F3864'),
    ...person.skills.flatMap((g) => [line(g.name, { bold: true }), ...g.keywords.map((k) => line(k))]),
    heading('Education', '1F3864'),
    ...person.education.flatMap((e) => [
      line(`${e.studyType}${e.area ? ` in ${e.area}` : ''}`, { bold: true }),
      line(e.institution),
      line(formatRange(e.startDate, e.endDate, 'num', { dash: ' - ' }), { italics: true }),
    ]),
    ...side.flatMap((s) => [
      heading(s.heading, '1F3864'),
      ...s.items.map((i) => line(`${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` (${i.text})` : ''}`)),
    ]),
  ];
  const body = [
    ...(b.summary ? [heading('Profile', '2F5496'), new Paragraph(b.summary)] : []),
    heading('Experience', '2F5496'),
    ...person.work.flatMap((job) => [
      new Paragraph({ spacing: { before: 140 }, children: [new TextRun({ text: job.position, bold: true, size: 23 })] }),
      new Paragraph({ children: [new TextRun({ text: job.name, color: '2F5496' })] }),
      new Paragraph({
        children: [
          new TextRun({
            text: `${formatRange(job.startDate, job.endDate, 'num', { dash: ' - ' })}  |  ${job.location}`,
            size: 18,
            italics: true,
          }),
        ],
      }),
      ...(job.summary ? [new Paragraph(job.summary)] : []),
      ...job.highlights.map((h) => new Paragraph({ text: h, numbering: { reference: 'bullets', level: 0 } })),
    ]),
    ...main.flatMap((s) => [
      heading(s.heading, '2F5496'),
      ...s.items.flatMap((i) => [
        new Paragraph({ children: [new TextRun({ text: i.title, bold: true }), new TextRun(i.org ? `, ${i.org}` : '')] }),
        ...(i.text ? [new Paragraph(i.text)] : []),
      ]),
    ]),
  ];
  const table = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: NO_BORDERS,
    rows: [
      new TableRow({
        children: [
          new TableCell({
            width: { size: 31, type: WidthType.PERCENTAGE },
            shading: { type: ShadingType.CLEAR, fill: 'DCE6F2', color: 'auto' },
            margins: { left: 160, right: 160 },
            verticalAlign: VerticalAlign.TOP,
            children: sidebar,
          }),
          new TableCell({ width: { size: 69, type: WidthType.PERCENTAGE }, margins: { left: 260 }, children: body }),
        ],
      }),
    ],
  });
  const children = [
    new Paragraph({ children: [new TextRun({ text: b.name, bold: true, size: 48, color: '1F3864' })] }),
    new Paragraph({ spacing: { after: 200 }, children: [new TextRun({ text: b.label, size: 26, color: '595959' })] }),
    table,
  ];
  const doc = new Document({ numbering: bulletNumbering(), sections: [{ children }] });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
