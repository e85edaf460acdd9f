// Word: the person's name is in the page header and the contact details in the page footer (on every
// page), and the body opens with 'Curriculum Vitae' as the document's title line. Headings in Word's
// Heading 1 style; a job as 'Title — Employer' with 'Place | Month Year – Month Year' under it,
// bullets from Word's list. Liberation Sans on A4.
import { AlignmentType, Document, Footer, Header, HeadingLevel, Paragraph, TextRun } from 'docx';
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { bullet, bulletNumbering, writeDocx } from './common.mjs';

const range = (s, e) => `${formatDate(s, 'month')} – ${e ? formatDate(e, 'month') : 'Present'}`;
const heading = (text) => new Paragraph({ heading: HeadingLevel.HEADING_1, spacing: { before: 240, after: 80 }, text });
const entry = (top, under) => [
  new Paragraph({
    spacing: { before: 120 },
    children: [new TextRun({ text: top[0], bold: true }), new TextRun(top[1] ? ` — ${top[1]}` : '')],
  }),
  new Paragraph({ spacing: { after: 40 }, children: [new TextRun({ text: under, color: '595959', size: 19 })] }),
];

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const children = [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: 60 },
      children: [new TextRun({ text: 'Curriculum Vitae', size: 36, bold: true })],
    }),
    new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 120 }, children: [new TextRun({ text: b.label, italics: true })] }),
    ...(b.summary ? [heading('Profile'), new Paragraph(b.summary)] : []),
    heading('Employment history'),
    ...person.work.flatMap((j) => [
      ...entry([j.position, j.name], `${j.location} | ${range(j.startDate, j.endDate)}`),
      ...[...(j.summary ? [j.summary] : []), ...j.highlights].map(bullet),
    ]),
    heading('Education'),
    ...person.education.flatMap((e) =>
      entry(
        [`${e.studyType}${e.area ? ` in ${e.area}` : ''}`, e.institution],
        `${range(e.startDate, e.endDate)}${e.score ? ` | GPA ${e.score}` : ''}`,
      ),
    ),
    heading('Skills'),
    ...person.skills.map(
      (g) => new Paragraph({ children: [new TextRun({ text: `${g.name}: `, bold: true }), new TextRun(g.keywords.join(', '))] }),
    ),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map(
        (i) =>
          new Paragraph(
            `${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` — ${i.text}` : ''}${i.date ? ` (${formatDate(i.date, 'month')})` : ''}`,
          ),
      ),
    ]),
  ];
  const doc = new Document({
    styles: {
      default: { document: { run: { font: 'Liberation Sans', size: 20 } } },
      paragraphStyles: [
        {
          id: 'Heading1',
          name: 'Heading 1',
          basedOn: 'Normal',
          next: 'Normal',
          run: { bold: true, size: 24, color: '2F5496' },
          paragraph: { spacing: { before: 240, after: 80 } },
        },
      ],
    },
    numbering: bulletNumbering('•'),
    sections: [
      {
        properties: {
          page: {
            size: { width: 11906, height: 16838 },
            margin: { top: 1300, bottom: 1300, left: 1200, right: 1200, header: 500, footer: 500 },
          },
        },
        headers: {
          default: new Header({
            children: [new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun({ text: b.name, bold: true, size: 26 })] })],
          }),
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({
                    text: [placeOf(person), b.phone, b.email, ...(linkedin ? [`linkedin.com/in/${linkedin.username}`] : [])].join('  •  '),
                    size: 17,
                  }),
                ],
              }),
            ],
          }),
        },
        children,
      },
    ],
  });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
