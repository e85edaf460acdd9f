// Word, a CV built from one borderless table per section under a plain heading paragraph (bold
// capitals, a teal rule under it). Each job takes several rows of its section's two-column table: a
// row for the title in bold, a row for 'Company, City' in italics and a row for every bullet (a
// bullet from Word's numbering in the right cell). The left cell of those rows is one cell merged
// down the job's whole height (w:vMerge restart/continue) and holds the dates '03/2019 – 06/2021'
// at its top, so the date column is a run of tall merged cells. A thin grey rule above every job
// but the first. Schools alike (degree, school, a GPA row if any); skills and the person's other
// sections in the same two columns, the group or date on the left. Name large at the top, headline
// and contact lines under it. Times New Roman named (Liberation Serif prints it), A4. The .docx is
// written by hand (ooxml.mjs).
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { numberingXml, para, run, stylesXml, writeHandmadeDocx } from './ooxml.mjs';

const PAGE_W = 11906;
const PAGE_H = 16838;
const MARGIN = 1134;
const WIDTH = PAGE_W - 2 * MARGIN;
const LEFT_W = 2150;
const RIGHT_W = WIDTH - LEFT_W;
const TEAL = '1B5E63';
const range = (s, e) => `${formatDate(s, 'num')} – ${e ? formatDate(e, 'num') : 'present'}`;

const RULE = '<w:top w:val="single" w:sz="4" w:space="0" w:color="BFBFBF"/>';
/** A cell: `merge` is 'restart', 'continue' or absent; `top` draws the rule above it. */
const cell = (width, content, { merge, top = false } = {}) =>
  `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/>${
    merge === 'restart' ? '<w:vMerge w:val="restart"/>' : merge === 'continue' ? '<w:vMerge/>' : ''
  }${top ? `<w:tcBorders>${RULE}</w:tcBorders>` : ''}</w:tcPr>${content || para('')}</w:tc>`;
const row = (cells) => `<w:tr><w:trPr><w:cantSplit/></w:trPr>${cells.join('')}</w:tr>`;
const table = (rows) =>
  `<w:tbl><w:tblPr><w:tblW w:w="${WIDTH}" w:type="dxa"/><w:tblBorders>${['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
    .map((s) => `<w:${s} w:val="nil"/>`)
    .join(
      '',
    )}</w:tblBorders><w:tblLayout w:type="fixed"/><w:tblCellMar><w:left w:w="85" w:type="dxa"/><w:right w:w="85" w:type="dxa"/></w:tblCellMar><w:tblLook w:val="0000"/></w:tblPr><w:tblGrid><w:gridCol w:w="${LEFT_W}"/><w:gridCol w:w="${RIGHT_W}"/></w:tblGrid>${rows.join(
    '',
  )}</w:tbl>`;

/**
 * One entry: the date cell merged over the rows of `lines` (paragraph XML, one per row), with the
 * grey rule above unless it is the first entry of its table.
 */
const entryRows = (date, lines, first) =>
  lines.map((line, n) =>
    row([
      cell(LEFT_W, n === 0 ? para(run(date, { sz: 19, color: '404040' }), { spacing: { before: 80 } }) : '', {
        merge: lines.length > 1 ? (n === 0 ? 'restart' : 'continue') : undefined,
        top: n === 0 && !first,
      }),
      cell(RIGHT_W, line, { top: n === 0 && !first }),
    ]),
  );

const heading = (text) => para(run(text), { style: 'Heading1' });
const bold = (text) => para(run(text, { b: true }), { spacing: { before: 80 } });
const italic = (text) => para(run(text, { i: true }), { spacing: { after: 40 } });
const bullet = (text, last) => para(run(text), { num: { id: 1, ilvl: 0 }, spacing: { after: last ? 100 : 20 } });
const plain = (content, after = 40) => para(content, { spacing: { before: 40, after } });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const body = [
    para(run(b.name, { b: true, sz: 44 }), { spacing: { after: 20 } }),
    para(run(b.label ?? '', { sz: 24, i: true, color: TEAL }), { spacing: { after: 60 } }),
    para(run([placeOf(person), b.phone, b.email].join(' · '), { sz: 19 })),
    ...(linkedin ? [para(run(linkedin.url, { sz: 19 }))] : []),
    ...(b.summary ? [heading('Summary'), para(run(b.summary), { spacing: { after: 60 } })] : []),
    heading('Experience'),
    table(
      person.work.flatMap((j, k) => {
        const bullets = [...(j.summary ? [j.summary] : []), ...j.highlights];
        return entryRows(
          range(j.startDate, j.endDate),
          [bold(j.position), italic(`${j.name}, ${j.location}`), ...bullets.map((h, n) => bullet(h, n === bullets.length - 1))],
          k === 0,
        );
      }),
    ),
    heading('Education'),
    table(
      person.education.flatMap((e, k) =>
        entryRows(
          range(e.startDate, e.endDate),
          [bold(`${e.studyType}, ${e.area}`), italic(e.institution), ...(e.score ? [plain(run(`GPA: ${e.score}`), 100)] : [])],
          k === 0,
        ),
      ),
    ),
    heading('Skills'),
    table(
      person.skills.map((g) =>
        row([cell(LEFT_W, plain(run(g.name, { b: true, sz: 19 }))), cell(RIGHT_W, plain(run(g.keywords.join(', '))))]),
      ),
    ),
    ...sections.flatMap((s) => [
      heading(s.heading),
      table(
        s.items.map((i) =>
          row([
            cell(
              LEFT_W,
              plain(run(i.date ? formatDate(i.date, 'num') : s.kind === 'languages' ? i.title : '', { sz: 19, color: '404040' })),
            ),
            cell(
              RIGHT_W,
              plain(
                s.kind === 'languages'
                  ? run(i.text ?? '')
                  : [run(i.title, { b: !!(i.org || i.text) }), run(`${i.org ? `, ${i.org}` : ''}${i.text ? `. ${i.text}` : ''}`)],
              ),
            ),
          ]),
        ),
      ),
    ]),
  ].join('');
  const styles = stylesXml({
    font: 'Times New Roman',
    sz: 21,
    after: 0,
    line: 252,
    styles: [
      {
        id: 'Heading1',
        name: 'heading 1',
        basedOn: 'Normal',
        next: 'Normal',
        ui: 9,
        outline: 0,
        pPr: { keepNext: true, spacing: { before: 280, after: 100 }, border: { bottom: { sz: 8, space: 1, color: TEAL } } },
        rPr: { b: true, caps: true, sz: 23, color: TEAL, spacing: 12 },
      },
    ],
  });
  const numbering = numberingXml([{ levels: [{ fmt: 'bullet', text: '–', left: 284, hanging: 227, rPr: { font: 'Times New Roman' } }] }]);
  const files = writeHandmadeDocx(outBase, {
    body,
    styles,
    numbering,
    title: 'Curriculum Vitae',
    author: b.name,
    page: { width: PAGE_W, height: PAGE_H, margins: { top: MARGIN, right: MARGIN, bottom: MARGIN, left: MARGIN } },
  });
  return { files, headings: headingsOf(sections) };
}
