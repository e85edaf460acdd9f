// Word, the newer Europass look in a table: full-width heading rows in blue capitals, and below
// them two columns: the left holds 'DD/MM/YYYY – CURRENT' over the place in grey, the right the
// title in bold capitals, the employer and the bullets. Personal details are 'Label: value' lines.
import { Document, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { extraSections, formatRange, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { bulletNumbering, NO_BORDERS, writeDocx } from './common.mjs';

const run = (text, o = {}) => new TextRun({ text, size: o.size ?? 19, bold: o.bold, color: o.color, font: 'Arial', allCaps: o.caps });
const para = (...runs) => new Paragraph({ spacing: { after: 40 }, children: runs });
const dot = (t) => new Paragraph({ numbering: { reference: 'bullets', level: 0 }, children: [run(t)] });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const dmy = (s, e) => formatRange(s, e, 'dmy', { dash: ' – ', open: 'CURRENT' });
  const heading = (t) =>
    new TableRow({
      children: [
        new TableCell({
          columnSpan: 2,
          children: [
            new Paragraph({
              spacing: { before: 200, after: 80 },
              children: [run(t.toUpperCase(), { bold: true, size: 22, color: '003399' })],
            }),
          ],
        }),
      ],
    });
  const entry = (left, right) =>
    new TableRow({
      children: [
        new TableCell({ width: { size: 26, type: WidthType.PERCENTAGE }, children: left }),
        new TableCell({ width: { size: 74, type: WidthType.PERCENTAGE }, children: right }),
      ],
    });
  const rows = [
    ...(b.summary
      ? [heading('About me'), new TableRow({ children: [new TableCell({ columnSpan: 2, children: [para(run(b.summary))] })] })]
      : []),
    heading('Work experience'),
    ...person.work.map((j) =>
      entry(
        [para(run(dmy(j.startDate, j.endDate), { size: 17 })), para(run(j.location, { size: 17, color: '666666' }))],
        [
          para(run(j.position, { bold: true, caps: true })),
          para(run(j.name)),
          ...[...(j.summary ? [j.summary] : []), ...j.highlights].map(dot),
        ],
      ),
    ),
    heading('Education and training'),
    ...person.education.map((e) =>
      entry(
        [para(run(dmy(e.startDate, e.endDate), { size: 17 }))],
        [
          para(run(`${e.studyType}${e.area ? ` in ${e.area}` : ''}`, { bold: true, caps: true })),
          para(run(e.institution)),
          ...(e.score ? [para(run('Final grade: ', { bold: true }), run(e.score))] : []),
        ],
      ),
    ),
    heading('Digital skills'),
    ...person.skills.map((g) => entry([para(run(g.name, { bold: true }))], [para(run(g.keywords.join(' | ')))])),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) => entry([para(run(''))], [para(run(`${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` — ${i.text}` : ''}`))])),
    ]),
  ];
  const doc = new Document({
    numbering: bulletNumbering('•'),
    sections: [
      {
        children: [
          new Paragraph({ spacing: { after: 80 }, children: [run(b.name, { size: 40, bold: true, color: '003399' })] }),
          para(run('Email address: ', { bold: true }), run(b.email)),
          para(run('Phone number: ', { bold: true }), run(b.phone)),
          ...(linkedin ? [para(run('LinkedIn: ', { bold: true }), run(linkedin.url))] : []),
          para(run('Home: ', { bold: true }), run(placeOf(person))),
          new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, borders: NO_BORDERS, rows }),
        ],
      },
    ],
  });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
