// Word, in the manner of the banner resume templates: on the first page, the page header holds a
// DrawingML shape (a wps:wsp rectangle with a wps:txbx text box, anchored to the page corner, no
// text wrap) as wide as the page and filled dark slate, with the name in large white bold type and
// the headline under it in pale grey inside it, inset to line up with the body text. Word's VML
// fallback for older readers is written beside it (mc:AlternateContent). Later pages get an empty
// header ('different first page'). The body starts under the banner with one contact line and a
// thin rule, then section headings in the document's 'Heading 1' style (bold slate, mixed case).
// Each job is its title in bold with its dates at a right tab stop, then 'Company, City' in
// italics, then bullets from Word's numbering. Schools alike; skills as 'Group: terms' lines; the
// person's other sections as bullets. Arial named (Liberation Sans prints it), US Letter. The
// package is assembled here (ooxml.mjs writes the parts but links no header).
import fs from 'node:fs';
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { convertWithLibreOffice } from './common.mjs';
import { DEFAULT_SETTINGS, NS, esc, numberingXml, para, run, sectPr, stylesXml, zip } from './ooxml.mjs';

const PAGE_W = 12240;
const MARGIN = 1080;
const WIDTH = PAGE_W - 2 * MARGIN;
const EMU = 635; // per twip
const BANNER_H = 1872; // twips (1.3 in)
const SLATE = '2B3A4A';
const range = (s, e) => `${formatDate(s, 'mon')} – ${e ? formatDate(e, 'mon') : 'Present'}`;

const DRAWING_NS = NS.replace(
  'mc:Ignorable="w14 w15"',
  [
    'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"',
    'xmlns:wp14="http://schemas.microsoft.com/office/word/2010/wordprocessingDrawing"',
    'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"',
    'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"',
    'mc:Ignorable="w14 w15 wp14"',
  ].join(' '),
);

/** The banner: an anchored rectangle with a text box, and its VML fallback. */
function banner(name, label) {
  const cx = PAGE_W * EMU;
  const cy = BANNER_H * EMU;
  const inset = MARGIN * EMU;
  const content = `<w:txbxContent>${para(run(name, { font: 'Arial', b: true, sz: 56, color: 'FFFFFF' }), {
    spacing: { after: 40, line: 240 },
  })}${para(run(label, { font: 'Arial', sz: 26, color: 'D6DCE4', spacing: 10 }), { spacing: { after: 0, line: 240 } })}</w:txbxContent>`;
  const choice = `<w:drawing><wp:anchor distT="0" distB="0" distL="114300" distR="114300" simplePos="0" relativeHeight="251659264" behindDoc="0" locked="0" layoutInCell="1" allowOverlap="1"><wp:simplePos x="0" y="0"/><wp:positionH relativeFrom="page"><wp:posOffset>0</wp:posOffset></wp:positionH><wp:positionV relativeFrom="page"><wp:posOffset>0</wp:posOffset></wp:positionV><wp:extent cx="${cx}" cy="${cy}"/><wp:effectExtent l="0" t="0" r="0" b="0"/><wp:wrapNone/><wp:docPr id="1" name="Text Box 1"/><wp:cNvGraphicFramePr/><a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:cNvSpPr txBox="1"/><wps:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${cx}" cy="${cy}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:solidFill><a:srgbClr val="${SLATE}"/></a:solidFill><a:ln><a:noFill/></a:ln></wps:spPr><wps:txbx>${content}</wps:txbx><wps:bodyPr rot="0" vert="horz" wrap="square" lIns="${inset}" tIns="91440" rIns="${inset}" bIns="91440" anchor="ctr" anchorCtr="0"><a:noAutofit/></wps:bodyPr></wps:wsp></a:graphicData></a:graphic><wp14:sizeRelH relativeFrom="margin"><wp14:pctWidth>0</wp14:pctWidth></wp14:sizeRelH><wp14:sizeRelV relativeFrom="margin"><wp14:pctHeight>0</wp14:pctHeight></wp14:sizeRelV></wp:anchor></w:drawing>`;
  const pt = (twips) => `${twips / 20}pt`;
  const fallback = `<w:pict><v:shapetype id="_x0000_t202" coordsize="21600,21600" o:spt="202" path="m,l,21600r21600,l21600,xe"><v:stroke joinstyle="miter"/><v:path gradientshapeok="t" o:connecttype="rect"/></v:shapetype><v:shape id="Text Box 1" o:spid="_x0000_s1026" type="#_x0000_t202" style="position:absolute;margin-left:0;margin-top:0;width:${pt(PAGE_W)};height:${pt(BANNER_H)};z-index:251659264;mso-position-horizontal-relative:page;mso-position-vertical-relative:page;v-text-anchor:middle" fillcolor="#${SLATE}" stroked="f"><v:textbox inset="${pt(MARGIN)},7.2pt,${pt(MARGIN)},7.2pt">${content}</v:textbox></v:shape></w:pict>`;
  return `<w:p><w:pPr><w:pStyle w:val="Header"/></w:pPr><w:r><w:rPr><w:noProof/></w:rPr><mc:AlternateContent><mc:Choice Requires="wps">${choice}</mc:Choice><mc:Fallback>${fallback}</mc:Fallback></mc:AlternateContent></w:r></w:p>`;
}

const heading = (text) => para(run(text), { style: 'Heading1' });
const entryHead = (title, dates) =>
  para([run(title, { b: true }), run(`\t${dates}`, { color: '404040' })], {
    keepNext: true,
    tabs: [{ val: 'right', pos: WIDTH }],
    spacing: { before: 160, after: 0 },
  });
const orgLine = (text) => para(run(text, { i: true }), { keepNext: true, spacing: { after: 60 } });
const bullet = (text) => para(run(text), { style: 'ListBullet' });

/** The .docx package with its two headers, then LibreOffice's PDF of it. */
function writePackage(outBase, { body, styles, numbering, firstHeader, author }) {
  const section = sectPr({ margins: { top: BANNER_H + 504, right: MARGIN, bottom: 1008, left: MARGIN }, header: 360 })
    .replace('<w:sectPr>', '<w:sectPr><w:headerReference w:type="default" r:id="rId5"/><w:headerReference w:type="first" r:id="rId4"/>')
    .replace('<w:docGrid', '<w:titlePg/><w:docGrid');
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document ${DRAWING_NS}><w:body>${body}${section}</w:body></w:document>`;
  const header = (content) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:hdr ${DRAWING_NS}>${content}</w:hdr>`;
  const type = (kind) => `application/vnd.openxmlformats-officedocument.wordprocessingml.${kind}+xml`;
  const contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${type('document.main')}"/><Override PartName="/word/styles.xml" ContentType="${type('styles')}"/><Override PartName="/word/numbering.xml" ContentType="${type('numbering')}"/><Override PartName="/word/settings.xml" ContentType="${type('settings')}"/><Override PartName="/word/header1.xml" ContentType="${type('header')}"/><Override PartName="/word/header2.xml" ContentType="${type('header')}"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/><Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/></Types>`;
  const rels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties" Target="docProps/app.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
  const rel = (id, kind, target) =>
    `<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${kind}" Target="${target}"/>`;
  const docRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${[
    rel('rId1', 'styles', 'styles.xml'),
    rel('rId2', 'settings', 'settings.xml'),
    rel('rId3', 'numbering', 'numbering.xml'),
    rel('rId4', 'header', 'header1.xml'),
    rel('rId5', 'header', 'header2.xml'),
  ].join('')}</Relationships>`;
  const core = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>Resume</dc:title><dc:creator>${esc(author)}</dc:creator><cp:lastModifiedBy>${esc(author)}</cp:lastModifiedBy><cp:revision>2</cp:revision><dcterms:created xsi:type="dcterms:W3CDTF">2024-01-01T00:00:00Z</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">2024-01-01T00:00:00Z</dcterms:modified></cp:coreProperties>`;
  const app = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Template>Normal.dotm</Template><Application>Microsoft Office Word</Application><DocSecurity>0</DocSecurity></Properties>`;
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
      ['word/header1.xml', header(firstHeader)],
      ['word/header2.xml', header(para('', { style: 'Header' }))],
      ['word/settings.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:settings ${NS}>${DEFAULT_SETTINGS}</w:settings>`],
      ['docProps/core.xml', core],
      ['docProps/app.xml', app],
    ]),
  );
  return [docx, convertWithLibreOffice(docx, 'pdf')];
}

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const contact = [placeOf(person), b.phone, b.email, ...(linkedin ? [`linkedin.com/in/${linkedin.username}`] : [])];
  const body = [
    para(run(contact.join('   •   '), { sz: 18, color: '404040' }), {
      spacing: { after: 120 },
      border: { bottom: { sz: 4, space: 6, color: 'A6A6A6' } },
    }),
    ...(b.summary ? [heading('Summary'), para(run(b.summary))] : []),
    heading('Experience'),
    ...person.work.flatMap((j) => [
      entryHead(j.position, range(j.startDate, j.endDate)),
      orgLine(`${j.name}, ${j.location}`),
      ...(j.summary ? [para(run(j.summary), { spacing: { after: 40 } })] : []),
      ...j.highlights.map(bullet),
    ]),
    heading('Education'),
    ...person.education.flatMap((e) => [
      entryHead(`${e.studyType}${e.area ? ` in ${e.area}` : ''}`, range(e.startDate, e.endDate)),
      orgLine(e.institution),
      ...(e.score ? [para(run(`GPA: ${e.score}`))] : []),
    ]),
    heading('Skills'),
    ...person.skills.map((g) => para([run(`${g.name}: `, { b: true }), run(g.keywords.join(', '))], { spacing: { after: 60 } })),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) =>
        bullet(
          `${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? (s.kind === 'languages' ? ` (${i.text})` : ` – ${i.text}`) : ''}${
            i.date ? ` (${formatDate(i.date, 'mon')})` : ''
          }`,
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
        id: 'Header',
        name: 'header',
        basedOn: 'Normal',
        ui: 99,
        pPr: {
          tabs: [
            { val: 'center', pos: 4680 },
            { val: 'right', pos: 9360 },
          ],
        },
      },
      {
        id: 'Heading1',
        name: 'heading 1',
        basedOn: 'Normal',
        next: 'Normal',
        ui: 9,
        outline: 0,
        pPr: { keepNext: true, keepLines: true, spacing: { before: 280, after: 80 } },
        rPr: { b: true, sz: 26, color: SLATE },
      },
      { id: 'ListBullet', name: 'List Bullet', basedOn: 'Normal', ui: 10, pPr: { num: { id: 1, ilvl: 0 }, spacing: { after: 40 } } },
    ],
  });
  const numbering = numberingXml([
    { levels: [{ fmt: 'bullet', text: '•', left: 360, hanging: 240, pStyle: 'ListBullet', rPr: { font: 'Arial', color: SLATE } }] },
  ]);
  const files = writePackage(outBase, { body, styles, numbering, firstHeader: banner(b.name, b.label ?? ''), author: b.name });
  return { files, headings: headingsOf(sections) };
}
