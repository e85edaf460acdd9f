// Word, a Europass-style CV of the older kind: a two-column borderless table, the labels and dates
// right-aligned in a narrow left column and the values at the right: 'Personal information'
// ('Surname(s) / First name(s)', 'Address', 'Telephone(s)', 'E-mail'), then for every job its dates
// as 'DD/MM/YYYY – DD/MM/YYYY' and rows 'Occupation or position held', 'Main activities and
// responsibilities', 'Name and address of employer'; education with 'Title of qualification
// awarded' and 'Name and type of organisation providing education and training'. A4, Liberation Sans.
import { AlignmentType, BorderStyle, Document, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { NO_BORDERS, writeDocx } from './common.mjs';

const BLUE = '1F4E9C';
const dmy = (iso) => (iso ? formatDate(iso, 'dmy') : 'to date');
const cells = (label, values, { strong = false, labelColour = '333333' } = {}) =>
  new TableRow({
    children: [
      new TableCell({
        width: { size: 2900, type: WidthType.DXA },
        borders: {
          right: { style: BorderStyle.SINGLE, size: 4, color: BLUE },
          top: NO_BORDERS.top,
          bottom: NO_BORDERS.bottom,
          left: NO_BORDERS.left,
        },
        children: [
          new Paragraph({
            alignment: AlignmentType.RIGHT,
            spacing: { before: 40, after: 40 },
            children: [new TextRun({ text: label, size: 17, color: labelColour, bold: strong })],
          }),
        ],
      }),
      new TableCell({
        width: { size: 6700, type: WidthType.DXA },
        margins: { left: 200 },
        children: values.map(
          (v) => new Paragraph({ spacing: { before: 40, after: 40 }, children: [new TextRun({ text: v, size: 19, bold: strong })] }),
        ),
      }),
    ],
  });
const section = (title) => cells(title, [''], { strong: true, labelColour: BLUE });
const gap = () => cells('', ['']);

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const [given, ...rest] = b.name.split(' ');
  const rows = [
    section('Personal information'),
    cells('Surname(s) / First name(s)', [`${rest.join(' ')}, ${given}`], { strong: true }),
    cells('Address', [placeOf(person)]),
    cells('Telephone(s)', [b.phone]),
    cells('E-mail', [b.email]),
    ...(linkedin ? [cells('LinkedIn', [`linkedin.com/in/${linkedin.username}`])] : []),
    cells('Desired employment / Occupational field', [b.label]),
    ...(b.summary ? [gap(), section('Profile'), cells('', [b.summary])] : []),
    gap(),
    section('Work experience'),
    ...person.work.flatMap((j) => [
      cells('Dates', [`${dmy(j.startDate)} – ${dmy(j.endDate)}`]),
      cells('Occupation or position held', [j.position], { strong: true }),
      cells('Main activities and responsibilities', [...(j.summary ? [j.summary] : []), ...j.highlights]),
      cells('Name and address of employer', [`${j.name}, ${j.location}`]),
      gap(),
    ]),
    section('Education and training'),
    ...person.education.flatMap((e) => [
      cells('Dates', [`${dmy(e.startDate)} – ${dmy(e.endDate)}`]),
      cells('Title of qualification awarded', [`${e.studyType}${e.area ? ` in ${e.area}` : ''}`], { strong: true }),
      cells('Name and type of organisation providing education and training', [e.institution]),
      ...(e.score ? [cells('Grade', [e.score])] : []),
      gap(),
    ]),
    section('Personal skills and competences'),
    ...person.skills.map((g) => cells(g.name, [g.keywords.join(', ')])),
    ...sections.flatMap((s) => [
      gap(),
      section(s.heading),
      ...s.items.map((i) => cells('', [`${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` — ${i.text}` : ''}`])),
    ]),
  ];
  const doc = new Document({
    styles: { default: { document: { run: { font: 'Liberation Sans', size: 19 } } } },
    sections: [
      {
        properties: { page: { size: { width: 11906, height: 16838 }, margin: { top: 900, bottom: 900, left: 900, right: 900 } } },
        children: [
          new Paragraph({ spacing: { after: 200 }, children: [new TextRun({ text: 'Curriculum Vitae', size: 32, color: BLUE })] }),
          new Table({ width: { size: 9600, type: WidthType.DXA }, columnWidths: [2900, 6700], borders: NO_BORDERS, rows }),
        ],
      },
    ],
  });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
