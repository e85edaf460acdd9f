// Word, dates first: each entry starts with its dates at the left margin ('09/2019 – present'), a
// tab to a hanging indent, then 'Title, Company, City' in bold; its bullets hang from the same
// indent, so the dates stand alone in a column made of tabs, not of a table. Section titles in
// capitals over a thin rule.
import { AlignmentType, Document, LevelFormat, Paragraph, TabStopType, TextRun } from 'docx';
import { extraSections, formatDate, formatRange, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { writeDocx } from './common.mjs';

const HANG = 2200;
const heading = (text) =>
  new Paragraph({
    spacing: { before: 260, after: 100 },
    border: { bottom: { style: 'single', size: 4, color: '7F7F7F', space: 1 } },
    children: [new TextRun({ text: text.toUpperCase(), bold: true, size: 22 })],
  });
const entry = (dates, runs) =>
  new Paragraph({
    spacing: { before: 100 },
    indent: { left: HANG, hanging: HANG },
    tabStops: [{ type: TabStopType.LEFT, position: HANG }],
    children: [new TextRun({ text: `${dates}\t`, size: 20 }), ...runs],
  });
const numbering = {
  config: [
    {
      reference: 'hanging-bullets',
      levels: [
        {
          level: 0,
          format: LevelFormat.BULLET,
          text: '•',
          alignment: AlignmentType.LEFT,
          style: { paragraph: { indent: { left: HANG + 280, hanging: 280 } } },
        },
      ],
    },
  ],
};

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const range = (e) => formatRange(e.startDate, e.endDate, 'num', { dash: ' – ', open: 'present' });
  const children = [
    new Paragraph({ children: [new TextRun({ text: b.name, bold: true, size: 38 })] }),
    new Paragraph({ children: [new TextRun({ text: b.label, size: 24, italics: true })] }),
    new Paragraph({
      spacing: { before: 80 },
      children: [new TextRun({ text: `${placeOf(person)} · ${b.phone} · ${b.email}${linkedin ? ` · ${linkedin.url}` : ''}`, size: 19 })],
    }),
    ...(b.summary ? [heading('Summary'), new Paragraph({ indent: { left: HANG }, text: b.summary })] : []),
    heading('Work History'),
    ...person.work.flatMap((job) => [
      entry(range(job), [new TextRun({ text: `${job.position}, ${job.name}`, bold: true }), new TextRun(`, ${job.location}`)]),
      ...(job.summary ? [new Paragraph({ indent: { left: HANG }, text: job.summary })] : []),
      ...job.highlights.map((h) => new Paragraph({ text: h, numbering: { reference: 'hanging-bullets', level: 0 } })),
    ]),
    heading('Education'),
    ...person.education.map((e) =>
      entry(range(e), [
        new TextRun({ text: `${e.studyType}${e.area ? ` in ${e.area}` : ''}`, bold: true }),
        new TextRun(`, ${e.institution}`),
      ]),
    ),
    heading('Skills'),
    ...person.skills.map((g) => entry(g.name, [new TextRun(g.keywords.join(', '))])),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) =>
        entry(i.date ? formatDate(i.date, 'num') : '', [
          new TextRun({ text: i.title, bold: true }),
          new TextRun(`${i.org ? `, ${i.org}` : ''}${i.text ? ` – ${i.text}` : ''}`),
        ]),
      ),
    ]),
  ];
  const doc = new Document({ numbering, sections: [{ children }] });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
