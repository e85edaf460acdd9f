// Word, a .docx in the shape Google Docs writes when a document is downloaded as Word: styles.xml
// defines Normal, Title, Subtitle and Heading 1–6 but the body uses only Normal, Title and Heading
// 1–2, and every run carries its own font, size, colour, bold and italic (w:val="1"/"0", w:rtl
// off), as Docs repeats them; empty paragraphs stand for the space between blocks; each list is a
// numbering definition of its own with Docs' nine levels ('●', '○', '■' repeating, the glyphs in
// Arial); the e-mail address and LinkedIn address are w:hyperlink elements pointing at external
// relationships; paragraphs carry Docs' zeroed rsid attributes and w14:paraId; no document
// properties part. The name in Title, a grey headline under it, then a contact line; each job a
// Heading 2 line '**Employer**, Place — *Title*' with its dates pushed right by a right tab stop,
// then bullets. Open Sans, US Letter. The .docx is written by hand (parts zipped by ooxml.mjs).
import fs from 'node:fs';
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { convertWithLibreOffice } from './common.mjs';
import { esc, zip } from './ooxml.mjs';

const FONT = 'Open Sans';
const MARGIN = 1080;
const WIDTH = 12240 - 2 * MARGIN;
const ACCENT = '1c4587';
const range = (s, e) => `${formatDate(s, 'mon')} – ${e ? formatDate(e, 'mon') : 'Present'}`;

const NS = [
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"',
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"',
  'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"',
  'xmlns:w14="http://schemas.microsoft.com/office/word/2010/wordml"',
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"',
  'mc:Ignorable="w14"',
].join(' ');
const fonts = (f) => `<w:rFonts w:ascii="${f}" w:cs="${f}" w:eastAsia="${f}" w:hAnsi="${f}"/>`;

/** Run properties as Docs writes them: everything repeated on every run. */
const gPr = ({ b = false, i = false, sz = 20, color = '000000', u = false, font = FONT } = {}) =>
  `<w:rPr>${fonts(font)}<w:b w:val="${b ? 1 : 0}"/><w:i w:val="${i ? 1 : 0}"/><w:color w:val="${color}"/><w:sz w:val="${sz}"/><w:szCs w:val="${sz}"/>${
    u ? '<w:u w:val="single"/>' : ''
  }<w:rtl w:val="0"/></w:rPr>`;
const gRun = (text, props) =>
  `<w:r w:rsidDel="00000000" w:rsidR="00000000" w:rsidRPr="00000000">${gPr(props)}${String(text)
    .split(/(\t)/)
    .filter((s) => s !== '')
    .map((s) => (s === '\t' ? '<w:tab/>' : `<w:t xml:space="preserve">${esc(s)}</w:t>`))
    .join('')}</w:r>`;

let paraId = 0;
/** A paragraph: { style, num: { id, ilvl }, tabs, before, after, mark (the paragraph mark's run props) }. */
function gPara(runs, { style, num, tabs, before = 0, after = 0, mark = {}, bookmark } = {}) {
  paraId += 1;
  const props = [
    style ? `<w:pStyle w:val="${style}"/>` : '',
    num ? `<w:numPr><w:ilvl w:val="${num.ilvl}"/><w:numId w:val="${num.id}"/></w:numPr>` : '',
    tabs ? `<w:tabs>${tabs.map((t) => `<w:tab w:val="right" w:leader="none" w:pos="${t}"/>`).join('')}</w:tabs>` : '',
    `<w:spacing w:after="${after}" w:before="${before}" w:line="276" w:lineRule="auto"/>`,
    num ? `<w:ind w:left="${720 * (num.ilvl + 1)}" w:hanging="360"/>` : '<w:ind w:left="0" w:firstLine="0"/>',
    gPr(mark).replace('<w:rtl w:val="0"/>', ''),
  ].join('');
  const mark0 = bookmark
    ? `<w:bookmarkStart w:colFirst="0" w:colLast="0" w:name="_heading=h.${bookmark}" w:id="${paraId}"/><w:bookmarkEnd w:id="${paraId}"/>`
    : '';
  return `<w:p w:rsidR="00000000" w:rsidDel="00000000" w:rsidP="00000000" w:rsidRDefault="00000000" w:rsidPr="00000000" w14:paraId="${paraId
    .toString(16)
    .padStart(8, '0')}"><w:pPr>${props}</w:pPr>${mark0}${[].concat(runs).join('')}</w:p>`;
}
const blank = () => gPara([], { mark: { sz: 20 } });

const HEADING_IDS = ['gjdgxs', '30j0zll', '1fob9te', '3znysh7', '2et92p0', 'tyjcwt', '3dy6vkm', '1t3h5sf', '4d34og8', '2s8eyo1'];

export async function render(person, outBase) {
  paraId = 0;
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const links = [];
  const link = (target, text) => {
    links.push(target);
    return `<w:hyperlink r:id="rId${4 + links.length}">${gRun(text, { sz: 19, color: '1155cc', u: true })}</w:hyperlink>`;
  };
  let lists = 0;
  const newList = () => (lists += 1);
  let headingN = 0;
  const heading = (text) =>
    gPara(gRun(text, { b: true, sz: 26, color: ACCENT }), {
      style: 'Heading1',
      after: 80,
      mark: { b: true, sz: 26, color: ACCENT },
      bookmark: HEADING_IDS[headingN++ % HEADING_IDS.length],
    });
  const item = (id, runs, ilvl = 0) => gPara(runs, { num: { id, ilvl }, mark: { sz: 20 } });
  const entry = (strong, middle, italic, dates) =>
    gPara(
      [
        gRun(strong, { b: true, sz: 21 }),
        gRun(middle, { sz: 21 }),
        gRun(italic, { i: true, sz: 21 }),
        ...(dates ? [gRun(`\t${dates}`, { sz: 19, color: '666666' })] : []),
      ],
      { style: 'Heading2', tabs: [WIDTH], after: 60, mark: { b: true, sz: 21 } },
    );
  const sep = gRun('  |  ', { sz: 19, color: '999999' });

  const body = [
    gPara(gRun(b.name, { b: true, sz: 48 }), { style: 'Title', after: 40, mark: { b: true, sz: 48 } }),
    gPara(gRun(b.label, { sz: 24, color: '666666' }), { after: 60, mark: { sz: 24, color: '666666' } }),
    gPara(
      [
        gRun(placeOf(person), { sz: 19, color: '434343' }),
        sep,
        gRun(b.phone, { sz: 19, color: '434343' }),
        sep,
        link(`mailto:${b.email}`, b.email),
        ...(linkedin ? [sep, link(linkedin.url, `linkedin.com/in/${linkedin.username}`)] : []),
      ],
      { mark: { sz: 19, color: '434343' } },
    ),
    blank(),
    ...(b.summary ? [heading('Summary'), gPara(gRun(b.summary), { mark: {} }), blank()] : []),
    heading('Experience'),
    ...person.work.flatMap((j) => {
      const id = newList();
      return [
        entry(j.name, `, ${j.location} — `, j.position, range(j.startDate, j.endDate)),
        ...(j.summary ? [gPara(gRun(j.summary), { after: 40, mark: {} })] : []),
        ...j.highlights.map((h) => item(id, gRun(h))),
        blank(),
      ];
    }),
    heading('Education'),
    ...person.education.flatMap((e) => {
      const id = newList();
      return [
        entry(e.institution, ' — ', `${e.studyType}${e.area ? ` in ${e.area}` : ''}`, range(e.startDate, e.endDate)),
        ...(e.score ? [item(id, gRun(`GPA ${e.score}`))] : []),
        blank(),
      ];
    }),
    heading('Skills'),
    ...(() => {
      const id = newList();
      return person.skills.map((g) => item(id, [gRun(`${g.name}: `, { b: true }), gRun(g.keywords.join(', '))]));
    })(),
    ...sections.flatMap((s) => {
      const id = newList();
      return [
        blank(),
        heading(s.heading),
        ...s.items.flatMap((i) => {
          const head = `${i.title}${i.org ? `, ${i.org}` : ''}${i.date ? ` (${formatDate(i.date, 'mon')})` : ''}`;
          // A long description goes on a sub-item ('○'), a short one (a fluency) on the line.
          if (i.text && i.text.length > 40) return [item(id, gRun(head)), item(id, gRun(i.text), 1)];
          return [item(id, gRun(`${head}${i.text ? ` — ${i.text}` : ''}`))];
        }),
      ];
    }),
  ].join('');

  const glyphs = ['●', '○', '■'];
  const abstract = Array.from(
    { length: lists },
    (_, n) =>
      `<w:abstractNum w:abstractNumId="${n + 1}"><w:nsid w:val="${(0x1a2b3c00 + n * 17).toString(16).toUpperCase()}"/><w:multiLevelType w:val="multilevel"/>${Array.from(
        { length: 9 },
        (_, l) =>
          `<w:lvl w:ilvl="${l}"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="${glyphs[l % 3]}"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="${720 * (l + 1)}" w:hanging="360"/></w:pPr><w:rPr>${fonts('Arial')}<w:u w:val="none"/></w:rPr></w:lvl>`,
      ).join('')}</w:abstractNum>`,
  ).join('');
  const nums = Array.from({ length: lists }, (_, n) => `<w:num w:numId="${n + 1}"><w:abstractNumId w:val="${n + 1}"/></w:num>`).join('');
  const numbering = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:numbering ${NS}>${abstract}${nums}</w:numbering>`;

  const style = (id, name, pPr, rPr, { based = true } = {}) =>
    `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/>${based ? '<w:basedOn w:val="Normal"/><w:next w:val="Normal"/>' : ''}<w:pPr>${pPr}</w:pPr><w:rPr>${rPr}</w:rPr></w:style>`;
  const headingStyle = (n, before, after, sz, color = '') =>
    style(
      `Heading${n}`,
      `heading ${n}`,
      `<w:keepNext w:val="1"/><w:keepLines w:val="1"/><w:spacing w:after="${after}" w:before="${before}" w:lineRule="auto"/>`,
      `${color ? `<w:color w:val="${color}"/>` : ''}<w:sz w:val="${sz}"/><w:szCs w:val="${sz}"/>`,
    );
  const styles = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles ${NS}><w:docDefaults><w:rPrDefault><w:rPr>${fonts('Arial')}<w:lang w:val="en"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:line="276" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="normal"/><w:qFormat/></w:style>${[
    headingStyle(1, 400, 120, 40),
    headingStyle(2, 360, 120, 32),
    headingStyle(3, 320, 80, 28, '434343'),
    headingStyle(4, 280, 80, 24, '666666'),
    headingStyle(5, 240, 80, 22, '666666'),
    headingStyle(6, 240, 80, 22, '666666').replace('<w:color', '<w:i w:val="1"/><w:color'),
  ].join(
    '',
  )}<w:style w:type="table" w:default="1" w:styleId="TableNormal"><w:name w:val="Normal Table"/><w:tblPr><w:tblInd w:w="0" w:type="dxa"/><w:tblCellMar><w:top w:w="0" w:type="dxa"/><w:left w:w="108" w:type="dxa"/><w:bottom w:w="0" w:type="dxa"/><w:right w:w="108" w:type="dxa"/></w:tblCellMar></w:tblPr></w:style>${style(
    'Title',
    'Title',
    '<w:keepNext w:val="1"/><w:keepLines w:val="1"/><w:spacing w:after="60" w:before="0" w:lineRule="auto"/>',
    '<w:sz w:val="52"/><w:szCs w:val="52"/>',
  )}${style(
    'Subtitle',
    'Subtitle',
    '<w:keepNext w:val="1"/><w:keepLines w:val="1"/><w:spacing w:after="320" w:before="0" w:lineRule="auto"/>',
    `${fonts('Arial')}<w:color w:val="666666"/><w:sz w:val="30"/><w:szCs w:val="30"/>`,
  )}</w:styles>`;

  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document ${NS}><w:body>${body}<w:sectPr><w:pgSz w:h="15840" w:w="12240" w:orient="portrait"/><w:pgMar w:bottom="${MARGIN}" w:top="${MARGIN}" w:left="${MARGIN}" w:right="${MARGIN}" w:header="720" w:footer="720"/><w:pgNumType w:start="1"/></w:sectPr></w:body></w:document>`;
  const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const docRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/settings" Target="settings.xml"/><Relationship Id="rId2" Type="${REL}/fontTable" Target="fontTable.xml"/><Relationship Id="rId3" Type="${REL}/numbering" Target="numbering.xml"/><Relationship Id="rId4" Type="${REL}/styles" Target="styles.xml"/>${links
    .map((t, n) => `<Relationship Id="rId${5 + n}" Type="${REL}/hyperlink" Target="${esc(t)}" TargetMode="External"/>`)
    .join('')}</Relationships>`;
  const main = 'application/vnd.openxmlformats-officedocument.wordprocessingml';
  const contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default ContentType="application/xml" Extension="xml"/><Default ContentType="application/vnd.openxmlformats-package.relationships+xml" Extension="rels"/><Override ContentType="${main}.settings+xml" PartName="/word/settings.xml"/><Override ContentType="${main}.fontTable+xml" PartName="/word/fontTable.xml"/><Override ContentType="${main}.numbering+xml" PartName="/word/numbering.xml"/><Override ContentType="${main}.styles+xml" PartName="/word/styles.xml"/><Override ContentType="${main}.document.main+xml" PartName="/word/document.xml"/></Types>`;
  const rels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/></Relationships>`;
  const settings = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:settings ${NS}><w:displayBackgroundShape w:val="1"/><w:embedSystemFonts/><w:bordersDoNotSurroundHeader/><w:bordersDoNotSurroundFooter/><w:defaultTabStop w:val="720"/><w:compat><w:doNotWrapTextWithPunct/><w:doNotUseEastAsianBreakRules/><w:compatSetting w:val="14" w:name="compatibilityMode" w:uri="http://schemas.microsoft.com/office/word"/></w:compat></w:settings>`;
  const fontTable = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:fonts ${NS}><w:font w:name="${FONT}"/><w:font w:name="Arial"/></w:fonts>`;

  const docx = `${outBase}.docx`;
  fs.writeFileSync(
    docx,
    zip([
      ['[Content_Types].xml', contentTypes],
      ['_rels/.rels', rels],
      ['word/document.xml', document],
      ['word/_rels/document.xml.rels', docRels],
      ['word/styles.xml', styles],
      ['word/numbering.xml', numbering],
      ['word/settings.xml', settings],
      ['word/fontTable.xml', fontTable],
    ]),
  );
  return { files: [docx, convertWithLibreOffice(docx, 'pdf')], headings: headingsOf(sections) };
}
