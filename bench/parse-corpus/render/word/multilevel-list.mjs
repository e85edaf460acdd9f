// Word: the whole resume below the name is one multi-level list (numbering.xml, one abstract list
// of three levels): each section a level-0 item Word numbers '1.', '2.', …; each job, degree or
// skill group a level-1 item numbered '1.1.', '1.2.', …; each bullet a level-2 item with a bullet.
// A job item is 'Title – Company, City' with the dates at a right tab stop ('Mar 2019 – Jun 2021');
// a job's summary sits under it as an unnumbered paragraph at the list's indent. Name and contact
// line above the list. Cambria named (printed with its metric twin), US Letter. The .docx is written
// by hand (ooxml.mjs).
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { numberingXml, para, run, stylesXml, writeHandmadeDocx } from './ooxml.mjs';

const MARGIN = 1080;
const WIDTH = 12240 - 2 * MARGIN;
const range = (s, e) => `${formatDate(s, 'mon')} – ${e ? formatDate(e, 'mon') : 'Present'}`;
const LEVEL_LEFT = [432, 1008, 1440];

const section = (text) =>
  para(run(text, { b: true, caps: true, sz: 24, color: '17365D' }), {
    style: 'ListParagraph',
    num: { id: 1, ilvl: 0 },
    keepNext: true,
    ind: { left: LEVEL_LEFT[0], hanging: 432 },
    spacing: { before: 260, after: 100 },
  });
const item = (content, { dates, keepNext = true } = {}) =>
  para([...[].concat(content), ...(dates ? [run(`\t${dates}`, { i: true })] : [])], {
    style: 'ListParagraph',
    num: { id: 1, ilvl: 1 },
    keepNext,
    tabs: dates ? [{ val: 'right', pos: WIDTH }] : undefined,
    ind: { left: LEVEL_LEFT[1], hanging: 576 },
    spacing: { before: 100, after: 40 },
  });
const point = (text) =>
  para(run(text), { style: 'ListParagraph', num: { id: 1, ilvl: 2 }, ind: { left: LEVEL_LEFT[2], hanging: 288 }, spacing: { after: 20 } });
const under = (text, left) => para(run(text), { style: 'ListParagraph', ind: { left }, spacing: { after: 40 } });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const body = [
    para(run(b.name, { b: true, sz: 44, color: '17365D' }), { spacing: { after: 40 } }),
    para(run([placeOf(person), b.phone, b.email, ...(linkedin ? [`linkedin.com/in/${linkedin.username}`] : [])].join(' · '), { sz: 19 }), {
      spacing: { after: 120 },
      border: { bottom: { sz: 6, space: 4, color: '17365D' } },
    }),
    ...(b.summary ? [section('Profile'), under(b.summary, LEVEL_LEFT[0])] : []),
    section('Work Experience'),
    ...person.work.flatMap((j) => [
      item([run(j.position, { b: true }), run(` – ${j.name}, ${j.location}`)], { dates: range(j.startDate, j.endDate) }),
      ...(j.summary ? [under(j.summary, LEVEL_LEFT[1])] : []),
      ...j.highlights.map(point),
    ]),
    section('Education'),
    ...person.education.flatMap((e) => [
      item([run(`${e.studyType}${e.area ? ` in ${e.area}` : ''}`, { b: true }), run(` – ${e.institution}`)], {
        dates: range(e.startDate, e.endDate),
        keepNext: Boolean(e.score),
      }),
      ...(e.score ? [point(`GPA ${e.score}`)] : []),
    ]),
    section('Skills'),
    ...person.skills.map((g) => item([run(`${g.name}: `, { b: true }), run(g.keywords.join(', '))], { keepNext: false })),
    ...sections.flatMap((s) => [
      section(s.heading),
      ...s.items.map((i) =>
        item([run(i.title, { b: true }), run(`${i.org ? `, ${i.org}` : ''}${i.text ? ` – ${i.text}` : ''}`)], {
          dates: i.date ? formatDate(i.date, 'mon') : undefined,
          keepNext: false,
        }),
      ),
    ]),
  ].join('');
  const styles = stylesXml({ font: 'Cambria', sz: 21, after: 0, line: 252 });
  const numbering = numberingXml([
    {
      levels: [
        { fmt: 'decimal', text: '%1.', left: LEVEL_LEFT[0], hanging: 432, rPr: { b: true, sz: 24, color: '17365D' } },
        { fmt: 'decimal', text: '%1.%2.', left: LEVEL_LEFT[1], hanging: 576, rPr: { b: true } },
        { fmt: 'bullet', text: '•', left: LEVEL_LEFT[2], hanging: 288 },
      ],
    },
  ]);
  const files = writeHandmadeDocx(outBase, {
    body,
    styles,
    numbering,
    title: 'Curriculum Vitae',
    author: b.name,
    page: { margins: { top: MARGIN, right: MARGIN, bottom: MARGIN, left: MARGIN } },
  });
  return { files, headings: headingsOf(sections) };
}
