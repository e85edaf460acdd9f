// Word, name and contact in the page header (repeated on every page), a footer with the date the
// resume was updated and 'Page N of M', and a Heading 1 style per section; long enough for two pages.
import { AlignmentType, Document, Footer, Header, HeadingLevel, PageNumber, Paragraph, TextRun } from 'docx';
import { extraSections, formatRange, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { bulletNumbering, writeDocx } from './common.mjs';

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const header = new Header({
    children: [
      new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: b.name, bold: true, size: 32 })] }),
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [new TextRun(`${b.email} | ${b.phone} | ${placeOf(person)}${linkedin ? ` | ${linkedin.url}` : ''}`)],
      }),
    ],
  });
  const footer = new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.RIGHT,
        children: [
          new TextRun('Updated March 2025 · Page '),
          new TextRun({ children: [PageNumber.CURRENT] }),
          new TextRun(' of '),
          new TextRun({ children: [PageNumber.TOTAL_PAGES] }),
        ],
      }),
    ],
  });
  const h = (text) => new Paragraph({ heading: HeadingLevel.HEADING_1, text });
  const children = [
    ...(b.summary ? [h('Summary'), new Paragraph(b.summary)] : []),
    h('Work History'),
    ...person.work.flatMap((job) => [
      new Paragraph({ heading: HeadingLevel.HEADING_2, text: `${job.position}, ${job.name}` }),
      new Paragraph({
        children: [new TextRun({ text: `${formatRange(job.startDate, job.endDate, 'num')} | ${job.location}`, italics: true })],
      }),
      ...(job.summary ? [new Paragraph(job.summary)] : []),
      ...job.highlights.map((t) => new Paragraph({ text: t, numbering: { reference: 'bullets', level: 0 } })),
    ]),
    h('Education'),
    ...person.education.flatMap((e) => [
      new Paragraph({ heading: HeadingLevel.HEADING_2, text: e.institution }),
      new Paragraph(`${e.studyType}${e.area ? ` in ${e.area}` : ''}, ${formatRange(e.startDate, e.endDate, 'num')}`),
    ]),
    h('Skills'),
    ...person.skills.map(
      (g) => new Paragraph({ text: `${g.name}: ${g.keywords.join(', ')}`, numbering: { reference: 'bullets', level: 0 } }),
    ),
    ...sections.flatMap((s) => [h(s.heading), ...s.items.map((i) => new Paragraph(`${i.title}${i.org ? `, ${i.org}` : ''}`))]),
  ];
  const doc = new Document({
    numbering: bulletNumbering(),
    sections: [{ headers: { default: header }, footers: { default: footer }, children }],
  });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
