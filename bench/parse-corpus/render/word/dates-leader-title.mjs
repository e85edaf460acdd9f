// Word, a CV whose entries lead with their dates: each job's first line is the date range
// ('Sep 2019 – Present'), a tab whose dot leader runs to a fixed left tab stop, then 'Job Title,
// Company' (the title in bold, the company plain), with a hanging indent so a long line wraps under
// the title. The place follows in italics on the next line, indented to the tab stop, then a short
// summary if any and the bullets from Word's numbering at the same indent. Schools alike ('2014 –
// 2018 ....... Degree in Area, School', a GPA line under it); skills the same way, the group name
// before the leader and the terms after it; dated awards, certificates and publications with their
// date first, the person's other sections as bullets. The name centred in bold small capitals over a
// centred contact line and a double rule; section headings in bold capitals with a thin rule under
// them. Times New Roman named (Liberation Serif prints it), A4. The .docx is written by hand
// (ooxml.mjs).
import { extraSections, formatDate, formatRange, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { numberingXml, para, run, stylesXml, writeHandmadeDocx } from './ooxml.mjs';

const PAGE_W = 11906;
const PAGE_H = 16838;
const MARGIN = 1021;
const TAB = 2722; // the leader's stop, where titles start
const LEADER = [{ val: 'left', leader: 'dot', pos: TAB }];

/** 'dates ..... Title, Company': the lead-in, a dot-leader tab, then the rest, hanging at the stop. */
const entry = (lead, title, rest, before = 160) =>
  para([run(lead), run('\t'), run(title, { b: true }), ...(rest ? [run(`, ${rest}`)] : [])], {
    keepNext: true,
    tabs: LEADER,
    ind: { left: TAB, hanging: TAB },
    spacing: { before, after: 0 },
  });
const under = (text, props = {}, after = 20) => para(run(text, props), { keepNext: true, ind: { left: TAB }, spacing: { after } });
const bullet = (text) => para(run(text), { style: 'ListBullet' });
const heading = (text) => para(run(text), { style: 'Heading1' });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const contact = [placeOf(person), b.phone, b.email, ...(linkedin ? [`linkedin.com/in/${linkedin.username}`] : [])];
  const body = [
    para(run(b.name), { style: 'Title' }),
    ...(b.label ? [para(run(b.label, { i: true }), { jc: 'center', spacing: { after: 20 } })] : []),
    para(run(contact.join('  •  '), { sz: 20 }), {
      jc: 'center',
      border: { bottom: { val: 'double', sz: 4, space: 4, color: '404040' } },
      spacing: { after: 120 },
    }),
    ...(b.summary ? [heading('Profile'), para(run(b.summary), { jc: 'both' })] : []),
    heading('Professional Experience'),
    ...person.work.flatMap((j) => [
      entry(formatRange(j.startDate, j.endDate, 'mon'), j.position, j.name),
      ...(j.location ? [under(j.location, { i: true })] : []),
      ...(j.summary ? [under(j.summary)] : []),
      ...j.highlights.map(bullet),
    ]),
    heading('Education'),
    ...person.education.flatMap((e) => [
      entry(formatRange(e.startDate, e.endDate, 'year'), `${e.studyType}${e.area ? ` in ${e.area}` : ''}`, e.institution),
      ...(e.score ? [under(`GPA: ${e.score}`, { i: true })] : []),
    ]),
    heading('Skills'),
    ...person.skills.map((g, n) =>
      para([run(g.name), run('\t'), run(g.keywords.join(', '))], {
        tabs: LEADER,
        ind: { left: TAB, hanging: TAB },
        spacing: { before: n === 0 ? 0 : 40, after: 0 },
      }),
    ),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i, n) =>
        i.date
          ? entry(formatDate(i.date, 'mon'), i.title, i.org, n === 0 ? 0 : 60)
          : bullet(`${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` – ${i.text}` : ''}`),
      ),
    ]),
  ].join('');
  const styles = stylesXml({
    font: 'Times New Roman',
    sz: 22,
    after: 0,
    line: 247,
    styles: [
      {
        id: 'Title',
        name: 'Title',
        basedOn: 'Normal',
        next: 'Normal',
        ui: 10,
        pPr: { jc: 'center', spacing: { after: 40 } },
        rPr: { b: true, smallCaps: true, sz: 40, spacing: 20 },
      },
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
          border: { bottom: { sz: 4, space: 1, color: '404040' } },
          spacing: { before: 260, after: 80 },
        },
        rPr: { b: true, caps: true, sz: 23, spacing: 12 },
      },
      {
        id: 'ListBullet',
        name: 'List Bullet',
        basedOn: 'Normal',
        ui: 10,
        pPr: { num: { id: 1, ilvl: 0 }, spacing: { after: 20 } },
      },
    ],
  });
  const numbering = numberingXml([
    { levels: [{ fmt: 'bullet', text: '–', left: TAB + 284, hanging: 284, pStyle: 'ListBullet', rPr: { font: 'Times New Roman' } }] },
  ]);
  const files = writeHandmadeDocx(outBase, {
    body,
    styles,
    numbering,
    title: `Curriculum Vitae – ${b.name}`,
    author: b.name,
    page: { width: PAGE_W, height: PAGE_H, margins: { top: 1021, right: MARGIN, bottom: 1021, left: MARGIN } },
  });
  return { files, headings: headingsOf(sections) };
}
