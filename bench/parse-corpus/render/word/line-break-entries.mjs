// Word, typed the way many people build entries in Word: each job is ONE paragraph whose lines are
// soft line breaks (Shift+Enter, w:br): the title in bold, then 'Company | City, Country' in
// italics, then the dates ('04/2022 – 08/2025'); its bullets follow as items of a real list. The
// name is centred in spaced capitals, the contact line centred under it; section headings are
// capitals with wide letter spacing (w:spacing on the runs) over a thin rule. Georgia named,
// US Letter. The .docx is written by hand (ooxml.mjs).
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { numberingXml, para, run, stylesXml, writeHandmadeDocx } from './ooxml.mjs';

const range = (s, e) => `${formatDate(s, 'num')} – ${e ? formatDate(e, 'num') : 'present'}`;
const heading = (text) =>
  para(run(text.toUpperCase(), { b: true, spacing: 60, sz: 22 }), {
    spacing: { before: 300, after: 120 },
    keepNext: true,
    border: { bottom: { sz: 4, space: 3, color: '808080' } },
  });
const bullet = (text) => para(run(text), { style: 'ListParagraph', num: { id: 1, ilvl: 0 }, spacing: { after: 40 } });
/** One paragraph, its lines held together by soft line breaks. */
const entry = (lines) =>
  para(
    lines.flatMap(([text, props], n) => [...(n ? ['<w:r><w:br/></w:r>'] : []), run(text, props)]),
    { spacing: { before: 160, after: 60 }, keepNext: true, keepLines: true },
  );

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const body = [
    para(run(b.name.toUpperCase(), { sz: 40, spacing: 80 }), { jc: 'center', spacing: { after: 60 } }),
    para(
      run([placeOf(person), b.phone, b.email, ...(linkedin ? [`linkedin.com/in/${linkedin.username}`] : [])].join('  |  '), { sz: 18 }),
      { jc: 'center', spacing: { after: 120 } },
    ),
    ...(b.summary ? [heading('Summary'), para(run(b.summary))] : []),
    heading('Professional Experience'),
    ...person.work.flatMap((j) => [
      entry([
        [j.position, { b: true }],
        [`${j.name} | ${j.location}`, { i: true }],
        [range(j.startDate, j.endDate), {}],
      ]),
      ...[...(j.summary ? [j.summary] : []), ...j.highlights].map(bullet),
    ]),
    heading('Education'),
    ...person.education.map((e) =>
      entry([
        [`${e.studyType}${e.area ? ` in ${e.area}` : ''}`, { b: true }],
        [e.institution, { i: true }],
        [range(e.startDate, e.endDate), {}],
        ...(e.score ? [[`GPA ${e.score}`, {}]] : []),
      ]),
    ),
    heading('Skills'),
    ...person.skills.map((g) =>
      para([run(`${g.name}: `, { b: true }), run(g.keywords.join(', '))], { style: 'ListParagraph', num: { id: 1, ilvl: 0 } }),
    ),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) =>
        i.org || i.date
          ? entry([
              [i.title, { b: true }],
              [[i.org, i.text].filter(Boolean).join(' – '), { i: true }],
              ...(i.date ? [[formatDate(i.date, 'num'), {}]] : []),
            ])
          : bullet(`${i.title}${i.text ? ` – ${i.text}` : ''}`),
      ),
    ]),
  ].join('');
  const styles = stylesXml({ font: 'Georgia', sz: 20, after: 0, line: 252 });
  const numbering = numberingXml([
    {
      levels: [
        { fmt: 'bullet', text: '•', left: 540, hanging: 270 },
        { fmt: 'bullet', text: '–', left: 1080, hanging: 270 },
      ],
    },
  ]);
  const files = writeHandmadeDocx(outBase, {
    body,
    styles,
    numbering,
    title: `Resume – ${b.name}`,
    author: b.name,
    page: { margins: { top: 1080, right: 1152, bottom: 1080, left: 1152 } },
  });
  return { files, headings: headingsOf(sections) };
}
