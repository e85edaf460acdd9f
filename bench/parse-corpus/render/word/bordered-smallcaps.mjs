// Word, in the classic manner of Word's plain resume templates: section headings in small capitals
// (w:smallCaps) over a bottom paragraph border; each job on two lines, the employer in bold with
// its city at a right tab stop, then the title in italics with the dates at a right tab stop
// ('Apr 2022 – Aug 2025'); its bullets are items of a real list. Name centred in small capitals,
// the contact details centred under it between diamonds. Times New Roman named (printed with its
// metric twin), US Letter. The .docx is written by hand (ooxml.mjs).
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { numberingXml, para, run, stylesXml, writeHandmadeDocx } from './ooxml.mjs';

const WIDTH = 12240 - 2 * 1080;
const range = (s, e) => `${formatDate(s, 'mon')} – ${e ? formatDate(e, 'mon') : 'Present'}`;
const heading = (text) => para(run(text), { style: 'Heading1' });
const bullet = (text) => para(run(text), { style: 'ListBullet' });
const tabbed = (left, leftProps, right, rightProps, before = 0) =>
  para([run(left, leftProps), ...(right ? [run(`\t${right}`, rightProps)] : [])], {
    tabs: [{ val: 'right', pos: WIDTH }],
    keepNext: true,
    spacing: { before, after: 0 },
  });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const contact = [placeOf(person), b.phone, b.email, ...(linkedin ? [`linkedin.com/in/${linkedin.username}`] : [])];
  const body = [
    para(run(b.name, { smallCaps: true, b: true, sz: 40, spacing: 10 }), { jc: 'center', spacing: { after: 40 } }),
    para(
      contact.flatMap((c, n) => [...(n ? [run('  ◆  ', { sz: 12 })] : []), run(c)]),
      { jc: 'center', spacing: { after: 80 } },
    ),
    ...(b.summary ? [heading('Summary'), para(run(b.summary), { jc: 'both' })] : []),
    heading('Experience'),
    ...person.work.flatMap((j) => {
      const [city, ...country] = j.location.split(', ');
      return [
        tabbed(j.name, { b: true }, [city, ...country].join(', '), {}, 140),
        tabbed(j.position, { i: true }, range(j.startDate, j.endDate), { i: true }),
        ...[...(j.summary ? [j.summary] : []), ...j.highlights].map(bullet),
      ];
    }),
    heading('Education'),
    ...person.education.flatMap((e) => [
      tabbed(e.institution, { b: true }, '', {}, 140),
      tabbed(`${e.studyType}${e.area ? ` in ${e.area}` : ''}`, { i: true }, range(e.startDate, e.endDate), { i: true }),
      ...(e.score ? [bullet(`GPA ${e.score}`)] : []),
    ]),
    heading('Skills'),
    ...person.skills.map((g) => para([run(`${g.name}: `, { b: true }), run(g.keywords.join(', '))], { spacing: { after: 20 } })),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) =>
        i.date
          ? tabbed(`${i.title}${i.org ? `, ${i.org}` : ''}`, {}, formatDate(i.date, 'mon'), {})
          : bullet(`${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` – ${i.text}` : ''}`),
      ),
    ]),
  ].join('');
  const styles = stylesXml({
    font: 'Times New Roman',
    sz: 22,
    after: 0,
    line: 240,
    styles: [
      {
        id: 'Heading1',
        name: 'heading 1',
        basedOn: 'Normal',
        next: 'Normal',
        ui: 9,
        outline: 0,
        pPr: { keepNext: true, border: { bottom: { sz: 6, space: 1, color: '000000' } }, spacing: { before: 240, after: 80 } },
        rPr: { smallCaps: true, b: true, sz: 26, spacing: 6 },
      },
      { id: 'ListBullet', name: 'List Bullet', basedOn: 'Normal', ui: 10, pPr: { num: { id: 1, ilvl: 0 }, spacing: { after: 0 } } },
    ],
  });
  const numbering = numberingXml([{ levels: [{ fmt: 'bullet', text: '•', left: 360, hanging: 360, pStyle: 'ListBullet' }] }]);
  const files = writeHandmadeDocx(outBase, {
    body,
    styles,
    numbering,
    title: 'Resume',
    author: b.name,
    page: { margins: { top: 1080, right: 1080, bottom: 1080, left: 1080 } },
  });
  return { files, headings: headingsOf(sections) };
}
