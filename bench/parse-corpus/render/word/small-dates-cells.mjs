// Word, each job a borderless two-cell table row, as people lay out a header they want aligned: the
// left cell holds the title in bold over 'Company, City' (both 11 pt), the right cell the dates,
// right-aligned in 8.5 pt grey and centred vertically (w:vAlign) beside the two lines; the job's
// bullets follow the table, from a real list. Education in the same rows. Headings in 'Heading 1'
// (blue, over a rule); the name large over a contact line. Calibri named (printed with its metric
// twin), US Letter. The .docx is written by hand (ooxml.mjs).
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { numberingXml, para, run, stylesXml, writeHandmadeDocx } from './ooxml.mjs';

const MARGIN = 1080;
const WIDTH = 12240 - 2 * MARGIN;
const DATES = 2160;
const BLUE = '2F5496';
const range = (s, e) => `${formatDate(s, 'mon')} – ${e ? formatDate(e, 'mon') : 'Present'}`;
const heading = (text) => para(run(text), { style: 'Heading1' });
const bullet = (text) => para(run(text), { style: 'ListBullet' });

const NONE = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map((s) => `<w:${s} w:val="nil"/>`).join('');
/** A one-row borderless table: what it is about on the left, its dates small and grey on the right. */
function headerRow(first, second, dates, before) {
  const left = [
    para(run(first, { b: true, sz: 22 }), { keepNext: true, spacing: { before, after: 0 } }),
    para(run(second, { sz: 22 }), { keepNext: true, spacing: { after: 40 } }),
  ].join('');
  const right = para(run(dates, { sz: 17, color: '7F7F7F' }), { jc: 'right', keepNext: true, spacing: { before, after: 0 } });
  const cell = (width, content, center) =>
    `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/>${center ? '<w:vAlign w:val="center"/>' : ''}</w:tcPr>${content}</w:tc>`;
  return `<w:tbl><w:tblPr><w:tblW w:w="${WIDTH}" w:type="dxa"/><w:tblBorders>${NONE}</w:tblBorders><w:tblLayout w:type="fixed"/><w:tblCellMar><w:left w:w="0" w:type="dxa"/><w:right w:w="0" w:type="dxa"/></w:tblCellMar><w:tblLook w:val="0000" w:firstRow="0" w:lastRow="0" w:firstColumn="0" w:lastColumn="0" w:noHBand="1" w:noVBand="1"/></w:tblPr><w:tblGrid><w:gridCol w:w="${WIDTH - DATES}"/><w:gridCol w:w="${DATES}"/></w:tblGrid><w:tr><w:trPr><w:cantSplit/></w:trPr>${cell(WIDTH - DATES, left)}${cell(DATES, right, true)}</w:tr></w:tbl>`;
}

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const contact = [placeOf(person), b.phone, b.email, ...(linkedin ? [`linkedin.com/in/${linkedin.username}`] : [])];
  const body = [
    para(run(b.name), { style: 'Title' }),
    para(run(contact.join('  •  '), { sz: 19, color: '404040' }), { spacing: { after: 120 } }),
    ...(b.summary ? [heading('Summary'), para(run(b.summary))] : []),
    heading('Work Experience'),
    ...person.work.flatMap((j, n) => [
      headerRow(j.position, `${j.name}, ${j.location}`, range(j.startDate, j.endDate), n ? 160 : 0),
      ...(j.summary ? [para(run(j.summary))] : []),
      ...j.highlights.map(bullet),
    ]),
    heading('Education'),
    ...person.education.flatMap((e, n) => [
      headerRow(`${e.studyType}${e.area ? ` in ${e.area}` : ''}`, e.institution, range(e.startDate, e.endDate), n ? 120 : 0),
      ...(e.score ? [para(run(`GPA ${e.score}`))] : []),
    ]),
    heading('Skills'),
    ...person.skills.map((g) => para([run(`${g.name}: `, { b: true }), run(g.keywords.join(', '))])),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...(s.kind === 'languages'
        ? [para(run(s.items.map((i) => `${i.title} (${i.text})`).join(', ')))]
        : s.items.map((i) =>
            bullet(
              `${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` – ${i.text}` : ''}${i.date ? ` (${formatDate(i.date, 'mon')})` : ''}`,
            ),
          )),
    ]),
  ].join('');
  const styles = stylesXml({
    font: 'Calibri',
    sz: 21,
    after: 40,
    line: 252,
    styles: [
      {
        id: 'Title',
        name: 'Title',
        basedOn: 'Normal',
        next: 'Normal',
        ui: 10,
        pPr: { spacing: { after: 40 } },
        rPr: { sz: 48, b: true, color: '262626' },
      },
      {
        id: 'Heading1',
        name: 'heading 1',
        basedOn: 'Normal',
        next: 'Normal',
        ui: 9,
        outline: 0,
        pPr: { keepNext: true, border: { bottom: { sz: 4, space: 1, color: BLUE } }, spacing: { before: 240, after: 120 } },
        rPr: { b: true, sz: 24, color: BLUE },
      },
      { id: 'ListBullet', name: 'List Bullet', basedOn: 'Normal', ui: 10, pPr: { num: { id: 1, ilvl: 0 }, spacing: { after: 20 } } },
    ],
  });
  const numbering = numberingXml([
    { levels: [{ fmt: 'bullet', text: '•', left: 360, hanging: 260, pStyle: 'ListBullet', rPr: { font: 'Calibri' } }] },
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
