// Word, a CV written in prose: after the name and a contact line, each job is one paragraph in the
// first person with the employer inside the sentence ('Since March 2019 I have worked as Title at
// Employer in Place.', 'From June 2016 to August 2019 I was Title at Employer, Place.'), the job's
// achievements following as sentences; schools likewise, skills as 'Group: terms' lines. Headings
// in small capitals. Letter, Caladea (Cambria's metrics), justified text.
import { AlignmentType, Document, Paragraph, TextRun } from 'docx';
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { writeDocx } from './common.mjs';

const heading = (text) =>
  new Paragraph({
    spacing: { before: 280, after: 100 },
    children: [new TextRun({ text, smallCaps: true, bold: true, size: 26, color: '7B2D26' })],
  });
const para = (children) => new Paragraph({ alignment: AlignmentType.JUSTIFIED, spacing: { after: 140, line: 276 }, children });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const job = (j, k) => {
    const start = formatDate(j.startDate, 'month');
    const opening = j.endDate
      ? [
          new TextRun(`From ${start} to ${formatDate(j.endDate, 'month')} I ${k === 0 ? 'was' : 'worked as'} `),
          new TextRun({ text: j.position, bold: true }),
          new TextRun(' at '),
          new TextRun({ text: j.name, italics: true }),
          new TextRun(`, ${j.location}. `),
        ]
      : [
          new TextRun(`Since ${start} I have worked as `),
          new TextRun({ text: j.position, bold: true }),
          new TextRun(' at '),
          new TextRun({ text: j.name, italics: true }),
          new TextRun(` in ${j.location}. `),
        ];
    return para([...opening, new TextRun([...(j.summary ? [j.summary] : []), ...j.highlights].join(' '))]);
  };
  const children = [
    new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: b.name, size: 40, bold: true })] }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: 240 },
      children: [
        new TextRun({
          text: [b.label, placeOf(person), b.phone, b.email, ...(linkedin ? [`linkedin.com/in/${linkedin.username}`] : [])].join(' · '),
          size: 19,
        }),
      ],
    }),
    ...(b.summary ? [heading('About me'), para([new TextRun(b.summary)])] : []),
    heading('My career'),
    ...person.work.map(job),
    heading('Education'),
    ...person.education.map((e) =>
      para([
        new TextRun(`In ${formatDate(e.endDate, 'month')} I completed a `),
        new TextRun({ text: `${e.studyType}${e.area ? ` in ${e.area}` : ''}`, bold: true }),
        new TextRun(' at '),
        new TextRun({ text: e.institution, italics: true }),
        new TextRun(`, which I began in ${formatDate(e.startDate, 'month')}.${e.score ? ` I graduated with a GPA of ${e.score}.` : ''}`),
      ]),
    ),
    heading('Skills'),
    ...person.skills.map(
      (g) => new Paragraph({ children: [new TextRun({ text: `${g.name}: `, bold: true }), new TextRun(g.keywords.join(', '))] }),
    ),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map(
        (i) =>
          new Paragraph({
            spacing: { after: 60 },
            children: [new TextRun(`${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` — ${i.text}` : ''}`)],
          }),
      ),
    ]),
  ];
  const doc = new Document({
    styles: { default: { document: { run: { font: 'Caladea', size: 22 } } } },
    sections: [
      {
        properties: { page: { size: { width: 12240, height: 15840 }, margin: { top: 1300, bottom: 1300, left: 1400, right: 1400 } } },
        children,
      },
    ],
  });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
