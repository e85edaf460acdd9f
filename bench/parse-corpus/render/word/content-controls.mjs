// Word, in the manner of Word's own resume templates: every field a content control (w:sdt with an
// alias and a tag: the name, each contact item, each job's dates, title, company, place and
// description), the jobs inside a repeating-section control. The name in a large 'Title' style,
// contact items on one line under it between middle dots; section headings in 'Heading 1' (blue,
// capitals); each job's dates first in a paragraph style of their own (grey, capitals), then
// 'Title, Company' in 'Heading 2', then its description and bullets from a real bullet list
// (numbering.xml, 'List Bullet'). Calibri and Cambria named (LibreOffice prints them with their
// metric twins), US Letter. The .docx is written by hand (ooxml.mjs).
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { numberingXml, para, repeatingSection, run, sdt, stylesXml, writeHandmadeDocx } from './ooxml.mjs';

const BLUE = '2E74B5';
const GREY = '595959';
const dot = run('  ·  ', { color: BLUE });
const field = (alias, text, props) => sdt(alias, run(text, props), { text: true });
const heading1 = (alias, text) => sdt(`${alias} heading`, para(run(text), { style: 'Heading1' }), { text: true });
const bullet = (text) => para(run(text), { style: 'ListBullet' });

const datesParagraph = (start, end, extra = []) =>
  para(
    [
      field('Start date', formatDate(start, 'mon')),
      run(' – '),
      field('End date', end ? formatDate(end, 'mon') : 'Present'),
      ...extra.flatMap(([alias, text]) => [run('   |   '), field(alias, text)]),
    ],
    { style: 'Dates' },
  );

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const contact = [
    ['Address', placeOf(person)],
    ['Phone', b.phone],
    ['Email', b.email],
    ...(linkedin ? [['LinkedIn profile', `linkedin.com/in/${linkedin.username}`]] : []),
  ];
  const body = [
    sdt('Your name', para(run(b.name), { style: 'Title' }), { text: true }),
    para(
      contact.flatMap(([alias, text], n) => [...(n ? [dot] : []), field(alias, text)]),
      { style: 'ContactInfo' },
    ),
    ...(b.summary ? [heading1('Profile', 'Profile'), sdt('Profile', para(run(b.summary)), { multiLine: true })] : []),
    heading1('Experience', 'Experience'),
    repeatingSection(
      'Experience',
      person.work.map((j) => [
        datesParagraph(j.startDate, j.endDate, [['Job location', j.location]]),
        para([field('Job title', j.position), run(', '), field('Company', j.name, { b: false, color: GREY })], { style: 'Heading2' }),
        sdt('Job description', [...(j.summary ? [para(run(j.summary), { style: 'Normal' })] : []), ...j.highlights.map(bullet)]),
      ]),
    ),
    heading1('Education', 'Education'),
    repeatingSection(
      'Education',
      person.education.map((e) => [
        datesParagraph(e.startDate, e.endDate),
        para(
          [
            field('Degree', e.area ? `${e.studyType} in ${e.area}` : e.studyType),
            run(', '),
            field('School', e.institution, { b: false, color: GREY }),
          ],
          {
            style: 'Heading2',
          },
        ),
        ...(e.score ? [sdt('Education details', para(run(`GPA ${e.score}`)))] : []),
      ]),
    ),
    heading1('Skills', 'Skills'),
    sdt(
      'Skills',
      person.skills.map((g) =>
        para([field('Skill area', `${g.name}:`, { b: true }), run(` ${g.keywords.join(', ')}`)], { style: 'ListBullet' }),
      ),
    ),
    ...sections.flatMap((s) => [
      heading1(s.heading, s.heading),
      sdt(
        s.heading,
        s.items.map((i) =>
          para(
            [
              field('Item', i.title, { b: true }),
              run(`${i.org ? `, ${i.org}` : ''}${i.text ? ` – ${i.text}` : ''}${i.date ? ` (${formatDate(i.date, 'mon')})` : ''}`),
            ],
            { style: 'ListBullet' },
          ),
        ),
      ),
    ]),
  ].join('');
  const styles = stylesXml({
    font: 'Calibri',
    sz: 21,
    after: 80,
    line: 264,
    styles: [
      {
        id: 'Title',
        name: 'Title',
        basedOn: 'Normal',
        next: 'Normal',
        ui: 10,
        pPr: { spacing: { after: 60, line: 216 } },
        rPr: { font: 'Cambria', sz: 64, color: '262626', spacing: -10 },
      },
      { id: 'ContactInfo', name: 'Contact Info', basedOn: 'Normal', pPr: { spacing: { after: 240 } }, rPr: { color: GREY, sz: 20 } },
      {
        id: 'Heading1',
        name: 'heading 1',
        basedOn: 'Normal',
        next: 'Normal',
        ui: 9,
        outline: 0,
        pPr: { keepNext: true, keepLines: true, spacing: { before: 360, after: 120 } },
        rPr: { b: true, caps: true, color: BLUE, sz: 26, spacing: 10 },
      },
      {
        id: 'Heading2',
        name: 'heading 2',
        basedOn: 'Normal',
        next: 'Normal',
        ui: 9,
        outline: 1,
        pPr: { keepNext: true, keepLines: true, spacing: { before: 0, after: 60 } },
        rPr: { b: true, sz: 23, color: '262626' },
      },
      {
        id: 'Dates',
        name: 'Dates',
        basedOn: 'Normal',
        next: 'Heading2',
        pPr: { keepNext: true, spacing: { before: 200, after: 20 } },
        rPr: { caps: true, color: '7F7F7F', sz: 19 },
      },
      { id: 'ListBullet', name: 'List Bullet', basedOn: 'Normal', ui: 10, pPr: { num: { id: 1, ilvl: 0 }, spacing: { after: 40 } } },
    ],
  });
  const numbering = numberingXml([
    {
      levels: [
        { fmt: 'bullet', text: '•', left: 360, hanging: 360, pStyle: 'ListBullet', rPr: { color: BLUE } },
        { fmt: 'bullet', text: 'o', left: 1080, hanging: 360, rPr: { font: 'Courier New' } },
      ],
    },
  ]);
  const files = writeHandmadeDocx(outBase, { body, styles, numbering, title: `${b.name} resume`, author: b.name });
  return { files, headings: headingsOf(sections) };
}
