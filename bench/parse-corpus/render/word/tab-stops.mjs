// Word, tab stops: 'Company ......... City, Region' with a dot-leader right tab, then 'Title<tab>dates'
// with the dates right-aligned, '▪' list bullets, soft hyphens inside long words, and an en dash
// or a hyphen between dates.
import { Document, Paragraph, TabStopType, TextRun, LeaderType } from 'docx';
import { extraSections, formatRange, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { bulletNumbering, skillGroupLine, writeDocx } from './common.mjs';

const RIGHT = 9360;
const softHyphens = (text) => text.replace(/\b(\p{L}{5})(\p{L}{5,})/gu, '$1\u00ad$2');
const heading = (text) =>
  new Paragraph({
    spacing: { before: 200, after: 60 },
    border: { bottom: { style: 'single', size: 6, color: '999999', space: 1 } },
    children: [new TextRun({ text, bold: true, size: 26 })],
  });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const dashFor = (i) => (i % 2 === 0 ? ' – ' : ' - ');
  const children = [
    new Paragraph({ children: [new TextRun({ text: b.name, bold: true, size: 36 })] }),
    new Paragraph({
      tabStops: [{ type: TabStopType.RIGHT, position: RIGHT }],
      children: [new TextRun(`${placeOf(person)}`), new TextRun({ text: `\t${b.phone} · ${b.email}` })],
    }),
    ...(linkedin ? [new Paragraph(linkedin.url)] : []),
    ...(b.summary ? [heading('Summary'), new Paragraph(b.summary)] : []),
    heading('Professional Experience'),
    ...person.work.flatMap((job, i) => [
      new Paragraph({
        spacing: { before: 120 },
        tabStops: [{ type: TabStopType.RIGHT, position: RIGHT, leader: LeaderType.DOT }],
        children: [new TextRun({ text: job.name, bold: true }), new TextRun(`\t${job.location}`)],
      }),
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: RIGHT }],
        children: [
          new TextRun({ text: job.position, italics: true }),
          new TextRun(`\t${formatRange(job.startDate, job.endDate, 'month', { dash: dashFor(i) })}`),
        ],
      }),
      ...job.highlights.map((h) => new Paragraph({ text: softHyphens(h), numbering: { reference: 'bullets', level: 0 } })),
    ]),
    heading('Education'),
    ...person.education.map(
      (e) =>
        new Paragraph({
          tabStops: [{ type: TabStopType.RIGHT, position: RIGHT, leader: LeaderType.DOT }],
          children: [
            new TextRun({ text: `${e.studyType}${e.area ? ` in ${e.area}` : ''}, `, bold: true }),
            new TextRun(e.institution),
            new TextRun(`\t${formatRange(e.startDate, e.endDate, 'year')}`),
          ],
        }),
    ),
    heading('Skills'),
    ...person.skills.map(skillGroupLine),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map(
        (i) => new Paragraph({ text: `${i.title}${i.org ? `, ${i.org}` : ''}`, numbering: { reference: 'bullets', level: 0 } }),
      ),
    ]),
  ];
  const doc = new Document({ numbering: bulletNumbering('\u25aa'), sections: [{ children }] });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
