// Word, a Europass-style form: one borderless two-column table, labels right-aligned in the left
// column ('Dates', 'Occupation or position held', 'Name and address of employer'), values on the
// right, dates as DD/MM/YYYY and an address block in the personal information.
import { AlignmentType, Document, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { extraSections, formatRange, headingsOf, linkedinOf } from '../dates.mjs';
import { NO_BORDERS, writeDocx } from './common.mjs';

const label = (text, bold = false) =>
  new TableCell({
    width: { size: 30, type: WidthType.PERCENTAGE },
    children: [
      new Paragraph({
        alignment: AlignmentType.RIGHT,
        children: [new TextRun({ text, bold, size: bold ? 24 : 18, color: bold ? '1F3864' : '444444' })],
      }),
    ],
  });
const value = (lines) =>
  new TableCell({
    width: { size: 70, type: WidthType.PERCENTAGE },
    children: lines.map((l) => (typeof l === 'string' ? new Paragraph(l) : l)),
  });
const row = (l, v, bold) => new TableRow({ children: [label(l, bold), value(v)] });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person).filter((s) => s.kind !== 'languages');
  const range = (s, e) => formatRange(s, e, 'dmy', { dash: ' - ' });
  const rows = [
    row('Personal information', [''], true),
    row('Surname(s) / First name(s)', [new Paragraph({ children: [new TextRun({ text: b.name, bold: true })] })]),
    row('Address', [`${12 + (person.seed % 80)} Harbour Road`, `${b.location.city}, ${b.location.region}`]),
    row('Telephone', [b.phone]),
    row('E-mail', [b.email]),
    ...(linkedin ? [row('LinkedIn', [linkedin.url])] : []),
    ...(b.summary ? [row('Desired employment', [b.summary])] : []),
    row('Work experience', [''], true),
    ...person.work.flatMap((job) => [
      row('Dates', [range(job.startDate, job.endDate)]),
      row('Occupation or position held', [job.position]),
      row(
        'Main activities and responsibilities',
        job.highlights.map((h) => `- ${h}`),
      ),
      row('Name and address of employer', [`${job.name}, ${job.location}`]),
    ]),
    row('Education and training', [''], true),
    ...person.education.flatMap((e) => [
      row('Dates', [range(e.startDate, e.endDate)]),
      row('Title of qualification awarded', [`${e.studyType}${e.area ? ` in ${e.area}` : ''}`]),
      row('Name of organisation providing education', [e.institution]),
    ]),
    row('Personal skills and competences', [''], true),
    ...person.skills.map((g) => row(g.name, [g.keywords.join(', ')])),
    ...sections.flatMap((s) => [row(s.heading, [''], true), ...s.items.map((i) => row('', [`${i.title}${i.org ? `, ${i.org}` : ''}`]))]),
  ];
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ children: [new TextRun({ text: 'Europass Curriculum Vitae', bold: true, size: 28 })] }),
          new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, borders: NO_BORDERS, rows }),
        ],
      },
    ],
  });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
