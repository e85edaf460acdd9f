// Word, each job headed by three short lines of its own: the employer typed in bold capitals, the
// title in italics under it, then 'Place · Mar 2019 – Present' in small grey type; the job's
// bullets follow from a real list. Schools alike (school in capitals, degree in italics, the dates
// in small grey type; the GPA on a line below). Skills all on one comma-separated line under their
// heading. Section headings in sentence case ('Work experience'), bold, in a plum colour and a
// little larger than the text, with no rule. Name large over the headline and a contact line.
// PT Sans, US Letter. Written with the docx package.
import { Document, Paragraph, TextRun } from 'docx';
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { bulletNumbering, writeDocx } from './common.mjs';

const PLUM = '6B2C5B';
const GREY = '7A7A7A';
const range = (s, e) => `${formatDate(s, 'mon')} – ${e ? formatDate(e, 'mon') : 'Present'}`;
const heading = (text) =>
  new Paragraph({
    keepNext: true,
    spacing: { before: 300, after: 100 },
    children: [new TextRun({ text, bold: true, size: 26, color: PLUM })],
  });
const bullet = (text) =>
  new Paragraph({ numbering: { reference: 'bullets', level: 0 }, spacing: { after: 30 }, children: [new TextRun(text)] });
/** The three header lines of an entry: name in capitals, what in italics, a small grey line. */
const header = (org, what, small, first) => [
  new Paragraph({
    keepNext: true,
    spacing: { before: first ? 0 : 200 },
    children: [new TextRun({ text: org.toUpperCase(), bold: true })],
  }),
  new Paragraph({ keepNext: true, children: [new TextRun({ text: what, italics: true })] }),
  new Paragraph({ keepNext: true, spacing: { after: 60 }, children: [new TextRun({ text: small, size: 17, color: GREY })] }),
];

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const children = [
    new Paragraph({ children: [new TextRun({ text: b.name, bold: true, size: 44 })] }),
    new Paragraph({ spacing: { after: 40 }, children: [new TextRun({ text: b.label, size: 24, color: PLUM })] }),
    new Paragraph({
      children: [
        new TextRun({
          text: [placeOf(person), b.phone, b.email, ...(linkedin ? [`linkedin.com/in/${linkedin.username}`] : [])].join('  ·  '),
          size: 18,
          color: GREY,
        }),
      ],
    }),
    ...(b.summary ? [heading('Summary'), new Paragraph(b.summary)] : []),
    heading('Work experience'),
    ...person.work.flatMap((j, n) => [
      ...header(j.name, j.position, `${j.location} · ${range(j.startDate, j.endDate)}`, n === 0),
      ...(j.summary ? [new Paragraph({ spacing: { after: 40 }, children: [new TextRun(j.summary)] })] : []),
      ...j.highlights.map(bullet),
    ]),
    heading('Education'),
    ...person.education.flatMap((e, n) => [
      ...header(e.institution, `${e.studyType}${e.area ? ` in ${e.area}` : ''}`, range(e.startDate, e.endDate), n === 0),
      ...(e.score ? [new Paragraph(`GPA ${e.score}`)] : []),
    ]),
    heading('Skills'),
    new Paragraph(person.skills.flatMap((g) => g.keywords).join(', ')),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) =>
        bullet(`${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` — ${i.text}` : ''}${i.date ? ` (${formatDate(i.date, 'mon')})` : ''}`),
      ),
    ]),
  ];
  const doc = new Document({
    styles: { default: { document: { run: { font: 'PT Sans', size: 21, color: '222222' } } } },
    numbering: bulletNumbering('•'),
    sections: [
      {
        properties: { page: { size: { width: 12240, height: 15840 }, margin: { top: 1080, bottom: 1080, left: 1200, right: 1200 } } },
        children,
      },
    ],
  });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
