// WordprocessingML written by hand (round 12): the parts of a .docx as strings, packed into a zip
// here (stored entries compressed with deflate, CRC-32 computed below), then printed to PDF by
// LibreOffice like the other Word conventions. Used where a convention needs markup a document
// library does not write: content controls, framed paragraphs, multi-level lists, run spacing.
import fs from 'node:fs';
import zlib from 'node:zlib';
import { convertWithLibreOffice } from './common.mjs';

export const esc = (text) =>
  String(text ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

export const NS = [
  'xmlns:wpc="http://schemas.microsoft.com/office/word/2010/wordprocessingCanvas"',
  'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"',
  'xmlns:o="urn:schemas-microsoft-com:office:office"',
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"',
  'xmlns:m="http://schemas.openxmlformats.org/officeDocument/2006/math"',
  'xmlns:v="urn:schemas-microsoft-com:vml"',
  'xmlns:w10="urn:schemas-microsoft-com:office:word"',
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"',
  'xmlns:w14="http://schemas.microsoft.com/office/word/2010/wordml"',
  'xmlns:w15="http://schemas.microsoft.com/office/word/2012/wordml"',
  'mc:Ignorable="w14 w15"',
].join(' ');

// ---------------------------------------------------------------- runs and paragraphs

/**
 * Run properties: { font, b, i, caps, smallCaps, color, sz (half-points), spacing (twentieths of a
 * point between letters), u }.
 */
export function rPr(p = {}) {
  const parts = [];
  if (p.style) parts.push(`<w:rStyle w:val="${p.style}"/>`);
  if (p.font) parts.push(`<w:rFonts w:ascii="${p.font}" w:hAnsi="${p.font}" w:cs="${p.font}"/>`);
  if (p.b) parts.push('<w:b/><w:bCs/>');
  else if (p.b === false) parts.push('<w:b w:val="0"/><w:bCs w:val="0"/>');
  if (p.i) parts.push('<w:i/><w:iCs/>');
  if (p.caps) parts.push('<w:caps/>');
  if (p.smallCaps) parts.push('<w:smallCaps/>');
  if (p.color) parts.push(`<w:color w:val="${p.color}"/>`);
  if (p.spacing) parts.push(`<w:spacing w:val="${p.spacing}"/>`);
  if (p.sz) parts.push(`<w:sz w:val="${p.sz}"/><w:szCs w:val="${p.sz}"/>`);
  if (p.u) parts.push('<w:u w:val="single"/>');
  return parts.length ? `<w:rPr>${parts.join('')}</w:rPr>` : '';
}

/** One run; a tab in the text becomes <w:tab/>, a newline a soft line break <w:br/>. */
export function run(text, props = {}) {
  const pieces = String(text ?? '')
    .split(/(\t|\n)/)
    .filter((s) => s !== '')
    .map((s) => (s === '\t' ? '<w:tab/>' : s === '\n' ? '<w:br/>' : `<w:t xml:space="preserve">${esc(s)}</w:t>`));
  return `<w:r>${rPr(props)}${pieces.join('')}</w:r>`;
}

/** A bottom (or other) paragraph border: { bottom: { color, sz, space } }. */
const borderXml = (border) =>
  `<w:pBdr>${Object.entries(border)
    .map(
      ([side, b]) =>
        `<w:${side} w:val="${b.val ?? 'single'}" w:sz="${b.sz ?? 6}" w:space="${b.space ?? 1}" w:color="${b.color ?? 'auto'}"/>`,
    )
    .join('')}</w:pBdr>`;

/**
 * Paragraph properties: { style, keepNext, num: { id, ilvl }, frame: {…framePr attributes}, border,
 * shd, tabs: [{ val, pos, leader }], spacing: { before, after, line }, ind: { left, hanging,
 * firstLine, right }, jc, rPr (the paragraph mark's run properties) }.
 */
export function pPr(p = {}) {
  const parts = [];
  if (p.style) parts.push(`<w:pStyle w:val="${p.style}"/>`);
  if (p.keepNext) parts.push('<w:keepNext/>');
  if (p.keepLines) parts.push('<w:keepLines/>');
  if (p.frame)
    parts.push(
      `<w:framePr ${Object.entries(p.frame)
        .map(([k, v]) => `w:${k}="${v}"`)
        .join(' ')}/>`,
    );
  if (p.num) parts.push(`<w:numPr><w:ilvl w:val="${p.num.ilvl ?? 0}"/><w:numId w:val="${p.num.id}"/></w:numPr>`);
  if (p.border) parts.push(borderXml(p.border));
  if (p.shd) parts.push(`<w:shd w:val="clear" w:color="auto" w:fill="${p.shd}"/>`);
  if (p.tabs)
    parts.push(
      `<w:tabs>${p.tabs.map((t) => `<w:tab w:val="${t.val ?? 'left'}"${t.leader ? ` w:leader="${t.leader}"` : ''} w:pos="${t.pos}"/>`).join('')}</w:tabs>`,
    );
  if (p.spacing)
    parts.push(
      `<w:spacing${Object.entries(p.spacing)
        .map(([k, v]) => ` w:${k}="${v}"`)
        .join('')}${p.spacing.line ? ' w:lineRule="auto"' : ''}/>`,
    );
  if (p.ind)
    parts.push(
      `<w:ind${Object.entries(p.ind)
        .map(([k, v]) => ` w:${k}="${v}"`)
        .join('')}/>`,
    );
  if (p.jc) parts.push(`<w:jc w:val="${p.jc}"/>`);
  if (p.outline !== undefined) parts.push(`<w:outlineLvl w:val="${p.outline}"/>`);
  if (p.rPr) parts.push(rPr(p.rPr));
  return parts.length ? `<w:pPr>${parts.join('')}</w:pPr>` : '';
}

/** A paragraph of runs (strings are taken as ready-made run or content-control XML). */
export const para = (content, props = {}) => `<w:p>${pPr(props)}${[].concat(content ?? []).join('')}</w:p>`;

let sdtId = 1000;
/**
 * A content control as Word's templates write them: an alias (the name Word shows on the control),
 * a tag, an id, plain text or rich text. `content` is block XML
 * (paragraphs) for a block control, run XML for a control inside a paragraph.
 */
export function sdt(alias, content, { tag = alias, text = false, multiLine = false, temporary = false } = {}) {
  sdtId += 7;
  const props = [
    `<w:alias w:val="${esc(alias)}"/>`,
    `<w:tag w:val="${esc(tag)}"/>`,
    `<w:id w:val="${sdtId * 104729}"/>`,
    ...(temporary ? ['<w:temporary/>'] : []),
    ...(text ? [multiLine ? '<w:text w:multiLine="1"/>' : '<w:text/>'] : []),
    '<w15:appearance w15:val="hidden"/>',
  ];
  return `<w:sdt><w:sdtPr>${props.join('')}</w:sdtPr><w:sdtContent>${[].concat(content).join('')}</w:sdtContent></w:sdt>`;
}

/** A repeating-section content control (Word 2013's), each item a control of its own. */
export function repeatingSection(alias, items) {
  sdtId += 7;
  const item = (content) => {
    sdtId += 7;
    return `<w:sdt><w:sdtPr><w:id w:val="${sdtId * 104729}"/><w15:repeatingSectionItem/><w15:appearance w15:val="hidden"/></w:sdtPr><w:sdtContent>${[].concat(content).join('')}</w:sdtContent></w:sdt>`;
  };
  return `<w:sdt><w:sdtPr><w:alias w:val="${esc(alias)}"/><w:tag w:val="${esc(alias)}"/><w:id w:val="${sdtId * 104729}"/><w15:appearance w15:val="hidden"/><w15:repeatingSection/></w:sdtPr><w:sdtContent>${items.map(item).join('')}</w:sdtContent></w:sdt>`;
}

// ---------------------------------------------------------------- styles and numbering

/**
 * styles.xml: the document defaults (font, size, paragraph spacing) and the given styles, each
 * { id, name, type = 'paragraph', basedOn, next, pPr: {…}, rPr: {…}, outline, link }.
 */
export function stylesXml({ font, sz = 22, after = 0, line = 240, styles = [] }) {
  const style = (s) =>
    `<w:style w:type="${s.type ?? 'paragraph'}"${s.default ? ' w:default="1"' : ''} w:styleId="${s.id}"><w:name w:val="${esc(s.name)}"/>${
      s.basedOn ? `<w:basedOn w:val="${s.basedOn}"/>` : ''
    }${s.next ? `<w:next w:val="${s.next}"/>` : ''}${s.ui ? `<w:uiPriority w:val="${s.ui}"/>` : ''}<w:qFormat/>${pPr({
      ...s.pPr,
      outline: s.outline,
    })}${rPr(s.rPr)}</w:style>`;
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles ${NS}><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="${font}" w:eastAsia="${font}" w:hAnsi="${font}" w:cs="${font}"/><w:sz w:val="${sz}"/><w:szCs w:val="${sz}"/><w:lang w:val="en-US" w:eastAsia="en-US" w:bidi="ar-SA"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="${after}" w:line="${line}" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>${[
    { id: 'Normal', name: 'Normal', default: true },
    { id: 'DefaultParagraphFont', name: 'Default Paragraph Font', type: 'character', default: true },
    { id: 'TableNormal', name: 'Normal Table', type: 'table', default: true },
    { id: 'ListParagraph', name: 'List Paragraph', basedOn: 'Normal', ui: 34, pPr: { ind: { left: 720 } } },
    ...styles,
  ]
    .filter((s, i, all) => all.findLastIndex((t) => t.id === s.id) === i)
    .map(style)
    .join('')}</w:styles>`;
}

/**
 * numbering.xml: lists = [{ levels: [{ fmt: 'bullet'|'decimal'|…, text, left, hanging, rPr, pStyle,
 * start }] }]; list n gets numId n + 1 (and abstractNum n).
 */
export function numberingXml(lists) {
  const level = (l, ilvl) =>
    `<w:lvl w:ilvl="${ilvl}"><w:start w:val="${l.start ?? 1}"/><w:numFmt w:val="${l.fmt}"/>${l.pStyle ? `<w:pStyle w:val="${l.pStyle}"/>` : ''}<w:lvlText w:val="${esc(l.text)}"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="${l.left}" w:hanging="${l.hanging}"/></w:pPr>${rPr(l.rPr)}</w:lvl>`;
  const abstract = lists
    .map(
      (list, n) =>
        `<w:abstractNum w:abstractNumId="${n}"><w:multiLevelType w:val="${list.levels.length > 1 ? 'multilevel' : 'hybridMultilevel'}"/>${list.levels
          .map(level)
          .join('')}</w:abstractNum>`,
    )
    .join('');
  const nums = lists.map((_, n) => `<w:num w:numId="${n + 1}"><w:abstractNumId w:val="${n}"/></w:num>`).join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:numbering ${NS}>${abstract}${nums}</w:numbering>`;
}

// ---------------------------------------------------------------- the package

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A zip archive of [name, string | Buffer] entries, deflated, with a fixed timestamp. */
export function zip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  const DOS_TIME = 0; // 00:00:00
  const DOS_DATE = ((2024 - 1980) << 9) | (1 << 5) | 1;
  for (const [name, content] of entries) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
    const packed = zlib.deflateRawSync(data);
    const nameBuf = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, packed);
    centrals.push(central, nameBuf);
    offset += 30 + nameBuf.length + packed.length;
  }
  const centralBuf = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralBuf.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralBuf, end]);
}

/**
 * Page setup: { width, height, margins: { top, right, bottom, left }, cols, type }. Letter by
 * default, one column. `cols` is { space, sep, widths: [twips, …] } for columns of unequal widths
 * (w:equalWidth="0"), `type` the section's start ('continuous', 'nextPage').
 */
export function sectPr({ width = 12240, height = 15840, margins = {}, header = 720, footer = 720, cols, type } = {}) {
  const m = { top: 1440, right: 1440, bottom: 1440, left: 1440, ...margins };
  const colsXml = cols
    ? `<w:cols w:num="${cols.widths.length}"${cols.sep ? ' w:sep="1"' : ''} w:space="${cols.space ?? 720}" w:equalWidth="0">${cols.widths
        .map((w, n) => `<w:col w:w="${w}"${n < cols.widths.length - 1 ? ` w:space="${cols.space ?? 720}"` : ''}/>`)
        .join('')}</w:cols>`
    : '<w:cols w:space="720"/>';
  return `<w:sectPr>${type ? `<w:type w:val="${type}"/>` : ''}<w:pgSz w:w="${width}" w:h="${height}"/><w:pgMar w:top="${m.top}" w:right="${m.right}" w:bottom="${m.bottom}" w:left="${m.left}" w:header="${header}" w:footer="${footer}" w:gutter="0"/>${colsXml}<w:docGrid w:linePitch="360"/></w:sectPr>`;
}

/** What Word writes in settings.xml for a plain document; `writeHandmadeDocx` takes others. */
export const DEFAULT_SETTINGS =
  '<w:zoom w:percent="100"/><w:defaultTabStop w:val="720"/><w:characterSpacingControl w:val="doNotCompress"/><w:compat><w:compatSetting w:name="compatibilityMode" w:uri="http://schemas.microsoft.com/office/word" w:val="15"/></w:compat>';

/**
 * Writes `${outBase}.docx` from the body XML, styles.xml and numbering.xml (optional), with the
 * document properties Word writes (title, author), the inner XML of settings.xml, and further parts
 * of the document (`parts`: { name, kind, xml }, e.g. comments), then prints it to PDF with LibreOffice.
 */
export function writeHandmadeDocx(
  outBase,
  { body, styles, numbering, title = 'Resume', author = '', page = {}, settings = DEFAULT_SETTINGS, parts = [] },
) {
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document ${NS}><w:body>${body}${sectPr(page)}</w:body></w:document>`;
  const contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>${
    numbering
      ? '<Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/>'
      : ''
  }${parts
    .map(
      (p) =>
        `<Override PartName="/word/${p.name}.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.${p.kind}+xml"/>`,
    )
    .join(
      '',
    )}<Override PartName="/word/settings.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/><Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/></Types>`;
  const rels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties" Target="docProps/app.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
  const docRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/settings" Target="settings.xml"/>${
    numbering
      ? '<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/>'
      : ''
  }${parts
    .map(
      (p, i) =>
        `<Relationship Id="rId${4 + i}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${p.kind}" Target="${p.name}.xml"/>`,
    )
    .join('')}</Relationships>`;
  const core = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>${esc(title)}</dc:title><dc:creator>${esc(author)}</dc:creator><cp:lastModifiedBy>${esc(author)}</cp:lastModifiedBy><cp:revision>3</cp:revision><dcterms:created xsi:type="dcterms:W3CDTF">2024-01-01T00:00:00Z</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">2024-01-01T00:00:00Z</dcterms:modified></cp:coreProperties>`;
  const app = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Template>Normal.dotm</Template><Application>Microsoft Office Word</Application><DocSecurity>0</DocSecurity></Properties>`;
  const entries = [
    ['[Content_Types].xml', contentTypes],
    ['_rels/.rels', rels],
    ['word/document.xml', document],
    ['word/_rels/document.xml.rels', docRels],
    ['word/styles.xml', styles],
    ...(numbering ? [['word/numbering.xml', numbering]] : []),
    ...parts.map((p) => [`word/${p.name}.xml`, p.xml]),
    ['word/settings.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:settings ${NS}>${settings}</w:settings>`],
    ['docProps/core.xml', core],
    ['docProps/app.xml', app],
  ];
  const docx = `${outBase}.docx`;
  fs.writeFileSync(docx, zip(entries));
  return [docx, convertWithLibreOffice(docx, 'pdf')];
}
