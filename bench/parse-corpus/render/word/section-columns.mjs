// Word, newspaper columns: a one-column section with the name and contact line, then a continuous
// section in two columns that the text flows through (skills and education first, experience after).
import { Document, Paragraph, SectionType, TextRun } from 'docx';
import { extraSections, formatRange, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { bulletNumbering, skillGroupLine, writeDocx } from './common.mjs';

const heading = (text) =>
  new Paragraph({ spacing: { before: 160, after: 60 }, children: [new TextRun({ text, bold: true, size: 24, smallCaps: true })] });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const top = [
    new Paragraph({ children: [new TextRun({ text: b.name, bold: true, size: 40 })] }),
    new Paragraph(`${placeOf(person)} • ${b.phone} • ${b.email}${linkedin ? ` • ${linkedin.url}` : ''}`),
    ...(b.summary ? [new Paragraph({ spacing: { before: 120 }, children: [new TextRun({ text: b.summary, italics: true })] })] : []),
  ];
  const flow = [
    heading('Skills'),
    ...person.skills.map(skillGroupLine),
    heading('Education'),
    ...person.education.flatMap((e) => [
      new Paragraph({ children: [new TextRun({ text: e.institution, bold: true })] }),
      new Paragraph(`${e.studyType}, ${e.area}`),
      new Paragraph(formatRange(e.startDate, e.endDate, 'mon')),
    ]),
    heading('Experience'),
    ...person.work.flatMap((job) => [
      new Paragraph({ spacing: { before: 100 }, children: [new TextRun({ text: job.position, bold: true })] }),
      new Paragraph(`${job.name}, ${job.location}`),
      new Paragraph(formatRange(job.startDate, job.endDate, 'mon')),
      ...job.highlights.map((h) => new Paragraph({ text: h, numbering: { reference: 'bullets', level: 0 } })),
    ]),
    ...sections.flatMap((s) => [heading(s.heading), ...s.items.map((i) => new Paragraph(`${i.title}${i.org ? `, ${i.org}` : ''}`))]),
  ];
  const doc = new Document({
    numbering: bulletNumbering('–'),
    sections: [{ children: top }, { properties: { type: SectionType.CONTINUOUS, column: { count: 2, space: 540 } }, children: flow }],
  });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
