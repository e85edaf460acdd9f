// Word, a header made of a two-cell borderless table at the top of the page, as many people build
// one: the name (large) and the headline in the left cell, the contact details one per line,
// right-aligned, in the right cell. Then an ordinary one-column resume: 'Heading 1' headings over
// a rule, each job 'Title' in bold with its dates at a right tab, 'Company, City' in italics on the
// next line, its bullets from a real list. Calibri named (printed with its metric twin), US Letter.
// The .docx is written by hand (ooxml.mjs).
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { numberingXml, para, run, stylesXml, writeHandmadeDocx } from './ooxml.mjs';

const MARGIN = 1080;
const WIDTH = 12240 - 2 * MARGIN;
const RIGHT = 3600;
const PLUM = '5B2C6F';
const range = (s, e) => `${formatDate(s, 'mon')} – ${e ? formatDate(e, 'mon') : 'Present'}`;
const heading = (text) => para(run(text), { style: 'Heading1' });
const bullet = (text) => para(run(text), { style: 'ListBullet' });
const tabbed = (left, leftProps, right, before = 0) =>
  para([run(left, leftProps), ...(right ? [run(`\t${right}`)] : [])], {
    tabs: [{ val: 'right', pos: WIDTH }],
    keepNext: true,
    spacing: { before, after: 0 },
  });

const NONE = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map((s) => `<w:${s} w:val="nil"/>`).join('');
function headerTable(left, right) {
  const cell = (width, content) =>
    `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/><w:vAlign w:val="bottom"/></w:tcPr>${content.join('')}</w:tc>`;
  return `<w:tbl><w:tblPr><w:tblW w:w="${WIDTH}" w:type="dxa"/><w:tblBorders>${NONE}</w:tblBorders><w:tblLayout w:type="fixed"/><w:tblCellMar><w:left w:w="0" w:type="dxa"/><w:right w:w="0" w:type="dxa"/></w:tblCellMar><w:tblLook w:val="0000" w:firstRow="0" w:lastRow="0" w:firstColumn="0" w:lastColumn="0" w:noHBand="1" w:noVBand="1"/></w:tblPr><w:tblGrid><w:gridCol w:w="${WIDTH - RIGHT}"/><w:gridCol w:w="${RIGHT}"/></w:tblGrid><w:tr>${cell(WIDTH - RIGHT, left)}${cell(RIGHT, right)}</w:tr></w:tbl>`;
}

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const contact = [placeOf(person), b.phone, b.email, ...(linkedin ? [`linkedin.com/in/${linkedin.username}`] : [])];
  const body = [
    headerTable(
      [para(run(b.name), { style: 'Title' }), para(run(b.label, { sz: 26, color: '595959' }))],
      contact.map((c) => para(run(c, { sz: 19 }), { jc: 'right', spacing: { after: 0 } })),
    ),
    para('', { border: { bottom: { sz: 12, space: 1, color: PLUM } }, spacing: { after: 60 } }),
    ...(b.summary ? [heading('Profile'), para(run(b.summary))] : []),
    heading('Experience'),
    ...person.work.flatMap((j, n) => [
      tabbed(j.position, { b: true }, range(j.startDate, j.endDate), n ? 160 : 0),
      tabbed(`${j.name}, ${j.location}`, { i: true }, ''),
      ...(j.summary ? [para(run(j.summary))] : []),
      ...j.highlights.map(bullet),
    ]),
    heading('Education'),
    ...person.education.flatMap((e, n) => [
      tabbed(`${e.studyType}${e.area ? ` in ${e.area}` : ''}`, { b: true }, range(e.startDate, e.endDate), n ? 120 : 0),
      para(run(e.institution, { i: true })),
      ...(e.score ? [para(run(`GPA ${e.score}`))] : []),
    ]),
    heading('Skills'),
    ...person.skills.map((g) => para([run(`${g.name}: `, { b: true }), run(g.keywords.join(', '))])),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) =>
        bullet(`${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` – ${i.text}` : ''}${i.date ? ` (${formatDate(i.date, 'mon')})` : ''}`),
      ),
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
        pPr: { spacing: { after: 0 } },
        rPr: { sz: 56, color: PLUM, spacing: -10 },
      },
      {
        id: 'Heading1',
        name: 'heading 1',
        basedOn: 'Normal',
        next: 'Normal',
        ui: 9,
        outline: 0,
        pPr: { keepNext: true, border: { bottom: { sz: 4, space: 1, color: 'A6A6A6' } }, spacing: { before: 240, after: 100 } },
        rPr: { b: true, sz: 24, color: PLUM },
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
    page: { margins: { top: 864, right: MARGIN, bottom: 1008, left: MARGIN } },
  });
  return { files, headings: headingsOf(sections) };
}
