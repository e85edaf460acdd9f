// Word, in the manner of Word's built-in resume templates: the name in a large coloured band (a
// table of one cell, shaded, no borders) in white 'Title' type with the headline under it in the
// band, then the contact details in one small line below the band. Section headings in the
// document's own 'Heading 1' style (bold, coloured, with a bottom border); each job a 'Heading 2'
// paragraph 'Job Title, Company' that the style shows in capitals (the text is typed in mixed case),
// then the dates and place in a smaller grey paragraph of a style of its own, then the bullets from
// Word's numbering ('List Bullet'). Schools alike ('Degree, School'). Skills as 'Group: terms'
// lines; the person's other sections as bullets. Calibri named (Carlito prints it), US Letter. The
// .docx is written by hand (ooxml.mjs).
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { numberingXml, para, run, stylesXml, writeHandmadeDocx } from './ooxml.mjs';

const MARGIN = 1080;
const WIDTH = 12240 - 2 * MARGIN;
const COLOURS = ['1F4E79', '385723', '7B2C3A'];
const GREY = '737373';
const range = (s, e) => `${formatDate(s, 'month')} – ${e ? formatDate(e, 'month') : 'Present'}`;

/** The band: one shaded cell, no borders, roomy margins. */
const band = (fill, paragraphs) =>
  `<w:tbl><w:tblPr><w:tblW w:w="${WIDTH}" w:type="dxa"/><w:tblBorders>${['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
    .map((s) => `<w:${s} w:val="nil"/>`)
    .join(
      '',
    )}</w:tblBorders><w:tblLayout w:type="fixed"/><w:tblCellMar><w:top w:w="288" w:type="dxa"/><w:left w:w="288" w:type="dxa"/><w:bottom w:w="288" w:type="dxa"/><w:right w:w="288" w:type="dxa"/></w:tblCellMar><w:tblLook w:val="04A0" w:firstRow="1" w:lastRow="0" w:firstColumn="1" w:lastColumn="0" w:noHBand="0" w:noVBand="1"/></w:tblPr><w:tblGrid><w:gridCol w:w="${WIDTH}"/></w:tblGrid><w:tr><w:tc><w:tcPr><w:tcW w:w="${WIDTH}" w:type="dxa"/><w:shd w:val="clear" w:color="auto" w:fill="${fill}"/></w:tcPr>${paragraphs.join(
    '',
  )}</w:tc></w:tr></w:tbl>`;

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const colour = COLOURS[(person.seed ?? 0) % COLOURS.length];
  const h1 = (text) => para(run(text), { style: 'Heading1' });
  const h2 = (text) => para(run(text), { style: 'Heading2' });
  const when = (text) => para(run(text), { style: 'Dates' });
  const bullet = (text) => para(run(text), { style: 'ListBullet' });
  const contact = [placeOf(person), b.phone, b.email, ...(linkedin ? [linkedin.url.replace(/^https:\/\/(www\.)?/, '')] : [])];
  const body = [
    band(colour, [para(run(b.name), { style: 'Title' }), para(run(b.label), { style: 'Subtitle' })]),
    para(run(contact.join('  ·  ')), { style: 'Contact' }),
    ...(b.summary ? [h1('Profile'), para(run(b.summary))] : []),
    h1('Experience'),
    ...person.work.flatMap((j) => [
      h2(`${j.position}, ${j.name}`),
      when([range(j.startDate, j.endDate), j.location].filter(Boolean).join('  ·  ')),
      ...(j.summary ? [para(run(j.summary))] : []),
      ...j.highlights.map(bullet),
    ]),
    h1('Education'),
    ...person.education.flatMap((e) => [
      h2(`${e.studyType}${e.area ? ` in ${e.area}` : ''}, ${e.institution}`),
      when(range(e.startDate, e.endDate)),
      ...(e.score ? [para(run(`GPA: ${e.score}`))] : []),
    ]),
    h1('Skills'),
    ...person.skills.map((g) => para([run(`${g.name}: `, { b: true }), run(g.keywords.join(', '))], { spacing: { after: 60 } })),
    ...sections.flatMap((s) => [
      h1(s.heading),
      ...s.items.map((i) =>
        bullet(`${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` – ${i.text}` : ''}${i.date ? ` (${formatDate(i.date, 'month')})` : ''}`),
      ),
    ]),
  ].join('');
  const styles = stylesXml({
    font: 'Calibri',
    sz: 21,
    after: 80,
    line: 259,
    styles: [
      {
        id: 'Title',
        name: 'Title',
        basedOn: 'Normal',
        next: 'Normal',
        ui: 10,
        pPr: { spacing: { after: 0 } },
        rPr: { sz: 60, color: 'FFFFFF', spacing: -10 },
      },
      {
        id: 'Subtitle',
        name: 'Subtitle',
        basedOn: 'Normal',
        next: 'Normal',
        ui: 11,
        pPr: { spacing: { before: 40, after: 0 } },
        rPr: { sz: 26, color: 'F2F2F2', caps: true, spacing: 20 },
      },
      {
        id: 'Contact',
        name: 'Contact Info',
        basedOn: 'Normal',
        ui: 12,
        pPr: { spacing: { before: 120, after: 120 } },
        rPr: { sz: 19, color: GREY },
      },
      {
        id: 'Heading1',
        name: 'heading 1',
        basedOn: 'Normal',
        next: 'Normal',
        ui: 9,
        outline: 0,
        pPr: {
          keepNext: true,
          keepLines: true,
          border: { bottom: { sz: 8, space: 2, color: colour } },
          spacing: { before: 320, after: 120 },
        },
        rPr: { b: true, sz: 28, color: colour },
      },
      {
        id: 'Heading2',
        name: 'heading 2',
        basedOn: 'Normal',
        next: 'Normal',
        ui: 9,
        outline: 1,
        pPr: { keepNext: true, keepLines: true, spacing: { before: 200, after: 0 } },
        rPr: { b: true, caps: true, sz: 22, color: '262626' },
      },
      {
        id: 'Dates',
        name: 'Dates',
        basedOn: 'Normal',
        next: 'Normal',
        ui: 12,
        pPr: { keepNext: true, spacing: { after: 60 } },
        rPr: { sz: 18, color: GREY },
      },
      { id: 'ListBullet', name: 'List Bullet', basedOn: 'Normal', ui: 10, pPr: { num: { id: 1, ilvl: 0 }, spacing: { after: 40 } } },
    ],
  });
  const numbering = numberingXml([
    { levels: [{ fmt: 'bullet', text: '•', left: 360, hanging: 270, pStyle: 'ListBullet', rPr: { font: 'Calibri' } }] },
  ]);
  const files = writeHandmadeDocx(outBase, {
    body,
    styles,
    numbering,
    title: `${b.name} Resume`,
    author: b.name,
    page: { margins: { top: 864, right: MARGIN, bottom: 864, left: MARGIN } },
  });
  return { files, headings: headingsOf(sections) };
}
