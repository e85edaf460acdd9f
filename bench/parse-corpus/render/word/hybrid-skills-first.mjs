// Word, a 'hybrid' CV that leads with skills: a centred name and contact line, a profile, then
// 'Core Competencies' as a borderless three-column grid of skills before any job; the career
// follows in compact entries 'Company, Place — Title (2019 – 2022)', one paragraph of bullets each,
// then education and the other sections.
import { AlignmentType, Document, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { extraSections, formatRange, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { NO_BORDERS, bulletNumbering, writeDocx } from './common.mjs';

const heading = (text) =>
  new Paragraph({
    alignment: AlignmentType.CENTER,
    spacing: { before: 240, after: 100 },
    border: { top: { style: 'single', size: 4, color: '808080', space: 4 } },
    children: [new TextRun({ text: text.toUpperCase(), bold: true, size: 22 })],
  });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const skills = person.skills.flatMap((g) => g.keywords);
  const rows = [];
  for (let i = 0; i < skills.length; i += 3) rows.push(skills.slice(i, i + 3));
  const grid = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: NO_BORDERS,
    rows: rows.map(
      (r) =>
        new TableRow({
          children: [0, 1, 2].map(
            (k) =>
              new TableCell({
                width: { size: 33, type: WidthType.PERCENTAGE },
                children: [new Paragraph({ children: r[k] ? [new TextRun(`✓ ${r[k]}`)] : [] })],
              }),
          ),
        }),
    ),
  });
  const children = [
    new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: b.name, bold: true, size: 40 })] }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [new TextRun({ text: [placeOf(person), b.phone, b.email].join(' ◆ '), size: 19 })],
    }),
    ...(linkedin ? [new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: linkedin.url, size: 19 })] })] : []),
    ...(b.summary ? [heading(`${b.label} – Profile`), new Paragraph(b.summary)] : [heading(b.label)]),
    heading('Core Competencies'),
    grid,
    heading('Career Summary'),
    ...person.work.flatMap((job) => [
      new Paragraph({
        spacing: { before: 120 },
        children: [
          new TextRun({ text: `${job.name}, ${job.location}`, bold: true }),
          new TextRun(` — ${job.position} (${formatRange(job.startDate, job.endDate, 'year')})`),
        ],
      }),
      ...(job.summary ? [new Paragraph({ children: [new TextRun({ text: job.summary, italics: true })] })] : []),
      ...job.highlights.map((h) => new Paragraph({ text: h, numbering: { reference: 'bullets', level: 0 } })),
    ]),
    heading('Education'),
    ...person.education.map(
      (e) =>
        new Paragraph({
          children: [
            new TextRun({ text: `${e.studyType}${e.area ? ` in ${e.area}` : ''}`, bold: true }),
            new TextRun(`, ${e.institution} (${formatRange(e.startDate, e.endDate, 'year')})`),
          ],
        }),
    ),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) => new Paragraph(`${i.title}${i.org ? ` — ${i.org}` : ''}${i.text ? `: ${i.text}` : ''}`)),
    ]),
  ];
  const doc = new Document({ numbering: bulletNumbering('➢'), sections: [{ children }] });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
