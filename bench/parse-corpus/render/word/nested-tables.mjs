// Word, a resume built of tables inside tables, as some downloadable templates are: every section
// is an outer one-column table of two rows, a shaded heading row and a body row; inside the body
// cell each job (and each school) is an inner borderless table of two columns, the title over the
// company at the left and the dates over the place at the right (right-aligned), followed in the
// same cell by its bullet paragraphs (a real list). The name and contact line sit above the tables
// in plain paragraphs; an empty paragraph keeps each outer table apart. Cambria and Calibri named
// (printed with their metric twins), US Letter. The .docx is written by hand (ooxml.mjs).
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { numberingXml, para, run, stylesXml, writeHandmadeDocx } from './ooxml.mjs';

const MARGIN = 1080;
const WIDTH = 12240 - 2 * MARGIN;
const CELL_MARGIN = 115;
const INNER = WIDTH - 2 * CELL_MARGIN;
const INNER_RIGHT = 3000;
const NAVY = '203864';
const range = (s, e) => `${formatDate(s, 'mon')} ${'–'} ${e ? formatDate(e, 'mon') : 'Present'}`;

const border = (val, color = 'A6A6A6') =>
  ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
    .map((side) => `<w:${side} w:val="${val}" w:sz="${val === 'nil' ? 0 : 4}" w:space="0" w:color="${color}"/>`)
    .join('');

/** A cell: width, optional shading, content (block XML; a cell must end with a paragraph). */
const cell = (width, content, { shd } = {}) => {
  const blocks = [].concat(content).join('');
  const endsWithPara = blocks.endsWith('</w:p>');
  return `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/>${shd ? `<w:shd w:val="clear" w:color="auto" w:fill="${shd}"/>` : ''}</w:tcPr>${blocks}${
    endsWithPara ? '' : para('', { spacing: { after: 0 } })
  }</w:tc>`;
};

const table = (widths, rows, { borders, margin = CELL_MARGIN }) =>
  `<w:tbl><w:tblPr><w:tblW w:w="${widths.reduce((a, b) => a + b, 0)}" w:type="dxa"/><w:tblLayout w:type="fixed"/><w:tblBorders>${borders}</w:tblBorders><w:tblCellMar><w:top w:w="0" w:type="dxa"/><w:left w:w="${margin}" w:type="dxa"/><w:bottom w:w="0" w:type="dxa"/><w:right w:w="${margin}" w:type="dxa"/></w:tblCellMar><w:tblLook w:val="04A0" w:firstRow="1" w:lastRow="0" w:firstColumn="1" w:lastColumn="0" w:noHBand="0" w:noVBand="1"/></w:tblPr><w:tblGrid>${widths
    .map((w) => `<w:gridCol w:w="${w}"/>`)
    .join('')}</w:tblGrid>${rows.map((cells) => `<w:tr><w:trPr><w:cantSplit/></w:trPr>${cells.join('')}</w:tr>`).join('')}</w:tbl>`;

/** One section: a shaded heading row over a body row. */
const section = (title, content) => [
  table(
    [WIDTH],
    [
      [cell(WIDTH, para(run(title), { style: 'SectionTitle' }), { shd: 'DCE3EE' })],
      [cell(WIDTH, [para('', { spacing: { after: 0, line: 120 } }), ...content])],
    ],
    { borders: border('single') },
  ),
  para('', { spacing: { after: 0, line: 200 } }),
];

/** A job or school: an inner borderless table, title and company left, dates and place right. */
const entry = (title, org, dates, place) =>
  table(
    [INNER - INNER_RIGHT, INNER_RIGHT],
    [
      [
        cell(INNER - INNER_RIGHT, [
          para(run(title, { b: true, color: NAVY }), { spacing: { after: 0 } }),
          para(run(org), { spacing: { after: 40 } }),
        ]),
        cell(INNER_RIGHT, [
          para(run(dates), { jc: 'right', spacing: { after: 0 } }),
          ...(place ? [para(run(place, { i: true, color: '595959' }), { jc: 'right', spacing: { after: 40 } })] : []),
        ]),
      ],
    ],
    { borders: border('nil'), margin: 0 },
  );

const bullet = (text) => para(run(text), { style: 'ListBullet' });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person).filter((s) => s.kind !== 'languages');
  const contact = [placeOf(person), b.phone, b.email, ...(linkedin ? [`linkedin.com/in/${linkedin.username}`] : [])];
  const body = [
    para(run(b.name, { font: 'Cambria', b: true, sz: 40, color: NAVY }), { jc: 'center', spacing: { after: 0 } }),
    para(run(b.label, { sz: 24 }), { jc: 'center', spacing: { after: 40 } }),
    para(run(contact.join('   |   '), { sz: 19 }), { jc: 'center', spacing: { after: 200 } }),
    ...(b.summary ? section('Profile', [para(run(b.summary), { jc: 'both' })]) : []),
    ...section(
      'Work Experience',
      person.work.flatMap((j) => [
        entry(j.position, j.name, range(j.startDate, j.endDate), j.location),
        ...(j.summary ? [para(run(j.summary), { spacing: { after: 40 } })] : []),
        ...j.highlights.map(bullet),
        para('', { spacing: { after: 0, line: 160 } }),
      ]),
    ),
    ...section(
      'Education',
      person.education.flatMap((e) => [
        entry(`${e.studyType}${e.area ? ` in ${e.area}` : ''}`, e.institution, range(e.startDate, e.endDate), ''),
        ...(e.score ? [bullet(`GPA ${e.score}`)] : []),
        para('', { spacing: { after: 0, line: 160 } }),
      ]),
    ),
    ...section(
      'Skills',
      person.skills.map((g) => para([run(`${g.name}: `, { b: true }), run(g.keywords.join(', '))], { spacing: { after: 60 } })),
    ),
    ...sections.flatMap((s) =>
      section(
        s.heading,
        s.items.map((i) =>
          bullet(`${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` – ${i.text}` : ''}${i.date ? ` (${formatDate(i.date, 'mon')})` : ''}`),
        ),
      ),
    ),
    ...(person.languages?.length
      ? section('Languages', [
          para(run(person.languages.map((l) => `${l.language} (${l.fluency})`).join(', ')), { spacing: { after: 60 } }),
        ])
      : []),
  ].join('');
  const styles = stylesXml({
    font: 'Calibri',
    sz: 20,
    after: 60,
    line: 252,
    styles: [
      {
        id: 'SectionTitle',
        name: 'Section Title',
        basedOn: 'Normal',
        next: 'Normal',
        pPr: { keepNext: true, spacing: { before: 40, after: 40 } },
        rPr: { font: 'Cambria', b: true, caps: true, color: NAVY, sz: 22, spacing: 20 },
      },
      { id: 'ListBullet', name: 'List Bullet', basedOn: 'Normal', ui: 10, pPr: { num: { id: 1, ilvl: 0 }, spacing: { after: 30 } } },
    ],
  });
  const numbering = numberingXml([
    { levels: [{ fmt: 'bullet', text: '•', left: 360, hanging: 252, pStyle: 'ListBullet', rPr: { color: NAVY } }] },
  ]);
  const files = writeHandmadeDocx(outBase, {
    body,
    styles,
    numbering,
    title: 'Resume',
    author: b.name,
    page: { margins: { top: 1008, right: MARGIN, bottom: 1008, left: MARGIN } },
  });
  return { files, headings: headingsOf(sections) };
}
