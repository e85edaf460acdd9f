// Word, a functional resume: after the name and a contact line come a 'Summary' paragraph and
// 'Key Achievements', the person's accomplishments grouped under the skill areas they show (the
// skill group names as 'Heading 2' subheadings; an accomplishment goes under the area whose terms
// it names, else the areas take turns), each a bullet from Word's numbering with no employer named.
// Then a brief 'Career History' with one line per job, 'Title — Company, Place' and the years
// ('2019–2023', '2021–Present') pushed to the right margin by a right tab stop; 'Education' the same
// way ('Degree in Area — School' and its years); 'Skills' as 'Group: terms' lines; the person's
// other sections as bullets. Section headings in 'Heading 1' (bold small capitals over a thin rule).
// Cambria named (Caladea prints it), US Letter. The .docx is written by hand (ooxml.mjs).
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { numberingXml, para, run, stylesXml, writeHandmadeDocx } from './ooxml.mjs';

const MARGIN = 1152;
const WIDTH = 12240 - 2 * MARGIN;
const years = (s, e) => `${formatDate(s, 'year')}–${e ? formatDate(e, 'year') : 'Present'}`;
const PER_AREA = 4;

/** Accomplishments by skill area: the area a bullet names a term of, else the areas in turn. */
function byArea(person) {
  const areas = person.skills.map((g) => ({ name: g.name, terms: g.keywords.map((k) => k.toLowerCase()), items: [] }));
  if (!areas.length) areas.push({ name: 'Achievements', terms: [], items: [] });
  let turn = 0;
  for (const text of person.work.flatMap((j) => j.highlights)) {
    const lower = text.toLowerCase();
    const named = areas.find((a) => a.items.length < PER_AREA && a.terms.some((t) => lower.includes(t)));
    if (named) {
      named.items.push(text);
      continue;
    }
    for (let tries = 0; tries < areas.length; tries++) {
      const area = areas[turn++ % areas.length];
      if (area.items.length < PER_AREA) {
        area.items.push(text);
        break;
      }
    }
  }
  return areas.filter((a) => a.items.length);
}

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const h1 = (text) => para(run(text), { style: 'Heading1' });
  const h2 = (text) => para(run(text), { style: 'Heading2' });
  const bullet = (text) => para(run(text), { style: 'ListBullet' });
  const line = (left, right) => para([run(left), run(`\t${right}`)], { style: 'HistoryLine' });
  const contact = [placeOf(person), b.phone, b.email, ...(linkedin ? [linkedin.url.replace(/^https:\/\/(www\.)?/, '')] : [])];
  const body = [
    para(run(b.name), { style: 'Title' }),
    para(run(b.label), { style: 'Subtitle' }),
    para(run(contact.join('  |  ')), { jc: 'center', spacing: { after: 160 }, rPr: { sz: 19 } }),
    ...(b.summary ? [h1('Summary'), para(run(b.summary))] : []),
    h1('Key Achievements'),
    ...byArea(person).flatMap((a) => [h2(a.name), ...a.items.map(bullet)]),
    h1('Career History'),
    ...person.work.map((j) => line(`${j.position} — ${[j.name, j.location].filter(Boolean).join(', ')}`, years(j.startDate, j.endDate))),
    h1('Education'),
    ...person.education.flatMap((e) => [
      line(`${e.studyType}${e.area ? ` in ${e.area}` : ''} — ${e.institution}`, years(e.startDate, e.endDate)),
      ...(e.score ? [para(run(`GPA: ${e.score}`), { ind: { left: 360 } })] : []),
    ]),
    h1('Skills'),
    ...person.skills.map((g) => para([run(`${g.name}: `, { b: true }), run(g.keywords.join(', '))], { spacing: { after: 40 } })),
    ...sections.flatMap((s) => [
      h1(s.heading),
      ...s.items.map((i) =>
        bullet(`${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` – ${i.text}` : ''}${i.date ? ` (${formatDate(i.date, 'mon')})` : ''}`),
      ),
    ]),
  ].join('');
  const styles = stylesXml({
    font: 'Cambria',
    sz: 21,
    after: 60,
    line: 252,
    styles: [
      {
        id: 'Title',
        name: 'Title',
        basedOn: 'Normal',
        next: 'Normal',
        ui: 10,
        pPr: { jc: 'center', spacing: { after: 0 } },
        rPr: { b: true, sz: 40 },
      },
      {
        id: 'Subtitle',
        name: 'Subtitle',
        basedOn: 'Normal',
        next: 'Normal',
        ui: 11,
        pPr: { jc: 'center', spacing: { after: 40 } },
        rPr: { i: true, sz: 24, color: '404040' },
      },
      {
        id: 'Heading1',
        name: 'heading 1',
        basedOn: 'Normal',
        next: 'Normal',
        ui: 9,
        outline: 0,
        pPr: { keepNext: true, border: { bottom: { sz: 4, space: 1, color: '808080' } }, spacing: { before: 240, after: 100 } },
        rPr: { b: true, smallCaps: true, sz: 25, spacing: 10 },
      },
      {
        id: 'Heading2',
        name: 'heading 2',
        basedOn: 'Normal',
        next: 'Normal',
        ui: 9,
        outline: 1,
        pPr: { keepNext: true, spacing: { before: 120, after: 40 } },
        rPr: { b: true, i: true, sz: 22 },
      },
      {
        id: 'HistoryLine',
        name: 'History Line',
        basedOn: 'Normal',
        ui: 12,
        pPr: { tabs: [{ val: 'right', pos: WIDTH }], spacing: { after: 40 } },
      },
      { id: 'ListBullet', name: 'List Bullet', basedOn: 'Normal', ui: 10, pPr: { num: { id: 1, ilvl: 0 }, spacing: { after: 30 } } },
    ],
  });
  const numbering = numberingXml([
    { levels: [{ fmt: 'bullet', text: '•', left: 360, hanging: 260, pStyle: 'ListBullet', rPr: { font: 'Cambria' } }] },
  ]);
  const files = writeHandmadeDocx(outBase, {
    body,
    styles,
    numbering,
    title: 'Resume',
    author: b.name,
    page: { margins: { top: 1008, right: MARGIN, bottom: 1008, left: MARGIN } },
  });
  return { files, headings: headingsOf(sections) };
}
