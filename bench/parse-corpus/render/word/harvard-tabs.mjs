// Word, in the 'Harvard' convention many career offices hand out: the name centred in bold over a
// centred contact line, centred bold section headings, education first, and each entry on two
// tab-stop lines: the employer or school in bold at the left with the place at a right tab, then
// the title or degree in italics with the dates at a right tab; bullets under it. Letter size,
// Times New Roman.
import { AlignmentType, Document, Paragraph, TabStopType, TextRun } from 'docx';
import { extraSections, formatDate, formatRange, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { bulletNumbering, writeDocx } from './common.mjs';

const RIGHT = 10080;
const heading = (text) =>
  new Paragraph({
    alignment: AlignmentType.CENTER,
    spacing: { before: 240, after: 80 },
    children: [new TextRun({ text, bold: true, size: 24 })],
  });
const item = (text) => new Paragraph({ numbering: { reference: 'bullets', level: 0 }, children: [new TextRun(text)] });
const tabLine = (left, right, o = {}) =>
  new Paragraph({
    spacing: { before: o.before ?? 0 },
    tabStops: [{ type: TabStopType.RIGHT, position: RIGHT }],
    children: [new TextRun({ text: left, bold: o.bold, italics: o.italics }), new TextRun({ text: `\t${right}`, italics: o.italics })],
  });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const children = [
    new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: b.name, bold: true, size: 32 })] }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [
        new TextRun([placeOf(person), b.email, b.phone, ...(linkedin ? [`linkedin.com/in/${linkedin.username}`] : [])].join(' • ')),
      ],
    }),
    heading('Education'),
    ...person.education.flatMap((e) => [
      tabLine(e.institution, '', { bold: true, before: 100 }),
      tabLine(`${e.studyType}${e.area ? ` in ${e.area}` : ''}`, formatRange(e.startDate, e.endDate, 'month', { dash: ' – ' }), {
        italics: true,
      }),
      ...(e.score ? [item(`GPA: ${e.score}`)] : []),
    ]),
    heading('Experience'),
    ...person.work.flatMap((job) => [
      tabLine(job.name, job.location, { bold: true, before: 140 }),
      tabLine(job.position, formatRange(job.startDate, job.endDate, 'month', { dash: ' – ' }), { italics: true }),
      ...[...(job.summary ? [job.summary] : []), ...job.highlights].map(item),
    ]),
    heading('Skills & Interests'),
    ...person.skills.map(
      (g) => new Paragraph({ children: [new TextRun({ text: `${g.name}: `, bold: true }), new TextRun(g.keywords.join(', '))] }),
    ),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) => item(`${i.title}${i.org ? `, ${i.org}` : ''}${i.date ? ` (${formatDate(i.date, 'year')})` : ''}`)),
    ]),
  ];
  const doc = new Document({
    styles: { default: { document: { run: { font: 'Times New Roman', size: 22 } } } },
    numbering: bulletNumbering('•'),
    sections: [
      {
        properties: { page: { size: { width: 12240, height: 15840 }, margin: { top: 1080, bottom: 1080, left: 1080, right: 1080 } } },
        children,
      },
    ],
  });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
