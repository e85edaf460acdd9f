// Word, bullets as Word itself writes them: numbering definitions (numbering.xml, nine levels of a
// hybrid multi-level list) whose glyphs are private-use characters of symbol fonts — level 1
// U+F0B7 in Symbol, level 2 'o' in Courier New, level 3 U+F0A7 in Wingdings — each level's
// w:rFonts naming the font with w:hint="default". A job with a summary has it as a level-1 bullet
// and its achievements as level-2 bullets under it; otherwise the achievements are level-1 bullets.
// The extra sections use a second list whose first level is the Wingdings square. Headings in bold
// over a bottom paragraph border; each job 'Title, Employer' in bold, then 'Place | Dates' on the
// next line. Arial named (printed with its metric twin), US Letter. The .docx is written by hand
// (ooxml.mjs).
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { para, run, stylesXml, writeHandmadeDocx } from './ooxml.mjs';

const range = (s, e) => `${formatDate(s, 'month')} - ${e ? formatDate(e, 'month') : 'Present'}`;

// Word's default bullet glyphs, repeating every three levels.
const GLYPHS = [
  { text: '\uF0B7', font: 'Symbol' },
  { text: 'o', font: 'Courier New' },
  { text: '\uF0A7', font: 'Wingdings' },
];
const level = (ilvl, glyph, tplc) =>
  `<w:lvl w:ilvl="${ilvl}" w:tplc="${tplc}"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="${glyph.text}"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="${720 + 720 * ilvl}" w:hanging="360"/></w:pPr><w:rPr><w:rFonts w:ascii="${glyph.font}" w:hAnsi="${glyph.font}" w:hint="default"/></w:rPr></w:lvl>`;
const abstractNum = (id, nsid, first) =>
  `<w:abstractNum w:abstractNumId="${id}" w15:restartNumberingAfterBreak="0"><w:nsid w:val="${nsid}"/><w:multiLevelType w:val="hybridMultilevel"/><w:tmpl w:val="0409000F"/>${Array.from(
    { length: 9 },
    (_, n) => level(n, n === 0 ? first : GLYPHS[n % 3], n === 0 ? '04090001' : ['04090001', '04090003', '04090005'][n % 3]),
  ).join('')}</w:abstractNum>`;
const numbering = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:numbering xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:w15="http://schemas.microsoft.com/office/word/2012/wordml" mc:Ignorable="w15">${abstractNum(
  0,
  '3C5A2E71',
  GLYPHS[0],
)}${abstractNum(1, '6F1B04D2', GLYPHS[2])}<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num><w:num w:numId="2"><w:abstractNumId w:val="1"/></w:num></w:numbering>`;

const heading = (text) => para(run(text), { style: 'Heading1' });
const item = (text, ilvl = 0, id = 1) => para(run(text), { style: 'ListParagraph', num: { id, ilvl }, spacing: { after: 20 } });
const entry = (bold, second, before) => [
  para(run(bold, { b: true }), { keepNext: true, spacing: { before, after: 0 } }),
  para(run(second, { color: '404040' }), { keepNext: true, spacing: { after: 60 } }),
];

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const body = [
    para(run(b.name, { b: true, sz: 36 }), { jc: 'center', spacing: { after: 40 } }),
    ...(b.label ? [para(run(b.label, { sz: 22 }), { jc: 'center', spacing: { after: 40 } })] : []),
    para(
      run([placeOf(person), b.phone, b.email, ...(linkedin ? [linkedin.url.replace(/^https:\/\/www\./, '')] : [])].join(' | '), { sz: 19 }),
      {
        jc: 'center',
        spacing: { after: 160 },
      },
    ),
    ...(b.summary ? [heading('Summary'), para(run(b.summary))] : []),
    heading('Work Experience'),
    ...person.work.flatMap((j, n) => [
      ...entry(`${j.position}, ${j.name}`, `${j.location} | ${range(j.startDate, j.endDate)}`, n ? 160 : 0),
      ...(j.summary ? [item(j.summary, 0), ...j.highlights.map((h) => item(h, 1))] : j.highlights.map((h) => item(h, 0))),
    ]),
    heading('Education'),
    ...person.education.flatMap((e, n) => [
      ...entry(`${e.studyType}${e.area ? ` in ${e.area}` : ''}, ${e.institution}`, range(e.startDate, e.endDate), n ? 120 : 0),
      ...(e.score ? [item(`GPA ${e.score}`, 0)] : []),
    ]),
    heading('Skills'),
    ...person.skills.map((g) => para([run(`${g.name}: `, { b: true }), run(g.keywords.join(', '))], { spacing: { after: 40 } })),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) =>
        item(
          `${i.title}${i.org ? `, ${i.org}` : ''}${i.date ? ` | ${formatDate(i.date, 'month')}` : ''}${i.text ? ` - ${i.text}` : ''}`,
          0,
          2,
        ),
      ),
    ]),
  ].join('');
  const styles = stylesXml({
    font: 'Arial',
    sz: 20,
    after: 0,
    line: 259,
    styles: [
      {
        id: 'Heading1',
        name: 'heading 1',
        basedOn: 'Normal',
        next: 'Normal',
        ui: 9,
        outline: 0,
        pPr: { keepNext: true, border: { bottom: { sz: 8, space: 1, color: '2F5496' } }, spacing: { before: 240, after: 100 } },
        rPr: { b: true, sz: 24, color: '2F5496' },
      },
    ],
  });
  const files = writeHandmadeDocx(outBase, {
    body,
    styles,
    numbering,
    title: 'Resume',
    author: b.name,
    page: { margins: { top: 1080, right: 1080, bottom: 1080, left: 1080 } },
  });
  return { files, headings: headingsOf(sections) };
}
