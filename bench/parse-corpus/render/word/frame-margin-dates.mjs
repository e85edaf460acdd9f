// Word, in the manner of an older hand-made Word CV: a wide left page margin, and each job's and
// school's dates set in a legacy Word frame (w:framePr on the paragraph, anchored to the text beside
// it and placed at a fixed distance from the page edge) so that they sit out in the left margin
// level with the job title, the work place in grey under the dates inside the same frame. The body
// text (titles, companies, bullets) stays at the margin, so it reads as indented from the name and
// the section headings, which are pulled out into the margin with a negative indent (small
// capitals, a thin rule under them). A job is its title in bold, then the company in italics, then
// bullets from Word's numbering. Awards, certificates and publications carry their date in a
// frame too. Cambria named (Caladea prints it), US Letter. The .docx is written by hand (ooxml.mjs).
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { numberingXml, para, run, stylesXml, writeHandmadeDocx } from './ooxml.mjs';

const PAGE_LEFT = 2880;
const PAGE_RIGHT = 1080;
const OUTDENT = 1800; // how far headings reach into the left margin
const FRAME_X = 1080; // the date frames, from the page edge
const FRAME_W = 1560;
const ACCENT = '2F5496';
const GREY = '6E6E6E';
const range = (s, e) => `${formatDate(s, 'mon')} –\n${e ? formatDate(e, 'mon') : 'Present'}`;

/** A frame beside the next paragraph: Word anchors it to that paragraph and places it in the margin. */
const FRAME = { w: FRAME_W, hSpace: 180, wrap: 'around', vAnchor: 'text', hAnchor: 'page', x: FRAME_X, y: 1 };
const framed = (lines) =>
  lines
    .filter(Boolean)
    .map((l, n) =>
      para(run(l.text, { sz: 17, color: l.grey ? GREY : '262626', b: n === 0 && !l.grey }), {
        frame: FRAME,
        keepNext: true,
        spacing: { after: 0 },
      }),
    )
    .join('');

const heading = (text) =>
  para(run(text), {
    style: 'SectionHead',
  });
const titleLine = (text) => para(run(text, { b: true }), { keepNext: true, spacing: { before: 160 } });
const orgLine = (text) => para(run(text, { i: true }), { keepNext: true, spacing: { after: 40 } });
const bullet = (text) => para(run(text), { num: { id: 1, ilvl: 0 }, spacing: { after: 30 } });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const contact = [placeOf(person), b.phone, b.email, ...(linkedin ? [`linkedin.com/in/${linkedin.username}`] : [])];
  const body = [
    para(run(b.name, { sz: 48, color: ACCENT }), { ind: { left: -OUTDENT }, spacing: { after: 0 } }),
    para(run(b.label ?? '', { sz: 24, color: GREY }), { ind: { left: -OUTDENT }, spacing: { after: 60 } }),
    para(run(contact.join('   |   '), { sz: 18 }), { ind: { left: -OUTDENT }, spacing: { after: 120 } }),
    ...(b.summary ? [heading('Profile'), para(run(b.summary))] : []),
    heading('Professional Experience'),
    ...person.work.flatMap((j) => [
      framed([{ text: range(j.startDate, j.endDate) }, { text: j.location, grey: true }]),
      titleLine(j.position),
      orgLine(j.name),
      ...(j.summary ? [para(run(j.summary), { spacing: { after: 40 } })] : []),
      ...j.highlights.map(bullet),
    ]),
    heading('Education'),
    ...person.education.flatMap((e) => [
      framed([{ text: range(e.startDate, e.endDate) }]),
      titleLine(`${e.studyType}${e.area ? ` in ${e.area}` : ''}`),
      orgLine(e.institution),
      ...(e.score ? [para(run(`GPA ${e.score}`))] : []),
    ]),
    heading('Skills'),
    ...person.skills.map((g) => para([run(`${g.name}: `, { b: true }), run(g.keywords.join(', '))], { spacing: { after: 60 } })),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.flatMap((i) => [
        ...(i.date ? [framed([{ text: formatDate(i.date, 'mon') }])] : []),
        para(
          [
            run(i.title, { b: !!(i.org || i.text) }),
            run(
              `${i.org ? `, ${i.org}` : ''}${i.text ? `${s.kind === 'languages' ? ' (' : ' – '}${i.text}${s.kind === 'languages' ? ')' : ''}` : ''}`,
            ),
          ],
          { spacing: { before: i.date ? 120 : 0, after: 60 } },
        ),
      ]),
    ]),
  ].join('');
  const styles = stylesXml({
    font: 'Cambria',
    sz: 21,
    after: 0,
    line: 264,
    styles: [
      {
        id: 'SectionHead',
        name: 'Section Head',
        basedOn: 'Normal',
        next: 'Normal',
        pPr: {
          keepNext: true,
          ind: { left: -OUTDENT },
          spacing: { before: 300, after: 120 },
          border: { bottom: { sz: 4, space: 2, color: ACCENT } },
        },
        rPr: { b: true, smallCaps: true, sz: 25, color: ACCENT, spacing: 10 },
      },
    ],
  });
  const numbering = numberingXml([
    { levels: [{ fmt: 'bullet', text: '•', left: 300, hanging: 240, rPr: { font: 'Cambria', color: ACCENT } }] },
  ]);
  const files = writeHandmadeDocx(outBase, {
    body,
    styles,
    numbering,
    title: `${b.name} – CV`,
    author: b.name,
    page: { margins: { top: 1008, right: PAGE_RIGHT, bottom: 1008, left: PAGE_LEFT } },
  });
  return { files, headings: headingsOf(sections) };
}
