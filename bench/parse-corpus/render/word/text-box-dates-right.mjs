// Word, a CV whose dates and places sit in small floating text boxes at the right margin: each job's
// heading paragraph ('Job Title' in bold) carries an anchored DrawingML text box (wp:anchor, wps:txbx,
// with the VML shape Word writes as its fallback inside mc:AlternateContent), aligned to the right
// edge of the margin and level with the heading, no border or fill, holding the date range over the
// place in small grey type, right-aligned. Text wraps to the left of the box (square wrapping), so
// the heading and the company line under it (in the accent colour) stay clear of it; then a short
// summary if any and the bullets from Word's numbering in the body. Schools alike (the years in the
// box beside 'Degree in Area', the school under it). Skills as 'Group: terms' lines; the person's
// other sections as bullets with any date in brackets. Name large at the top over the headline and a
// contact line; section headings in bold capitals in the accent colour with a rule under them. Arial
// named (Liberation Sans prints it), US Letter. The .docx is written by hand (ooxml.mjs).
import { extraSections, formatDate, formatRange, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { numberingXml, para, run, stylesXml, writeHandmadeDocx } from './ooxml.mjs';

const MARGIN = 1080;
const ACCENT = '2E5E8C';
const GREY = '666666';
const EMU_PER_PT = 12700;
const BOX_W = 1.8 * 72; // points
const BOX_H = 0.3 * 72;
const BOX_DOWN = 9; // points below the paragraph top: past its space before, level with the title

const DRAWING_NS = [
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"',
  'xmlns:wp14="http://schemas.microsoft.com/office/word/2010/wordprocessingDrawing"',
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"',
  'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"',
].join(' ');

/** The shape type VML text boxes refer to; Word writes it once, with the first box. */
const SHAPETYPE =
  '<v:shapetype id="_x0000_t202" coordsize="21600,21600" o:spt="202" path="m,l,21600r21600,l21600,xe"><v:stroke joinstyle="miter"/><v:path gradientshapeok="t" o:connecttype="rect"/></v:shapetype>';

/**
 * A run holding a text box anchored to its paragraph, at the right edge of the margin: DrawingML for
 * Word 2010 and later, the same box in VML for older readers. `content` is the box's paragraphs.
 */
function textBox(content, n) {
  const cx = Math.round(BOX_W * EMU_PER_PT);
  const cy = Math.round(BOX_H * EMU_PER_PT);
  const z = 251659264 + n * 1024;
  const drawing = `<w:drawing><wp:anchor distT="0" distB="0" distL="114300" distR="0" simplePos="0" relativeHeight="${z}" behindDoc="0" locked="0" layoutInCell="1" allowOverlap="1" wp14:anchorId="${(0x2a000000 + n).toString(16).toUpperCase()}" wp14:editId="${(0x1b000000 + n).toString(16).toUpperCase()}"><wp:simplePos x="0" y="0"/><wp:positionH relativeFrom="margin"><wp:align>right</wp:align></wp:positionH><wp:positionV relativeFrom="paragraph"><wp:posOffset>${BOX_DOWN * EMU_PER_PT}</wp:posOffset></wp:positionV><wp:extent cx="${cx}" cy="${cy}"/><wp:effectExtent l="0" t="0" r="0" b="0"/><wp:wrapSquare wrapText="left"/><wp:docPr id="${n}" name="Text Box ${n}"/><wp:cNvGraphicFramePr/><a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:cNvSpPr txBox="1"/><wps:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${cx}" cy="${cy}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:noFill/><a:ln w="6350"><a:noFill/></a:ln></wps:spPr><wps:txbx><w:txbxContent>${content}</w:txbxContent></wps:txbx><wps:bodyPr rot="0" vert="horz" wrap="square" lIns="0" tIns="0" rIns="0" bIns="0" anchor="t" anchorCtr="0"><a:spAutoFit/></wps:bodyPr></wps:wsp></a:graphicData></a:graphic><wp14:sizeRelH relativeFrom="margin"><wp14:pctWidth>0</wp14:pctWidth></wp14:sizeRelH><wp14:sizeRelV relativeFrom="margin"><wp14:pctHeight>0</wp14:pctHeight></wp14:sizeRelV></wp:anchor></w:drawing>`;
  const vml = `<w:pict>${n === 1 ? SHAPETYPE : ''}<v:shape id="Text Box ${n}" o:spid="_x0000_s${1025 + n}" type="#_x0000_t202" style="position:absolute;margin-left:0;margin-top:${BOX_DOWN}pt;width:${BOX_W}pt;height:${BOX_H}pt;z-index:${z};visibility:visible;mso-wrap-style:square;mso-width-percent:0;mso-height-percent:0;mso-wrap-distance-left:9pt;mso-wrap-distance-top:0;mso-wrap-distance-right:0;mso-wrap-distance-bottom:0;mso-position-horizontal:right;mso-position-horizontal-relative:margin;mso-position-vertical:absolute;mso-position-vertical-relative:text;mso-width-relative:margin;mso-height-relative:margin;v-text-anchor:top" filled="f" stroked="f" strokeweight=".5pt"><v:textbox style="mso-fit-shape-to-text:t" inset="0,0,0,0"><w:txbxContent>${content}</w:txbxContent></v:textbox><w10:wrap type="square" side="left" anchorx="margin"/></v:shape></w:pict>`;
  return `<w:r><w:rPr><w:noProof/></w:rPr><mc:AlternateContent ${DRAWING_NS}><mc:Choice Requires="wps">${drawing}</mc:Choice><mc:Fallback>${vml}</mc:Fallback></mc:AlternateContent></w:r>`;
}

const boxLine = (text, props = {}) => para(run(text, { sz: 17, color: GREY, ...props }), { jc: 'right', spacing: { after: 0, line: 240 } });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  let boxes = 0;
  const box = (lines) => textBox(lines.join(''), ++boxes);
  const heading = (text) => para(run(text), { style: 'Heading1' });
  const entryHead = (boxXml, text) =>
    para([boxXml, run(text, { b: true, sz: 22 })], { keepNext: true, spacing: { before: 180, after: 0 } });
  const org = (text) => para(run(text, { color: ACCENT }), { keepNext: true, spacing: { after: 80 } });
  const bullet = (text) => para(run(text), { style: 'ListBullet' });
  const contact = [placeOf(person), b.phone, b.email, ...(linkedin ? [`linkedin.com/in/${linkedin.username}`] : [])];
  const body = [
    para(run(b.name, { b: true, sz: 44, color: '222222' }), { spacing: { after: 0 } }),
    ...(b.label ? [para(run(b.label, { sz: 24, color: ACCENT }), { spacing: { after: 60 } })] : []),
    para(run(contact.join('   ·   '), { sz: 18, color: GREY }), { spacing: { after: 80 } }),
    ...(b.summary ? [heading('Summary'), para(run(b.summary))] : []),
    heading('Work Experience'),
    ...person.work.flatMap((j) => [
      entryHead(
        box([boxLine(formatRange(j.startDate, j.endDate, 'mon'), { b: true }), ...(j.location ? [boxLine(j.location, { i: true })] : [])]),
        j.position,
      ),
      org(j.name),
      ...(j.summary ? [para(run(j.summary), { spacing: { after: 60 } })] : []),
      ...j.highlights.map(bullet),
    ]),
    heading('Education'),
    ...person.education.flatMap((e) => [
      entryHead(box([boxLine(formatRange(e.startDate, e.endDate, 'year'), { b: true })]), `${e.studyType}${e.area ? ` in ${e.area}` : ''}`),
      org(e.institution),
      ...(e.score ? [para(run(`GPA: ${e.score}`), { spacing: { after: 60 } })] : []),
    ]),
    heading('Skills'),
    ...person.skills.map((g) => para([run(`${g.name}: `, { b: true }), run(g.keywords.join(', '))], { spacing: { after: 60 } })),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) =>
        bullet(`${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` – ${i.text}` : ''}${i.date ? ` (${formatDate(i.date, 'mon')})` : ''}`),
      ),
    ]),
  ].join('');
  const styles = stylesXml({
    font: 'Arial',
    sz: 20,
    after: 40,
    line: 259,
    styles: [
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
          border: { bottom: { sz: 6, space: 2, color: ACCENT } },
          spacing: { before: 300, after: 80 },
        },
        rPr: { b: true, caps: true, sz: 22, color: ACCENT, spacing: 16 },
      },
      { id: 'ListBullet', name: 'List Bullet', basedOn: 'Normal', ui: 10, pPr: { num: { id: 1, ilvl: 0 }, spacing: { after: 30 } } },
    ],
  });
  const numbering = numberingXml([
    { levels: [{ fmt: 'bullet', text: '•', left: 360, hanging: 260, pStyle: 'ListBullet', rPr: { font: 'Arial', color: ACCENT } }] },
  ]);
  const files = writeHandmadeDocx(outBase, {
    body,
    styles,
    numbering,
    title: `${b.name} Resume`,
    author: b.name,
    page: { margins: { top: 1008, right: MARGIN, bottom: 1008, left: MARGIN } },
  });
  return { files, headings: headingsOf(sections) };
}
