// Word, a skills-first ('hybrid') CV set as plain paragraphs: name, contact line, then 'Areas of
// Expertise' with each skill group as a bold group name followed on the same line by its terms set
// apart by a tab, then 'Employment' with the dates first ('Mar 2019 – Present  Title') and the
// employer and place on the line below, bullets after; 'Education' last.
import { Document, Paragraph, TabStopType, TextRun } from 'docx';
import { extraSections, formatDate, formatRange, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { bullet, bulletNumbering, writeDocx } from './common.mjs';

const heading = (text) => new Paragraph({ spacing: { before: 280, after: 100 }, children: [new TextRun({ text, bold: true, size: 28 })] });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const children = [
    new Paragraph({ children: [new TextRun({ text: b.name, size: 36, bold: true })] }),
    new Paragraph(`${placeOf(person)} • ${b.email} • ${b.phone}`),
    ...(linkedin ? [new Paragraph(linkedin.url)] : []),
    ...(b.summary ? [heading('Profile'), new Paragraph(b.summary)] : []),
    heading('Areas of Expertise'),
    ...person.skills.map(
      (g) =>
        new Paragraph({
          tabStops: [{ type: TabStopType.LEFT, position: 2600 }],
          children: [new TextRun({ text: g.name, bold: true }), new TextRun(`\t${g.keywords.join(', ')}`)],
        }),
    ),
    heading('Employment'),
    ...person.work.flatMap((job) => [
      new Paragraph({
        spacing: { before: 160 },
        tabStops: [{ type: TabStopType.LEFT, position: 2600 }],
        children: [new TextRun(formatRange(job.startDate, job.endDate, 'mon')), new TextRun({ text: `\t${job.position}`, bold: true })],
      }),
      new Paragraph({ indent: { left: 2600 }, text: `${job.name}, ${job.location}` }),
      ...job.highlights.map(bullet),
    ]),
    heading('Education'),
    ...person.education.map(
      (e) =>
        new Paragraph({
          tabStops: [{ type: TabStopType.LEFT, position: 2600 }],
          children: [
            new TextRun(formatRange(e.startDate, e.endDate, 'year')),
            new TextRun(`\t${e.studyType}${e.area ? ` in ${e.area}` : ''}, ${e.institution}`),
          ],
        }),
    ),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) => bullet(`${i.title}${i.org ? `, ${i.org}` : ''}${i.date ? `, ${formatDate(i.date, 'mon')}` : ''}`)),
    ]),
  ];
  const doc = new Document({ numbering: bulletNumbering(), sections: [{ children }] });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
