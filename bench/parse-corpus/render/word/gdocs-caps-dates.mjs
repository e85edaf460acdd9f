// Word, in the manner of a Google Docs resume template exported as .docx: a large name with the
// headline in a colour, the contact details on their own lines, coloured section headings in
// capitals, each job as '**Employer**, Place — *Title*' with its dates on the next line in small
// grey capitals ('MARCH 2019 - PRESENT'), round bullets; letter size, Lato.
import { Document, Paragraph, TextRun } from 'docx';
import { extraSections, formatRange, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { bulletNumbering, writeDocx } from './common.mjs';

const ACCENT = '2E8B7A';
const heading = (text) =>
  new Paragraph({
    spacing: { before: 320, after: 100 },
    children: [new TextRun({ text: text.toUpperCase(), bold: true, color: ACCENT, size: 22 })],
  });
const capsDates = (start, end) =>
  new Paragraph({
    spacing: { before: 40, after: 80 },
    children: [new TextRun({ text: formatRange(start, end, 'month', { dash: ' - ' }).toUpperCase(), size: 16, color: '666666' })],
  });
const item = (text) => new Paragraph({ numbering: { reference: 'bullets', level: 0 }, children: [new TextRun(text)] });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const children = [
    new Paragraph({ children: [new TextRun({ text: b.name, bold: true, size: 60 })] }),
    new Paragraph({ spacing: { after: 160 }, children: [new TextRun({ text: b.label, color: ACCENT, size: 26 })] }),
    ...[placeOf(person), b.phone, b.email, ...(linkedin ? [`linkedin.com/in/${linkedin.username}`] : [])].map(
      (line) => new Paragraph({ children: [new TextRun({ text: line, size: 18, color: '444444' })] }),
    ),
    ...(b.summary ? [heading('Summary'), new Paragraph(b.summary)] : []),
    heading('Experience'),
    ...person.work.flatMap((job) => [
      new Paragraph({
        spacing: { before: 200 },
        children: [
          new TextRun({ text: job.name, bold: true }),
          new TextRun(`, ${job.location} — `),
          new TextRun({ text: job.position, italics: true }),
        ],
      }),
      capsDates(job.startDate, job.endDate),
      ...[...(job.summary ? [job.summary] : []), ...job.highlights].map(item),
    ]),
    heading('Education'),
    ...person.education.flatMap((e) => [
      new Paragraph({
        spacing: { before: 160 },
        children: [
          new TextRun({ text: e.institution, bold: true }),
          new TextRun(' — '),
          new TextRun({ text: `${e.studyType}${e.area ? ` in ${e.area}` : ''}`, italics: true }),
        ],
      }),
      capsDates(e.startDate, e.endDate),
      ...(e.score ? [new Paragraph(`GPA ${e.score}`)] : []),
    ]),
    heading('Skills'),
    ...person.skills.map((g) => item(`${g.name}: ${g.keywords.join(', ')}`)),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) => item(`${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` — ${i.text}` : ''}`)),
    ]),
  ];
  const doc = new Document({
    styles: { default: { document: { run: { font: 'Lato', size: 20, color: '333333' } } } },
    numbering: bulletNumbering('●'),
    sections: [
      {
        properties: { page: { size: { width: 12240, height: 15840 }, margin: { top: 1000, bottom: 1000, left: 1000, right: 1000 } } },
        children,
      },
    ],
  });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
