// Word, numbered headings typed by hand: '1. Profile', '2. Experience', … in bold title case with a
// rule under each; each job a bold 'Title, Company' line with its dates right-tabbed, an italic place
// line and bullets.
import { BorderStyle, Document, Paragraph, TabStopType, TextRun } from 'docx';
import { extraSections, formatDate, formatRange, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { bullet, bulletNumbering, skillGroupLine, writeDocx } from './common.mjs';

const RIGHT = 9000;

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  let n = 0;
  const heading = (text) =>
    new Paragraph({
      spacing: { before: 260, after: 100 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '555555', space: 2 } },
      children: [new TextRun({ text: `${++n}. ${text}`, bold: true, size: 26 })],
    });
  const children = [
    new Paragraph({ children: [new TextRun({ text: b.name, bold: true, size: 36 })] }),
    new Paragraph(`${placeOf(person)} · ${b.phone} · ${b.email}${linkedin ? ` · ${linkedin.url.replace('https://www.', '')}` : ''}`),
    ...(b.summary ? [heading('Profile'), new Paragraph(b.summary)] : []),
    heading('Experience'),
    ...person.work.flatMap((job) => [
      new Paragraph({
        spacing: { before: 140 },
        tabStops: [{ type: TabStopType.RIGHT, position: RIGHT }],
        children: [
          new TextRun({ text: `${job.position}, ${job.name}`, bold: true }),
          new TextRun(`\t${formatRange(job.startDate, job.endDate, 'mon')}`),
        ],
      }),
      new Paragraph({ children: [new TextRun({ text: job.location, italics: true })] }),
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
    heading('Skills'),
    ...person.skills.map(skillGroupLine),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) => bullet(`${i.title}${i.org ? `, ${i.org}` : ''}${i.date ? ` (${formatDate(i.date, 'year')})` : ''}`)),
    ]),
  ];
  const doc = new Document({ numbering: bulletNumbering(), sections: [{ children }] });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
