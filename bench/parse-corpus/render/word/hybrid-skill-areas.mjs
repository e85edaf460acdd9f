// Word, a skills-first ('hybrid') CV: 'Relevant Skills' comes before any job, each skill area a bold
// line of its own (in the same bold as the job lines, smaller than the headings) over a bulleted line
// of its terms; then 'Work Experience' with 'Title — Company, Place' and the dates right-tabbed on
// one line, bullets below; education last as one line per school.
import { Document, Paragraph, TabStopType, TextRun } from 'docx';
import { extraSections, formatDate, formatRange, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { bullet, bulletNumbering, writeDocx } from './common.mjs';

const RIGHT = 9300;
const heading = (text) =>
  new Paragraph({
    spacing: { before: 260, after: 100 },
    children: [new TextRun({ text, bold: true, size: 27, color: '7A1F3D' })],
  });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const children = [
    new Paragraph({ alignment: 'center', children: [new TextRun({ text: b.name, bold: true, size: 40 })] }),
    new Paragraph({ alignment: 'center', text: `${placeOf(person)} | ${b.phone} | ${b.email}` }),
    ...(linkedin ? [new Paragraph({ alignment: 'center', text: linkedin.url.replace('https://www.', '') })] : []),
    ...(b.summary ? [heading('Summary'), new Paragraph(b.summary)] : []),
    heading('Relevant Skills'),
    ...person.skills.flatMap((g) => [
      new Paragraph({ spacing: { before: 80 }, children: [new TextRun({ text: g.name, bold: true })] }),
      bullet(g.keywords.join(', ')),
    ]),
    heading('Work Experience'),
    ...person.work.flatMap((job) => [
      new Paragraph({
        spacing: { before: 140 },
        tabStops: [{ type: TabStopType.RIGHT, position: RIGHT }],
        children: [
          new TextRun({ text: `${job.position} — ${job.name}, ${job.location}`, bold: true }),
          new TextRun(`\t${formatRange(job.startDate, job.endDate, 'mon')}`),
        ],
      }),
      ...job.highlights.map(bullet),
    ]),
    heading('Education'),
    ...person.education.map(
      (e) =>
        new Paragraph({
          tabStops: [{ type: TabStopType.RIGHT, position: RIGHT }],
          children: [
            new TextRun(`${e.studyType}${e.area ? ` in ${e.area}` : ''}, ${e.institution}`),
            new TextRun(`\t${formatRange(e.startDate, e.endDate, 'year')}`),
          ],
        }),
    ),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) => bullet(`${i.title}${i.org ? `, ${i.org}` : ''}${i.date ? `, ${formatDate(i.date, 'year')}` : ''}`)),
    ]),
  ];
  const doc = new Document({ numbering: bulletNumbering(), sections: [{ children }] });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
