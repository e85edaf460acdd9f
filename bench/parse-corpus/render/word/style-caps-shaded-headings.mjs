// Word, a plain one-column resume whose section headings look like shaded capital bars, but only
// through their paragraph style: the 'Section Heading' style in styles.xml sets bold capitals
// (w:caps), letter spacing and a light grey paragraph shading (w:shd), while the heading text in
// the document is typed in mixed case ('Work Experience'). The name is centred in a 'Title' style
// over a centred contact line. Each job is one 'Job Line' paragraph, 'Title | Company' (the title
// in bold) with its dates after a right-aligned tab stop the style sets at the right margin, then
// the place in grey italics and the bullets, which come from Word's numbering through a 'List
// Bullet' style. Schools alike ('Degree in Area | School', dates at the tab); skills as
// 'Group: terms' lines; dated extras on tabbed lines, the rest as bullets. Calibri named (Carlito
// prints it), A4. The .docx is written by hand (ooxml.mjs).
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { numberingXml, para, run, stylesXml, writeHandmadeDocx } from './ooxml.mjs';

const PAGE_W = 11906;
const PAGE_H = 16838;
const MARGIN = 1021;
const WIDTH = PAGE_W - 2 * MARGIN;
const INK = '222A35';
const range = (s, e) => `${formatDate(s, 'mon')} – ${e ? formatDate(e, 'mon') : 'Present'}`;

const heading = (text) => para(run(text), { style: 'SectionHeading' });
const jobLine = (title, org, dates) =>
  para([run(title, { b: true }), ...(org ? [run(` | ${org}`)] : []), ...(dates ? [run(`\t${dates}`)] : [])], { style: 'JobLine' });
const placeLine = (text) => para(run(text), { style: 'PlaceLine' });
const bullet = (text) => para(run(text), { style: 'ListBullet' });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const contact = [placeOf(person), b.phone, b.email, ...(linkedin ? [linkedin.url.replace(/^https:\/\/www\./, '')] : [])];
  const body = [
    para(run(b.name), { style: 'Title' }),
    para(run(b.label ?? ''), { style: 'Subtitle' }),
    para(run(contact.join('  |  ')), { style: 'Contact' }),
    ...(b.summary ? [heading('Professional Summary'), para(run(b.summary))] : []),
    heading('Work Experience'),
    ...person.work.flatMap((j) => [
      jobLine(j.position, j.name, range(j.startDate, j.endDate)),
      placeLine(j.location),
      ...(j.summary ? [para(run(j.summary), { spacing: { after: 40 } })] : []),
      ...j.highlights.map(bullet),
    ]),
    heading('Education'),
    ...person.education.flatMap((e) => [
      jobLine(`${e.studyType}${e.area ? ` in ${e.area}` : ''}`, e.institution, range(e.startDate, e.endDate)),
      ...(e.score ? [placeLine(`GPA ${e.score}`)] : []),
    ]),
    heading('Skills'),
    ...person.skills.map((g) => para([run(`${g.name}: `, { b: true }), run(g.keywords.join(', '))], { spacing: { after: 60 } })),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) =>
        i.date
          ? jobLine(i.title, i.org || '', formatDate(i.date, 'mon'))
          : bullet(`${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? (s.kind === 'languages' ? ` (${i.text})` : ` – ${i.text}`) : ''}`),
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
        pPr: { jc: 'center', spacing: { after: 0 } },
        rPr: { b: true, sz: 44, color: INK },
      },
      {
        id: 'Subtitle',
        name: 'Subtitle',
        basedOn: 'Normal',
        next: 'Normal',
        ui: 11,
        pPr: { jc: 'center', spacing: { after: 40 } },
        rPr: { sz: 24, color: '595959' },
      },
      {
        id: 'Contact',
        name: 'Contact',
        basedOn: 'Normal',
        next: 'Normal',
        pPr: { jc: 'center', spacing: { after: 160 } },
        rPr: { sz: 19 },
      },
      {
        id: 'SectionHeading',
        name: 'Section Heading',
        basedOn: 'Normal',
        next: 'Normal',
        ui: 9,
        outline: 0,
        pPr: {
          keepNext: true,
          keepLines: true,
          shd: 'D9E2F3',
          spacing: { before: 240, after: 100 },
          ind: { left: 57, right: 57 },
        },
        rPr: { b: true, caps: true, sz: 22, color: INK, spacing: 30 },
      },
      {
        id: 'JobLine',
        name: 'Job Line',
        basedOn: 'Normal',
        next: 'PlaceLine',
        pPr: { keepNext: true, tabs: [{ val: 'right', pos: WIDTH }], spacing: { before: 140, after: 0 } },
      },
      {
        id: 'PlaceLine',
        name: 'Place Line',
        basedOn: 'Normal',
        next: 'ListBullet',
        pPr: { keepNext: true, spacing: { after: 60 } },
        rPr: { i: true, sz: 19, color: '666666' },
      },
      { id: 'ListBullet', name: 'List Bullet', basedOn: 'Normal', ui: 10, pPr: { num: { id: 1, ilvl: 0 }, spacing: { after: 30 } } },
    ],
  });
  const numbering = numberingXml([
    { levels: [{ fmt: 'bullet', text: '•', left: 360, hanging: 240, pStyle: 'ListBullet', rPr: { font: 'Calibri' } }] },
  ]);
  const files = writeHandmadeDocx(outBase, {
    body,
    styles,
    numbering,
    title: 'Resume',
    author: b.name,
    page: { width: PAGE_W, height: PAGE_H, margins: { top: 907, right: MARGIN, bottom: 907, left: MARGIN } },
  });
  return { files, headings: headingsOf(sections) };
}
