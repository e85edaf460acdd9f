// Word, one line per job: 'Title, Employer — City, Region (Mar 2019 – Present)' with the title in
// bold, the bullets under it in dashes; schools alike ('Degree, School (2014 – 2018)'); the name
// centred over a centred contact line; headings in bold capitals; A4, Cambria.
import { AlignmentType, Document, Paragraph, TextRun } from 'docx';
import { extraSections, formatDate, formatRange, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { bulletNumbering, writeDocx } from './common.mjs';

const heading = (text) =>
  new Paragraph({ spacing: { before: 260, after: 80 }, children: [new TextRun({ text: text.toUpperCase(), bold: true, size: 24 })] });
const item = (text) => new Paragraph({ numbering: { reference: 'bullets', level: 0 }, children: [new TextRun(text)] });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const children = [
    new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: b.name, bold: true, size: 40 })] }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: 120 },
      children: [
        new TextRun([placeOf(person), b.phone, b.email, ...(linkedin ? [`linkedin.com/in/${linkedin.username}`] : [])].join(' | ')),
      ],
    }),
    ...(b.summary ? [heading('Profile'), new Paragraph(b.summary)] : []),
    heading('Employment History'),
    ...person.work.flatMap((job) => [
      new Paragraph({
        spacing: { before: 140, after: 40 },
        children: [
          new TextRun({ text: job.position, bold: true }),
          new TextRun(`, ${job.name} — ${job.location} (${formatRange(job.startDate, job.endDate, 'mon')})`),
        ],
      }),
      ...[...(job.summary ? [job.summary] : []), ...job.highlights].map(item),
    ]),
    heading('Education'),
    ...person.education.map(
      (e) =>
        new Paragraph({
          spacing: { before: 80 },
          children: [
            new TextRun({ text: `${e.studyType}${e.area ? ` in ${e.area}` : ''}`, bold: true }),
            new TextRun(`, ${e.institution} (${formatRange(e.startDate, e.endDate, 'year')})${e.score ? `, GPA ${e.score}` : ''}`),
          ],
        }),
    ),
    heading('Skills'),
    ...person.skills.map(
      (g) => new Paragraph({ children: [new TextRun({ text: `${g.name}: `, bold: true }), new TextRun(g.keywords.join(', '))] }),
    ),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) =>
        item(`${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` — ${i.text}` : ''}${i.date ? ` (${formatDate(i.date, 'mon')})` : ''}`),
      ),
    ]),
  ];
  const doc = new Document({
    styles: { default: { document: { run: { font: 'Cambria', size: 21 } } } },
    numbering: bulletNumbering('–'),
    sections: [
      {
        properties: { page: { size: { width: 11906, height: 16838 }, margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 } } },
        children,
      },
    ],
  });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
