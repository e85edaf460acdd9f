// Word, the name and the section headings set in capitals with expanded character spacing (w:caps
// and w:spacing on the run: 100 twentieths of a point for the name, 60 for the headings), each
// heading over a thin bottom border. Each job opens with 'EMPLOYER — Place' in bold (the employer
// in capitals by w:caps), then the title in italics with the dates at a right tab stop on the same
// line ('March 2019 – June 2021'), then its bullets from a real list; schools likewise (school in
// bold capitals, degree in italics with the dates at the right). Calibri named (printed with its
// metric twin), US Letter. The .docx is written by hand (ooxml.mjs).
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { numberingXml, para, run, stylesXml, writeHandmadeDocx } from './ooxml.mjs';

const MARGIN = 1080;
const WIDTH = 12240 - 2 * MARGIN;
const range = (s, e) => `${formatDate(s, 'month')} – ${e ? formatDate(e, 'month') : 'Present'}`;
const heading = (text) => para(run(text), { style: 'Heading1' });
const bullet = (text) => para(run(text), { style: 'ListBullet' });
const headLine = (runs, before) => para(runs, { keepNext: true, spacing: { before, after: 0 } });
const italicLine = (text, dates) =>
  para([run(text, { i: true }), ...(dates ? [run(`\t${dates}`)] : [])], {
    tabs: [{ val: 'right', pos: WIDTH }],
    keepNext: true,
    spacing: { after: 40 },
  });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const contact = [placeOf(person), b.phone, b.email, ...(linkedin ? [`linkedin.com/in/${linkedin.username}`] : [])];
  const body = [
    para(run(b.name, { caps: true, sz: 40, spacing: 100, color: '1F1F1F' }), { jc: 'center', spacing: { after: 40 } }),
    ...(b.label ? [para(run(b.label, { sz: 22, color: '595959' }), { jc: 'center', spacing: { after: 40 } })] : []),
    para(run(contact.join('   |   '), { sz: 19 }), { jc: 'center', spacing: { after: 120 } }),
    ...(b.summary ? [heading('Profile'), para(run(b.summary), { jc: 'both' })] : []),
    heading('Experience'),
    ...person.work.flatMap((j, n) => [
      headLine([run(j.name, { b: true, caps: true }), run(` — ${j.location}`, { b: true })], n ? 180 : 0),
      italicLine(j.position, range(j.startDate, j.endDate)),
      ...[...(j.summary ? [j.summary] : []), ...j.highlights].map(bullet),
    ]),
    heading('Education'),
    ...person.education.flatMap((e, n) => [
      headLine(run(e.institution, { b: true, caps: true }), n ? 140 : 0),
      italicLine(`${e.studyType}${e.area ? ` in ${e.area}` : ''}`, range(e.startDate, e.endDate)),
      ...(e.score ? [bullet(`GPA ${e.score}`)] : []),
    ]),
    heading('Skills'),
    ...person.skills.map((g) => para([run(`${g.name}: `, { b: true }), run(g.keywords.join(', '))], { spacing: { after: 40 } })),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) =>
        i.date
          ? para([run(i.title, { b: true }), run(`${i.org ? `, ${i.org}` : ''}\t${formatDate(i.date, 'month')}`)], {
              tabs: [{ val: 'right', pos: WIDTH }],
              spacing: { after: 40 },
            })
          : bullet(`${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` — ${i.text}` : ''}`),
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
        pPr: { keepNext: true, border: { bottom: { sz: 4, space: 2, color: '7F7F7F' } }, spacing: { before: 280, after: 120 } },
        rPr: { caps: true, b: true, sz: 23, spacing: 60, color: '262626' },
      },
      { id: 'ListBullet', name: 'List Bullet', basedOn: 'Normal', ui: 10, pPr: { num: { id: 1, ilvl: 0 }, spacing: { after: 20 } } },
    ],
  });
  const numbering = numberingXml([{ levels: [{ fmt: 'bullet', text: '•', left: 360, hanging: 270, pStyle: 'ListBullet' }] }]);
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
