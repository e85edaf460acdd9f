// Word, each job on one line in the manner of classic Word resumes: the employer in bold capitals
// (w:caps on the run, the text itself in mixed case), a space, then the title in italics with no
// separator character between them, and the dates at a right tab stop; the job's place on no line
// of its own, its bullets from a real list below. Education the same way (school in bold capitals,
// degree in italics). Headings in bold small capitals over a thin rule, the name centred over a
// contact line. Cambria for the text and Calibri for the headings and name (printed with their
// metric twins), US Letter. The .docx is written by hand (ooxml.mjs).
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { numberingXml, para, run, stylesXml, writeHandmadeDocx } from './ooxml.mjs';

const MARGIN = 1152;
const WIDTH = 12240 - 2 * MARGIN;
const range = (s, e) => `${formatDate(s, 'mon')} – ${e ? formatDate(e, 'mon') : 'Present'}`;
const heading = (text) => para(run(text), { style: 'Heading1' });
const bullet = (text) => para(run(text), { style: 'ListBullet' });
const entryLine = (org, what, dates, before) =>
  para([run(org, { b: true, caps: true }), run(' '), run(what, { i: true }), run(`\t${dates}`)], {
    tabs: [{ val: 'right', pos: WIDTH }],
    keepNext: true,
    spacing: { before, after: 40 },
  });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const contact = [placeOf(person), b.phone, b.email, ...(linkedin ? [`linkedin.com/in/${linkedin.username}`] : [])];
  const body = [
    para(run(b.name), { style: 'Title' }),
    para(run(contact.join('  ·  ')), { jc: 'center', spacing: { after: 160 } }),
    ...(b.summary ? [heading('Professional Summary'), para(run(b.summary), { jc: 'both' })] : []),
    heading('Professional Experience'),
    ...person.work.flatMap((j, n) => [
      entryLine(j.name, j.position, range(j.startDate, j.endDate), n ? 160 : 0),
      ...(j.summary ? [para(run(j.summary))] : []),
      ...j.highlights.map(bullet),
    ]),
    heading('Education'),
    ...person.education.flatMap((e, n) => [
      entryLine(e.institution, `${e.studyType}${e.area ? ` in ${e.area}` : ''}`, range(e.startDate, e.endDate), n ? 100 : 0),
      ...(e.score ? [bullet(`GPA ${e.score}`)] : []),
    ]),
    heading('Skills'),
    ...person.skills.map((g) => bullet(`${g.name}: ${g.keywords.join(', ')}`)),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) =>
        bullet(`${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` – ${i.text}` : ''}${i.date ? ` (${formatDate(i.date, 'mon')})` : ''}`),
      ),
    ]),
  ].join('');
  const styles = stylesXml({
    font: 'Cambria',
    sz: 21,
    after: 20,
    line: 252,
    styles: [
      {
        id: 'Title',
        name: 'Title',
        basedOn: 'Normal',
        next: 'Normal',
        ui: 10,
        pPr: { jc: 'center', spacing: { after: 60 } },
        rPr: { font: 'Calibri', b: true, sz: 44, spacing: 20 },
      },
      {
        id: 'Heading1',
        name: 'heading 1',
        basedOn: 'Normal',
        next: 'Normal',
        ui: 9,
        outline: 0,
        pPr: { keepNext: true, border: { bottom: { sz: 4, space: 1, color: '808080' } }, spacing: { before: 220, after: 100 } },
        rPr: { font: 'Calibri', b: true, smallCaps: true, sz: 24 },
      },
      { id: 'ListBullet', name: 'List Bullet', basedOn: 'Normal', ui: 10, pPr: { num: { id: 1, ilvl: 0 }, spacing: { after: 20 } } },
    ],
  });
  const numbering = numberingXml([
    { levels: [{ fmt: 'bullet', text: '•', left: 360, hanging: 360, pStyle: 'ListBullet', rPr: { font: 'Cambria' } }] },
  ]);
  const files = writeHandmadeDocx(outBase, {
    body,
    styles,
    numbering,
    title: 'Resume',
    author: b.name,
    page: { margins: { top: 1080, right: MARGIN, bottom: 1080, left: MARGIN } },
  });
  return { files, headings: headingsOf(sections) };
}
