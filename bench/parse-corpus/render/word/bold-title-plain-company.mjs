// Word, each job headed by one line in the manner of many plain Word resumes: the title in bold,
// then the employer in regular weight with only a space between them, then the place after a
// comma; the dates on the next line in grey, the bullets from a real list below. Education on the
// same pattern (degree in bold, school plain). Headings in bold capitals with a little letter
// spacing, the name left-aligned over a headline and a contact line. Arial named (printed with its
// metric twin), US Letter. The .docx is written by hand (ooxml.mjs).
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { numberingXml, para, run, stylesXml, writeHandmadeDocx } from './ooxml.mjs';

const MARGIN = 1080;
const TEAL = '1B5E6B';
const range = (s, e) => `${formatDate(s, 'mon')} – ${e ? formatDate(e, 'mon') : 'Present'}`;
const heading = (text) => para(run(text), { style: 'Heading1' });
const bullet = (text) => para(run(text), { style: 'ListBullet' });
const headLine = (bold, plain, place, before) =>
  para([run(bold, { b: true }), run(` ${plain}${place ? `, ${place}` : ''}`)], { keepNext: true, spacing: { before, after: 0 } });
const datesLine = (text) => para(run(text, { color: '666666', sz: 19 }), { keepNext: true, spacing: { after: 60 } });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const contact = [placeOf(person), b.phone, b.email, ...(linkedin ? [`linkedin.com/in/${linkedin.username}`] : [])];
  const body = [
    para(run(b.name), { style: 'Title' }),
    para(run(b.label, { sz: 24, color: TEAL }), { spacing: { after: 20 } }),
    para(run(contact.join('   |   '), { sz: 19 }), { spacing: { after: 120 }, border: { bottom: { sz: 6, space: 4, color: TEAL } } }),
    ...(b.summary ? [heading('Summary'), para(run(b.summary))] : []),
    heading('Experience'),
    ...person.work.flatMap((j, n) => [
      headLine(j.position, j.name, j.location, n ? 160 : 0),
      datesLine(range(j.startDate, j.endDate)),
      ...(j.summary ? [para(run(j.summary))] : []),
      ...j.highlights.map(bullet),
    ]),
    heading('Education'),
    ...person.education.flatMap((e, n) => [
      headLine(`${e.studyType}${e.area ? ` in ${e.area}` : ''}`, e.institution, '', n ? 120 : 0),
      datesLine(range(e.startDate, e.endDate)),
      ...(e.score ? [para(run(`GPA ${e.score}`))] : []),
    ]),
    heading('Skills'),
    ...person.skills.map((g) => para([run(`${g.name}: `, { b: true }), run(g.keywords.join(', '))])),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) =>
        bullet(`${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` – ${i.text}` : ''}${i.date ? ` (${formatDate(i.date, 'mon')})` : ''}`),
      ),
    ]),
  ].join('');
  const styles = stylesXml({
    font: 'Arial',
    sz: 20,
    after: 40,
    line: 252,
    styles: [
      {
        id: 'Title',
        name: 'Title',
        basedOn: 'Normal',
        next: 'Normal',
        ui: 10,
        pPr: { spacing: { after: 20 } },
        rPr: { sz: 44, b: true, color: '222222' },
      },
      {
        id: 'Heading1',
        name: 'heading 1',
        basedOn: 'Normal',
        next: 'Normal',
        ui: 9,
        outline: 0,
        pPr: { keepNext: true, spacing: { before: 240, after: 80 } },
        rPr: { b: true, caps: true, sz: 22, color: TEAL, spacing: 12 },
      },
      { id: 'ListBullet', name: 'List Bullet', basedOn: 'Normal', ui: 10, pPr: { num: { id: 1, ilvl: 0 }, spacing: { after: 20 } } },
    ],
  });
  const numbering = numberingXml([
    { levels: [{ fmt: 'bullet', text: '•', left: 360, hanging: 240, pStyle: 'ListBullet', rPr: { font: 'Arial' } }] },
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
