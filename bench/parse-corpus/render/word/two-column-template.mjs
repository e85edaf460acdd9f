// Word, in the manner of Word's two-column resume templates: the whole page is one borderless table
// of one tall row and two cells. The narrow left cell is shaded dark blue with white text: the name
// in large letters, the job title under it, then 'Contact', 'Skills' and 'Languages' blocks. The
// wide right cell holds the profile, the experience, the education and the rest. Every heading has
// a bottom paragraph border; a job is its title in bold, 'Company, City' under it and the dates in
// grey under that ('April 2022 – August 2025'), then bullets from a real list. Arial named (printed
// with its metric twin), narrow margins, US Letter. The .docx is written by hand (ooxml.mjs).
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { numberingXml, para, run, stylesXml, writeHandmadeDocx } from './ooxml.mjs';

const LEFT = 3460;
const RIGHT = 7340;
const NAVY = '1F3A5F';
const ACCENT = '2F5597';
const range = (s, e) => `${formatDate(s, 'month')} – ${e ? formatDate(e, 'month') : 'Present'}`;

const sideHeading = (text) => para(run(text), { style: 'SideHeading' });
const sideLine = (text, props = {}) => para(run(text, props), { style: 'SideText' });
const mainHeading = (text) => para(run(text), { style: 'MainHeading' });
const bullet = (text) => para(run(text), { style: 'ListParagraph', num: { id: 1, ilvl: 0 }, spacing: { after: 40 } });

const cell = (width, content, { fill, margins }) =>
  `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/>${fill ? `<w:shd w:val="clear" w:color="auto" w:fill="${fill}"/>` : ''}<w:tcMar><w:top w:w="${margins[0]}" w:type="dxa"/><w:left w:w="${margins[1]}" w:type="dxa"/><w:bottom w:w="${margins[2]}" w:type="dxa"/><w:right w:w="${margins[3]}" w:type="dxa"/></w:tcMar></w:tcPr>${content.join('')}</w:tc>`;

const table = (left, right) =>
  `<w:tbl><w:tblPr><w:tblW w:w="${LEFT + RIGHT}" w:type="dxa"/><w:tblLayout w:type="fixed"/><w:tblBorders>${[
    'top',
    'left',
    'bottom',
    'right',
    'insideH',
    'insideV',
  ]
    .map((side) => `<w:${side} w:val="nil"/>`)
    .join(
      '',
    )}</w:tblBorders><w:tblLook w:val="04A0" w:firstRow="1" w:lastRow="0" w:firstColumn="1" w:lastColumn="0" w:noHBand="0" w:noVBand="1"/></w:tblPr><w:tblGrid><w:gridCol w:w="${LEFT}"/><w:gridCol w:w="${RIGHT}"/></w:tblGrid><w:tr><w:trPr><w:trHeight w:val="13900" w:hRule="atLeast"/></w:trPr>${cell(
    LEFT,
    left,
    { fill: NAVY, margins: [360, 300, 360, 300] },
  )}${cell(RIGHT, right, { margins: [360, 420, 240, 120] })}</w:tr></w:tbl>`;

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const languages = sections.find((s) => s.kind === 'languages');
  const rest = sections.filter((s) => s.kind !== 'languages');
  const left = [
    para(run(b.name), { style: 'Title' }),
    ...(b.label ? [para(run(b.label), { style: 'Subtitle' })] : []),
    sideHeading('Contact'),
    sideLine('Phone', { b: true }),
    sideLine(b.phone),
    sideLine('Email', { b: true }),
    sideLine(b.email),
    sideLine('Location', { b: true }),
    sideLine(placeOf(person)),
    ...(linkedin ? [sideLine('LinkedIn', { b: true }), sideLine(`linkedin.com/in/${linkedin.username}`)] : []),
    sideHeading('Skills'),
    ...person.skills.flatMap((g) => [sideLine(g.name, { b: true }), ...g.keywords.map((k) => sideLine(k))]),
    ...(languages
      ? [sideHeading(languages.heading), ...languages.items.map((l) => sideLine(`${l.title}${l.text ? ` – ${l.text}` : ''}`))]
      : []),
  ];
  const right = [
    ...(b.summary ? [mainHeading('Profile'), para(run(b.summary), { spacing: { after: 120 } })] : []),
    mainHeading('Experience'),
    ...person.work.flatMap((j) => [
      para(run(j.position), { style: 'JobTitle' }),
      para(run(`${j.name}, ${j.location}`), { style: 'JobCompany' }),
      para(run(range(j.startDate, j.endDate)), { style: 'JobDates' }),
      ...(j.summary ? [para(run(j.summary), { spacing: { after: 60 } })] : []),
      ...j.highlights.map(bullet),
    ]),
    mainHeading('Education'),
    ...person.education.flatMap((e) => [
      para(run(`${e.studyType}${e.area ? ` in ${e.area}` : ''}`), { style: 'JobTitle' }),
      para(run(e.institution), { style: 'JobCompany' }),
      para(run(range(e.startDate, e.endDate)), { style: 'JobDates' }),
      ...(e.score ? [para(run(`GPA ${e.score}`))] : []),
    ]),
    ...rest.flatMap((s) => [
      mainHeading(s.heading),
      ...s.items.map((i) =>
        para(
          [
            run(i.title, { b: true }),
            run(`${i.org ? `, ${i.org}` : ''}${i.text ? ` – ${i.text}` : ''}${i.date ? ` (${formatDate(i.date, 'month')})` : ''}`),
          ],
          { spacing: { after: 60 } },
        ),
      ),
    ]),
  ];
  const body = `${table(left, right)}${para('', { spacing: { after: 0, line: 120 }, rPr: { sz: 4 } })}`;
  const styles = stylesXml({
    font: 'Arial',
    sz: 19,
    after: 0,
    line: 259,
    styles: [
      {
        id: 'Title',
        name: 'Title',
        basedOn: 'Normal',
        pPr: { spacing: { after: 80, line: 240 } },
        rPr: { b: true, sz: 44, color: 'FFFFFF' },
      },
      {
        id: 'Subtitle',
        name: 'Subtitle',
        basedOn: 'Normal',
        pPr: { spacing: { after: 120 } },
        rPr: { sz: 22, color: 'D9E2F3', caps: true, spacing: 10 },
      },
      {
        id: 'SideHeading',
        name: 'Sidebar Heading',
        basedOn: 'Normal',
        next: 'SideText',
        outline: 1,
        pPr: { keepNext: true, border: { bottom: { color: 'FFFFFF', sz: 8, space: 2 } }, spacing: { before: 320, after: 120 } },
        rPr: { b: true, caps: true, sz: 22, color: 'FFFFFF', spacing: 20 },
      },
      { id: 'SideText', name: 'Sidebar Text', basedOn: 'Normal', pPr: { spacing: { after: 30 } }, rPr: { color: 'FFFFFF', sz: 18 } },
      {
        id: 'MainHeading',
        name: 'heading 1',
        basedOn: 'Normal',
        next: 'Normal',
        outline: 0,
        pPr: { keepNext: true, border: { bottom: { color: ACCENT, sz: 12, space: 2 } }, spacing: { before: 280, after: 140 } },
        rPr: { b: true, caps: true, sz: 26, color: ACCENT, spacing: 20 },
      },
      { id: 'JobTitle', name: 'Job Title', basedOn: 'Normal', pPr: { keepNext: true, spacing: { before: 160 } }, rPr: { b: true, sz: 21 } },
      { id: 'JobCompany', name: 'Company', basedOn: 'Normal', pPr: { keepNext: true }, rPr: { sz: 19 } },
      {
        id: 'JobDates',
        name: 'Dates',
        basedOn: 'Normal',
        pPr: { keepNext: true, spacing: { after: 80 } },
        rPr: { i: true, sz: 17, color: '767171' },
      },
    ],
  });
  const numbering = numberingXml([{ levels: [{ fmt: 'bullet', text: '▪', left: 300, hanging: 240, rPr: { color: ACCENT } }] }]);
  const files = writeHandmadeDocx(outBase, {
    body,
    styles,
    numbering,
    title: 'Resume',
    author: b.name,
    page: { margins: { top: 720, right: 720, bottom: 720, left: 720 } },
  });
  return { files, headings: headingsOf(sections) };
}
