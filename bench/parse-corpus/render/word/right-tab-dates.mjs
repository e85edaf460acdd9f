// Word, dates on the heading line: each job is one line 'Title, Company' with its dates pushed to
// the right margin by a right tab stop ('Mar 2019 – Present'), the place in italics on the next
// line, bullets drawn as '–'. Education the same ('School<tab>2015 – 2019'); skills one line per
// group; section titles in small capitals with no rule.
import { Document, Paragraph, TabStopType, TextRun } from 'docx';
import { extraSections, formatRange, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { bulletNumbering, writeDocx } from './common.mjs';

const RIGHT = 9720;
const heading = (text) =>
  new Paragraph({ spacing: { before: 240, after: 80 }, children: [new TextRun({ text, bold: true, smallCaps: true, size: 26 })] });
const tabbed = (left, right, opts = {}) =>
  new Paragraph({
    spacing: { before: 120 },
    tabStops: [{ type: TabStopType.RIGHT, position: RIGHT }],
    children: [...left, new TextRun({ text: `\t${right}`, ...opts })],
  });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const children = [
    new Paragraph({ children: [new TextRun({ text: b.name.toUpperCase(), bold: true, size: 34 })] }),
    new Paragraph({
      spacing: { after: 120 },
      children: [
        new TextRun({
          text: [placeOf(person), b.phone, b.email, ...(linkedin ? [linkedin.url.replace('https://www.', '')] : [])].join('  |  '),
          size: 19,
        }),
      ],
    }),
    ...(b.summary ? [heading('Summary'), new Paragraph(b.summary)] : []),
    heading('Experience'),
    ...person.work.flatMap((job) => [
      tabbed(
        [new TextRun({ text: job.position, bold: true }), new TextRun(`, ${job.name}`)],
        formatRange(job.startDate, job.endDate, 'mon'),
        { bold: true },
      ),
      new Paragraph({ children: [new TextRun({ text: job.location, italics: true, size: 20 })] }),
      ...(job.summary ? [new Paragraph(job.summary)] : []),
      ...job.highlights.map((h) => new Paragraph({ text: h, numbering: { reference: 'bullets', level: 0 } })),
    ]),
    heading('Education'),
    ...person.education.flatMap((e) => [
      tabbed([new TextRun({ text: e.institution, bold: true })], formatRange(e.startDate, e.endDate, 'year')),
      new Paragraph(`${e.studyType}${e.area ? ` in ${e.area}` : ''}${e.score ? `; GPA ${e.score}` : ''}`),
    ]),
    heading('Skills'),
    ...person.skills.map(
      (g) => new Paragraph({ children: [new TextRun({ text: `${g.name}: `, bold: true }), new TextRun(g.keywords.join(' • '))] }),
    ),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) =>
        tabbed(
          [new TextRun({ text: i.title, bold: true }), new TextRun(i.org ? `, ${i.org}` : '')],
          i.date ? formatRange(i.date, i.date, 'mon').split(' – ')[0] : '',
        ),
      ),
    ]),
  ];
  const doc = new Document({
    numbering: bulletNumbering('–'),
    sections: [{ properties: { page: { margin: { left: 1080, right: 1080 } } }, children }],
  });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
