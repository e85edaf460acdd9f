// Word, 'newspaper columns': the name and contact line across the page, then the rest in two
// section columns of equal width with a line between them, so a section (often the jobs) breaks
// from the foot of the left column to the top of the right one. Jobs as 'Employer' in bold
// capitals, the title in italics, then the dates and place on one line ('Mar 2019 – now, Place').
// Letter, Gentium Plus.
import { BorderStyle, Document, Paragraph, SectionType, TextRun } from 'docx';
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { bulletNumbering, writeDocx } from './common.mjs';

const heading = (text) =>
  new Paragraph({
    spacing: { before: 220, after: 80 },
    border: { top: { style: BorderStyle.SINGLE, size: 8, color: '444444', space: 3 } },
    children: [new TextRun({ text, bold: true, size: 22 })],
  });
const point = (text) => new Paragraph({ numbering: { reference: 'bullets', level: 0 }, children: [new TextRun({ text, size: 19 })] });
const PAGE = { size: { width: 12240, height: 15840 }, margin: { top: 900, bottom: 900, left: 1000, right: 1000 } };

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const top = [
    new Paragraph({ children: [new TextRun({ text: b.name, size: 46, bold: true })] }),
    new Paragraph({
      spacing: { after: 120 },
      children: [
        new TextRun({
          text: [b.label, placeOf(person), b.phone, b.email, ...(linkedin ? [`linkedin.com/in/${linkedin.username}`] : [])].join(' / '),
          size: 18,
        }),
      ],
    }),
  ];
  const flow = [
    ...(b.summary ? [heading('Profile'), new Paragraph({ children: [new TextRun({ text: b.summary, size: 19 })] })] : []),
    heading('Experience'),
    ...person.work.flatMap((j) => [
      new Paragraph({ spacing: { before: 120 }, children: [new TextRun({ text: j.name.toUpperCase(), bold: true, size: 19 })] }),
      new Paragraph({ children: [new TextRun({ text: j.position, italics: true })] }),
      new Paragraph({
        children: [
          new TextRun({
            text: `${formatDate(j.startDate, 'mon')} – ${j.endDate ? formatDate(j.endDate, 'mon') : 'now'}, ${j.location}`,
            size: 17,
            color: '666666',
          }),
        ],
      }),
      ...[...(j.summary ? [j.summary] : []), ...j.highlights].map(point),
    ]),
    heading('Education'),
    ...person.education.flatMap((e) => [
      new Paragraph({ spacing: { before: 100 }, children: [new TextRun({ text: e.institution.toUpperCase(), bold: true, size: 19 })] }),
      new Paragraph({ children: [new TextRun({ text: `${e.studyType}${e.area ? ` in ${e.area}` : ''}`, italics: true })] }),
      new Paragraph({
        children: [new TextRun({ text: `${formatDate(e.startDate, 'mon')} – ${formatDate(e.endDate, 'mon')}`, size: 17, color: '666666' })],
      }),
    ]),
    heading('Skills'),
    ...person.skills.map(
      (g) =>
        new Paragraph({
          children: [new TextRun({ text: `${g.name}: `, bold: true, size: 19 }), new TextRun({ text: g.keywords.join(', '), size: 19 })],
        }),
    ),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) => point(`${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` — ${i.text}` : ''}`)),
    ]),
  ];
  const doc = new Document({
    styles: { default: { document: { run: { font: 'Gentium Plus', size: 20 } } } },
    numbering: bulletNumbering('▪'),
    sections: [
      { properties: { page: PAGE }, children: top },
      { properties: { page: PAGE, type: SectionType.CONTINUOUS, column: { count: 2, space: 500, separate: true } }, children: flow },
    ],
  });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
