// Word, a sidebar in a floating text box as Word's 'Insert > Text Box' makes one (a VML shape with
// a v:textbox and its w:txbxContent, anchored to the first paragraph under the header, in front of
// the text, no outline, a light fill). The box holds the contact details, the skills one per line
// and the spoken languages, set in the same font, size and line spacing as the main text, which is
// indented (w:ind) to the right of the box so both columns share one line grid. Main text: a
// profile, then each job with its title in bold and 'Company, City | dates' on the next line, then
// its bullets from a real list; education and the other sections after. Name and headline across
// the top over a rule. Calibri named (printed with its metric twin), US Letter. The .docx is
// written by hand (ooxml.mjs).
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { numberingXml, para, run, stylesXml, writeHandmadeDocx } from './ooxml.mjs';

const MARGIN = 720;
const BOX = 3420; // the text box's width, in twips
const GAP = 400;
const INDENT = BOX + GAP; // the main text starts right of the box
const range = (s, e) => `${formatDate(s, 'mon')} – ${e ? formatDate(e, 'mon') : 'Present'}`;
const pt = (twips) => `${twips / 20}pt`;

const heading = (text) => para(run(text), { style: 'Heading1', ind: { left: INDENT } });
const main = (content, props = {}) => para(content, { ind: { left: INDENT }, ...props });
const bullet = (text) => para(run(text), { style: 'ListBullet' });
const side = (text, props = {}) => para(run(text, props), { style: 'SidebarText' });
const sideHeading = (text, first = false) => para(run(text), { style: 'Heading1', ...(first ? { spacing: { before: 0 } } : {}) });

/** A text box (VML) anchored in a paragraph, its top level with that paragraph's first line. */
function textBox(paragraphs, heightTwips) {
  const style = [
    'position:absolute',
    `margin-left:${pt(MARGIN)}`,
    'margin-top:0',
    `width:${pt(BOX)}`,
    `height:${pt(heightTwips)}`,
    'z-index:251659264',
    'mso-position-horizontal-relative:page',
    'mso-position-vertical-relative:text',
  ].join(';');
  return `<w:r><w:pict><v:shapetype id="_x0000_t202" coordsize="21600,21600" o:spt="202" path="m,l,21600r21600,l21600,xe"><v:stroke joinstyle="miter"/><v:path gradientshapeok="t" o:connecttype="rect"/></v:shapetype><v:shape id="Text Box 2" o:spid="_x0000_s1026" type="#_x0000_t202" style="${style}" fillcolor="#f2f2f2" stroked="f"><v:textbox inset="5.4pt,0,5.4pt,3.6pt"><w:txbxContent>${paragraphs.join('')}</w:txbxContent></v:textbox><w10:wrap anchorx="page"/></v:shape></w:pict></w:r>`;
}

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person).filter((s) => s.kind !== 'languages');
  const languages = person.languages ?? [];
  const sidebar = [
    sideHeading('Contact', true),
    side(placeOf(person)),
    side(b.phone),
    side(b.email),
    ...(linkedin ? [side(`linkedin.com/in/${linkedin.username}`)] : []),
    sideHeading('Skills'),
    ...person.skills.flatMap((g) => g.keywords.map((k) => side(k))),
    ...(languages.length ? [sideHeading('Languages'), ...languages.map((l) => side(`${l.language} (${l.fluency})`))] : []),
  ];
  const body = [
    para(run(b.name), { style: 'Title' }),
    para(run(b.label), { style: 'Subtitle' }),
    // The box rides on the first paragraph under the header: its first line is this heading's.
    para([textBox(sidebar, 12600), run(b.summary ? 'Profile' : 'Experience')], { style: 'Heading1', ind: { left: INDENT } }),
    ...(b.summary ? [main(run(b.summary)), heading('Experience')] : []),
    ...person.work.flatMap((j, n) => [
      main(run(j.position, { b: true }), { keepNext: true, spacing: { before: n ? 160 : 0 } }),
      main(run(`${j.name}, ${j.location}  |  ${range(j.startDate, j.endDate)}`, { color: '595959' }), { keepNext: true }),
      ...(j.summary ? [main(run(j.summary))] : []),
      ...j.highlights.map(bullet),
    ]),
    heading('Education'),
    ...person.education.flatMap((e, n) => [
      main(run(`${e.studyType}${e.area ? ` in ${e.area}` : ''}`, { b: true }), { keepNext: true, spacing: { before: n ? 160 : 0 } }),
      main(run(`${e.institution}  |  ${range(e.startDate, e.endDate)}`, { color: '595959' })),
      ...(e.score ? [main(run(`GPA ${e.score}`))] : []),
    ]),
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
    after: 0,
    line: 240,
    styles: [
      { id: 'Title', name: 'Title', basedOn: 'Normal', next: 'Subtitle', ui: 10, rPr: { sz: 52, color: '1F3864', spacing: -10 } },
      {
        id: 'Subtitle',
        name: 'Subtitle',
        basedOn: 'Normal',
        next: 'Normal',
        ui: 11,
        pPr: { spacing: { after: 240 }, border: { bottom: { sz: 8, space: 6, color: '1F3864' } } },
        rPr: { sz: 24, color: '595959' },
      },
      {
        id: 'Heading1',
        name: 'heading 1',
        basedOn: 'Normal',
        next: 'Normal',
        ui: 9,
        outline: 0,
        pPr: { keepNext: true, spacing: { before: 240, after: 0 } },
        rPr: { b: true, caps: true, color: '1F3864', spacing: 10 },
      },
      { id: 'SidebarText', name: 'Sidebar Text', basedOn: 'Normal' },
      { id: 'ListBullet', name: 'List Bullet', basedOn: 'Normal', ui: 10, pPr: { num: { id: 1, ilvl: 0 } } },
    ],
  });
  const numbering = numberingXml([
    { levels: [{ fmt: 'bullet', text: '•', left: INDENT + 300, hanging: 260, pStyle: 'ListBullet', rPr: { font: 'Calibri' } }] },
  ]);
  const files = writeHandmadeDocx(outBase, {
    body,
    styles,
    numbering,
    title: 'Resume',
    author: b.name,
    page: { margins: { top: 720, right: MARGIN, bottom: 720, left: MARGIN } },
  });
  return { files, headings: headingsOf(sections) };
}
