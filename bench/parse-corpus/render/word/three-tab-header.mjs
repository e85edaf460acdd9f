// Word, each job's header on one line set with three tab stops: the title in bold at the left
// margin, the employer at a centre tab stop and the dates at a right tab stop ('Mar 2019 – Jun
// 2021'); the job's place on the next line in italics, then plain bullets from a real list.
// Schools alike: the degree at the left, the school at the centre tab, the dates at the right, the
// field of study (and GPA) in italics below. Headings in bold capitals, the name centred over a
// contact line. Calibri named (printed with its metric twin), US Letter. The .docx is written by
// hand (ooxml.mjs).
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { numberingXml, para, run, stylesXml, writeHandmadeDocx } from './ooxml.mjs';

const MARGIN = 1080;
const WIDTH = 12240 - 2 * MARGIN;
// The centre stop sits a little right of the middle, so a long degree and a long school both fit.
const CENTRE = 5400;
const range = (s, e) => `${formatDate(s, 'mon')} – ${e ? formatDate(e, 'mon') : 'Present'}`;
const heading = (text) => para(run(text), { style: 'Heading1' });
const bullet = (text) => para(run(text), { style: 'ListBullet' });
const threeTabs = (left, centre, right, before) =>
  para([run(left, { b: true }), run(`\t${centre}\t${right}`)], {
    tabs: [
      { val: 'center', pos: CENTRE },
      { val: 'right', pos: WIDTH },
    ],
    keepNext: true,
    spacing: { before, after: 0 },
  });
const italicLine = (text) => para(run(text, { i: true }), { keepNext: true, spacing: { after: 60 } });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const contact = [placeOf(person), b.phone, b.email, ...(linkedin ? [`linkedin.com/in/${linkedin.username}`] : [])];
  const body = [
    para(run(b.name, { b: true, sz: 34 }), { jc: 'center', spacing: { after: 40 } }),
    para(run(contact.join('  •  '), { sz: 19 }), { jc: 'center', spacing: { after: 160 } }),
    ...(b.summary ? [heading('Summary'), para(run(b.summary))] : []),
    heading('Experience'),
    ...person.work.flatMap((j, n) => [
      threeTabs(j.position, j.name, range(j.startDate, j.endDate), n ? 160 : 0),
      italicLine(j.location),
      ...[...(j.summary ? [j.summary] : []), ...j.highlights].map(bullet),
    ]),
    heading('Education'),
    ...person.education.flatMap((e, n) => [
      threeTabs(e.studyType, e.institution, range(e.startDate, e.endDate), n ? 120 : 0),
      italicLine(`${e.area}${e.score ? `, GPA ${e.score}` : ''}`),
    ]),
    heading('Skills'),
    ...person.skills.map((g) => para([run(`${g.name}: `, { b: true }), run(g.keywords.join(', '))], { spacing: { after: 40 } })),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) =>
        i.date
          ? para([run(i.title, { b: true }), run(`${i.org ? `, ${i.org}` : ''}\t${formatDate(i.date, 'mon')}`)], {
              tabs: [{ val: 'right', pos: WIDTH }],
              spacing: { after: 40 },
            })
          : bullet(`${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` – ${i.text}` : ''}`),
      ),
    ]),
  ].join('');
  const styles = stylesXml({
    font: 'Calibri',
    sz: 21,
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
        pPr: { keepNext: true, spacing: { before: 240, after: 80 } },
        rPr: { b: true, caps: true, sz: 24 },
      },
      { id: 'ListBullet', name: 'List Bullet', basedOn: 'Normal', ui: 10, pPr: { num: { id: 1, ilvl: 0 }, spacing: { after: 20 } } },
    ],
  });
  const numbering = numberingXml([{ levels: [{ fmt: 'bullet', text: '•', left: 360, hanging: 360, pStyle: 'ListBullet' }] }]);
  const files = writeHandmadeDocx(outBase, {
    body,
    styles,
    numbering,
    title: 'Resume',
    author: b.name,
    page: { margins: { top: MARGIN, right: MARGIN, bottom: MARGIN, left: MARGIN } },
  });
  return { files, headings: headingsOf(sections) };
}
