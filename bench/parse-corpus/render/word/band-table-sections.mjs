// Word, a one-column resume whose last part is a band of short sections side by side: a borderless
// three-column table (no cell borders, fixed widths) whose first row holds the headings 'Skills',
// 'Languages' and 'Interests' in the document's own 'Heading 1' style (the other headings are
// ordinary paragraphs in that style), its second row each section's items one per line. A person
// without spoken languages or interests gets the next short list they have (certifications,
// awards, publications) in that column; with only one such list the band has two columns. Name
// centred over a contact line; each job 'Title' in bold with its dates at a right tab, then
// 'Company, City' in italics and its bullets from a real list. Arial named (printed with its metric
// twin), US Letter. The .docx is written by hand (ooxml.mjs).
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { numberingXml, para, run, stylesXml, writeHandmadeDocx } from './ooxml.mjs';

const MARGIN = 1080;
const WIDTH = 12240 - 2 * MARGIN;
const NAVY = '1F3864';
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
const cell = (width, paragraphs) => `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/></w:tcPr>${paragraphs.join('') || para('')}</w:tc>`;
function table(widths, rows) {
  return `<w:tbl><w:tblPr><w:tblW w:w="${widths.reduce((a, b) => a + b, 0)}" w:type="dxa"/><w:tblBorders>${NONE}</w:tblBorders><w:tblLayout w:type="fixed"/><w:tblCellMar><w:left w:w="0" w:type="dxa"/><w:right w:w="115" w:type="dxa"/></w:tblCellMar><w:tblLook w:val="0000" w:firstRow="0" w:lastRow="0" w:firstColumn="0" w:lastColumn="0" w:noHBand="1" w:noVBand="1"/></w:tblPr><w:tblGrid>${widths
    .map((w) => `<w:gridCol w:w="${w}"/>`)
    .join(
      '',
    )}</w:tblGrid>${rows.map((cells) => `<w:tr><w:trPr><w:cantSplit/></w:trPr>${cells.map((c, n) => cell(widths[n], c)).join('')}</w:tr>`).join('')}</w:tbl>`;
}

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const all = extraSections(person);
  const short = ['languages', 'interests', 'certificates', 'awards', 'publications'];
  const band = short
    .map((kind) => all.find((s) => s.kind === kind))
    .filter(Boolean)
    .slice(0, 2);
  const sections = all.filter((s) => !band.includes(s));
  const bandItem = (s, i) =>
    s.kind === 'languages'
      ? `${i.title} (${i.text})`
      : `${i.title}${i.org ? `, ${i.org}` : ''}${i.date ? ` (${formatDate(i.date, 'mon')})` : ''}`;
  const columns = [
    { heading: 'Skills', items: person.skills.flatMap((g) => g.keywords) },
    ...band.map((s) => ({ heading: s.heading, items: s.items.map((i) => bandItem(s, i)) })),
  ];
  const widths = columns.map(() => Math.floor(WIDTH / columns.length));
  const contact = [placeOf(person), b.phone, b.email, ...(linkedin ? [`linkedin.com/in/${linkedin.username}`] : [])];
  const body = [
    para(run(b.name), { style: 'Title' }),
    para(run(contact.join('  |  ')), { jc: 'center', spacing: { after: 120 } }),
    ...(b.summary ? [heading('Summary'), para(run(b.summary))] : []),
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
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) =>
        bullet(`${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` – ${i.text}` : ''}${i.date ? ` (${formatDate(i.date, 'mon')})` : ''}`),
      ),
    ]),
    // The band: headings in row 1, items one per line in row 2.
    table(widths, [
      columns.map((c) => [heading(c.heading)]),
      columns.map((c) => c.items.map((item) => para(run(item), { spacing: { after: 20 } }))),
    ]),
    para(''),
  ].join('');
  const styles = stylesXml({
    font: 'Arial',
    sz: 20,
    after: 40,
    line: 252,
    styles: [
      {
        id: 'Title',
        name: 'Title',
        basedOn: 'Normal',
        next: 'Normal',
        ui: 10,
        pPr: { jc: 'center', spacing: { after: 40 } },
        rPr: { b: true, sz: 40, color: NAVY },
      },
      {
        id: 'Heading1',
        name: 'heading 1',
        basedOn: 'Normal',
        next: 'Normal',
        ui: 9,
        outline: 0,
        pPr: { keepNext: true, border: { bottom: { sz: 6, space: 1, color: NAVY } }, spacing: { before: 240, after: 100 } },
        rPr: { b: true, caps: true, sz: 22, color: NAVY, spacing: 8 },
      },
      { id: 'ListBullet', name: 'List Bullet', basedOn: 'Normal', ui: 10, pPr: { num: { id: 1, ilvl: 0 }, spacing: { after: 20 } } },
    ],
  });
  const numbering = numberingXml([
    { levels: [{ fmt: 'bullet', text: '•', left: 360, hanging: 240, pStyle: 'ListBullet', rPr: { font: 'Arial' } }] },
  ]);
  const files = writeHandmadeDocx(outBase, {
    body,
    styles,
    numbering,
    title: 'Resume',
    author: b.name,
    page: { margins: { top: 1008, right: MARGIN, bottom: 1008, left: MARGIN } },
  });
  return { files, headings: headingsOf(all) };
}
