// Word, the look of a .docx an online word processor exports from a resume laid out as tables:
// under the name and contact lines, every section is a table of its own with one row and two
// columns, no borders but a grey rule on top of the table. The section's heading sits in the
// narrow left cell (bold, dark blue), all of its content in the wide right cell: a job is its title
// in bold on one line, then 'Company · City, ST · Mar 2019 – Present' on the next, then its bullets
// as plain paragraphs that start with a typed bullet character and a tab (a hanging indent, no Word
// list). Every run carries its own font and size, as exports write them, rather than styles. Schools
// alike; skills as 'Group: terms' lines; the person's other sections one paragraph per item. Arial
// named (Liberation Sans prints it), US Letter. The .docx is written by hand (ooxml.mjs).
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { para, run, stylesXml, writeHandmadeDocx } from './ooxml.mjs';

const MARGIN = 1008;
const WIDTH = 12240 - 2 * MARGIN;
const HEAD_W = 2304;
const BODY_W = WIDTH - HEAD_W;
const BLUE = '1C3D6E';
const range = (s, e) => `${formatDate(s, 'mon')} – ${e ? formatDate(e, 'mon') : 'Present'}`;

/** A run as an export writes it: font and size on every run. */
const r = (text, props = {}) => run(text, { font: 'Arial', sz: 20, ...props });
const p = (content, props = {}) => para(content, { spacing: { before: 0, after: 0, line: 264 }, ...props });

const cell = (width, paragraphs) =>
  `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/><w:tcMar><w:top w:w="120" w:type="dxa"/><w:bottom w:w="160" w:type="dxa"/></w:tcMar></w:tcPr>${paragraphs.join('')}</w:tc>`;
/** One section: a table of one row, the heading left, the content right. */
const section = (heading, paragraphs) =>
  `<w:tbl><w:tblPr><w:tblW w:w="${WIDTH}" w:type="dxa"/><w:tblBorders><w:top w:val="single" w:sz="6" w:space="0" w:color="A6A6A6"/><w:left w:val="nil"/><w:bottom w:val="nil"/><w:right w:val="nil"/><w:insideH w:val="nil"/><w:insideV w:val="nil"/></w:tblBorders><w:tblLayout w:type="fixed"/><w:tblCellMar><w:left w:w="100" w:type="dxa"/><w:right w:w="100" w:type="dxa"/></w:tblCellMar><w:tblLook w:val="0600" w:firstRow="0" w:lastRow="0" w:firstColumn="0" w:lastColumn="0" w:noHBand="1" w:noVBand="1"/></w:tblPr><w:tblGrid><w:gridCol w:w="${HEAD_W}"/><w:gridCol w:w="${BODY_W}"/></w:tblGrid><w:tr>${cell(
    HEAD_W,
    [p(r(heading, { b: true, sz: 22, color: BLUE }))],
  )}${cell(BODY_W, paragraphs)}</w:tr></w:tbl>${p(r('', { sz: 8 }))}`;

const title = (text, first) => p(r(text, { b: true }), { keepNext: true, spacing: { before: first ? 0 : 160, after: 0, line: 264 } });
const meta = (text) => p(r(text, { color: '595959' }), { keepNext: true, spacing: { before: 0, after: 60, line: 264 } });
const bullet = (text) =>
  p([r('•'), r(`\t${text}`)], { tabs: [{ pos: 300 }], ind: { left: 300, hanging: 300 }, spacing: { before: 0, after: 40, line: 264 } });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const contact = [placeOf(person), b.phone, b.email, ...(linkedin ? [`linkedin.com/in/${linkedin.username}`] : [])];
  const body = [
    p(r(b.name, { b: true, sz: 40, color: BLUE })),
    p(r(b.label ?? '', { sz: 24 }), { spacing: { before: 40, after: 60, line: 264 } }),
    p(r(contact.join('  •  '), { sz: 18, color: '595959' }), { spacing: { before: 0, after: 240, line: 264 } }),
    ...(b.summary ? [section('Summary', [p(r(b.summary))])] : []),
    section(
      'Work Experience',
      person.work.flatMap((j, k) => [
        title(j.position, k === 0),
        meta(`${j.name} · ${j.location} · ${range(j.startDate, j.endDate)}`),
        ...(j.summary ? [p(r(j.summary), { spacing: { before: 0, after: 40, line: 264 } })] : []),
        ...j.highlights.map(bullet),
      ]),
    ),
    section(
      'Education',
      person.education.flatMap((e, k) => [
        title(`${e.studyType}${e.area ? ` in ${e.area}` : ''}`, k === 0),
        meta(`${e.institution} · ${range(e.startDate, e.endDate)}`),
        ...(e.score ? [p(r(`GPA: ${e.score}`))] : []),
      ]),
    ),
    section(
      'Skills',
      person.skills.map((g) =>
        p([r(`${g.name}: `, { b: true }), r(g.keywords.join(', '))], { spacing: { before: 0, after: 60, line: 264 } }),
      ),
    ),
    ...sections.map((s) =>
      section(
        s.heading,
        s.items.map((i) =>
          p(
            [
              r(i.title, { b: !!(i.org || i.text || i.date) }),
              r(
                `${i.org ? ` · ${i.org}` : ''}${i.date ? ` · ${formatDate(i.date, 'mon')}` : ''}${
                  i.text ? (s.kind === 'languages' ? ` (${i.text})` : ` – ${i.text}`) : ''
                }`,
              ),
            ],
            { spacing: { before: 0, after: 60, line: 264 } },
          ),
        ),
      ),
    ),
  ].join('');
  const styles = stylesXml({ font: 'Arial', sz: 20, after: 0, line: 264 });
  const files = writeHandmadeDocx(outBase, {
    body,
    styles,
    title: `${b.name} - Resume`,
    author: '',
    page: { margins: { top: MARGIN, right: MARGIN, bottom: MARGIN, left: MARGIN } },
  });
  return { files, headings: headingsOf(sections) };
}
