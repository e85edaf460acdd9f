// Word, a skills-first ('hybrid') CV: right under the name and contact lines, a 'Skills' table with
// one column per skill group (the group's name in bold at the top, its terms one per line below),
// then 'Experience' with each job as a bold title line, an 'Company · Place · dates' line and
// bullets, then 'Education'.
import { Document, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { extraSections, formatDate, formatRange, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { bullet, bulletNumbering, NO_BORDERS, writeDocx } from './common.mjs';

const heading = (text) =>
  new Paragraph({
    spacing: { before: 240, after: 100 },
    children: [new TextRun({ text: text.toUpperCase(), size: 24, color: '1D5C3A', characterSpacing: 20 })],
  });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const groups = person.skills.slice(0, 4);
  const width = Math.floor(100 / Math.max(1, groups.length));
  const children = [
    new Paragraph({ children: [new TextRun({ text: b.name, size: 42 })] }),
    new Paragraph({ children: [new TextRun({ text: b.label, color: '1D5C3A' })] }),
    new Paragraph(`${b.email} · ${b.phone} · ${placeOf(person)}${linkedin ? ` · ${linkedin.url.replace('https://www.', '')}` : ''}`),
    ...(b.summary ? [new Paragraph({ spacing: { before: 120 }, text: b.summary })] : []),
    heading('Skills'),
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      borders: NO_BORDERS,
      rows: [
        new TableRow({
          children: groups.map(
            (g) =>
              new TableCell({
                width: { size: width, type: WidthType.PERCENTAGE },
                children: [
                  new Paragraph({ children: [new TextRun({ text: g.name, bold: true })] }),
                  ...g.keywords.map((k) => new Paragraph(k)),
                ],
              }),
          ),
        }),
      ],
    }),
    heading('Experience'),
    ...person.work.flatMap((job) => [
      new Paragraph({ spacing: { before: 140 }, children: [new TextRun({ text: job.position, bold: true })] }),
      new Paragraph(`${job.name} · ${job.location} · ${formatRange(job.startDate, job.endDate, 'month')}`),
      ...job.highlights.map(bullet),
    ]),
    heading('Education'),
    ...person.education.flatMap((e) => [
      new Paragraph({ children: [new TextRun({ text: e.institution, bold: true })] }),
      new Paragraph(`${e.studyType}${e.area ? ` in ${e.area}` : ''} · ${formatRange(e.startDate, e.endDate, 'year')}`),
    ]),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) => bullet(`${i.title}${i.org ? ` · ${i.org}` : ''}${i.date ? ` · ${formatDate(i.date, 'year')}` : ''}`)),
    ]),
  ];
  const doc = new Document({ numbering: bulletNumbering(), sections: [{ children }] });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
