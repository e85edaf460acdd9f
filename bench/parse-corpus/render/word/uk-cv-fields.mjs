// Word, a UK-style CV as people type it from careers-service advice: the name centred over
// labelled contact lines ('Address:', 'Mobile:', 'Email:', 'LinkedIn:'), then 'Personal Profile',
// 'Key Skills' as a bulleted list, 'Employment History' with each job as the job title in bold over
// 'Employer: …' and 'Dates: …' lines (the labels in bold), a line of what the role was, then
// 'Key achievements:' and its bullets; 'Education and Qualifications' in the same labelled manner,
// the other sections after, and 'References available on request' at the end. Headings bold over a
// thin rule; body paragraphs justified. Arial named (printed with its metric twin), A4, full month
// names. The .docx is written by hand (ooxml.mjs).
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { numberingXml, para, run, stylesXml, writeHandmadeDocx } from './ooxml.mjs';

const range = (s, e, style = 'month') => `${formatDate(s, style)} – ${e ? formatDate(e, style) : 'Present'}`;
const UK_HEADINGS = { volunteer: 'Voluntary Work', certificates: 'Professional Qualifications', interests: 'Hobbies and Interests' };

const heading = (text) => para(run(text), { style: 'CVHeading' });
const bullet = (text) => para(run(text), { style: 'ListBullet' });
const labelled = (label, value, extra = {}) =>
  para([run(`${label}: `, { b: true }), run(value)], { jc: 'both', spacing: { after: 0 }, ...extra });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person)
    .filter((s) => s.kind !== 'languages')
    .map((s) => ({ ...s, heading: UK_HEADINGS[s.kind] ?? s.heading }));
  const contact = [
    ['Address', placeOf(person)],
    ['Mobile', b.phone],
    ['Email', b.email],
    ...(linkedin ? [['LinkedIn', `linkedin.com/in/${linkedin.username}`]] : []),
  ];
  const body = [
    para(run(b.name, { b: true, sz: 36 }), { jc: 'center', spacing: { after: 60 } }),
    ...contact.map(([label, value]) => para([run(`${label}: `, { b: true }), run(value)], { jc: 'center', spacing: { after: 0 } })),
    ...(b.summary ? [heading('Personal Profile'), para(run(b.summary), { jc: 'both' })] : []),
    heading('Key Skills'),
    ...person.skills.map((g) => para([run(`${g.name}: `, { b: true }), run(g.keywords.join(', '))], { style: 'ListBullet' })),
    ...(person.languages?.length ? [bullet(`Languages: ${person.languages.map((l) => `${l.language} (${l.fluency})`).join(', ')}`)] : []),
    heading('Employment History'),
    ...person.work.flatMap((j, n) => [
      para(run(j.position, { b: true, sz: 22 }), { keepNext: true, spacing: { before: n ? 200 : 60, after: 20 } }),
      labelled('Employer', `${j.name}, ${j.location}`, { keepNext: true }),
      labelled('Dates', range(j.startDate, j.endDate), { keepNext: true, spacing: { after: 60 } }),
      ...(j.summary ? [para(run(j.summary), { jc: 'both' })] : []),
      ...(j.highlights.length
        ? [para(run('Key achievements:', { b: true, i: true }), { keepNext: true, spacing: { after: 20 } }), ...j.highlights.map(bullet)]
        : []),
    ]),
    heading('Education and Qualifications'),
    ...person.education.flatMap((e, n) => [
      para(run(`${e.studyType}${e.area ? ` in ${e.area}` : ''}`, { b: true }), {
        keepNext: true,
        spacing: { before: n ? 160 : 60, after: 20 },
      }),
      labelled('Institution', e.institution, { keepNext: true }),
      labelled('Dates', range(e.startDate, e.endDate, 'year')),
      ...(e.score ? [labelled('Grade', e.score)] : []),
    ]),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) =>
        s.kind === 'projects' || s.kind === 'volunteer'
          ? para([run(`${i.title}${i.org ? `, ${i.org}` : ''}`, { b: true }), ...(i.text ? [run(` – ${i.text}`)] : [])], { jc: 'both' })
          : bullet(`${i.title}${i.org ? `, ${i.org}` : ''}${i.date ? ` (${formatDate(i.date, 'month')})` : ''}`),
      ),
    ]),
    para(run('References available on request', { i: true }), { jc: 'center', spacing: { before: 360 } }),
  ].join('');
  const styles = stylesXml({
    font: 'Arial',
    sz: 20,
    after: 80,
    line: 259,
    styles: [
      {
        id: 'CVHeading',
        name: 'CV Heading',
        basedOn: 'Normal',
        next: 'Normal',
        pPr: { keepNext: true, border: { bottom: { sz: 4, space: 1, color: '7F7F7F' } }, spacing: { before: 280, after: 100 } },
        rPr: { b: true, sz: 24 },
      },
      {
        id: 'ListBullet',
        name: 'List Bullet',
        basedOn: 'Normal',
        ui: 10,
        pPr: { num: { id: 1, ilvl: 0 }, jc: 'both', spacing: { after: 30 } },
      },
    ],
  });
  const numbering = numberingXml([{ levels: [{ fmt: 'bullet', text: '•', left: 360, hanging: 360, pStyle: 'ListBullet' }] }]);
  const files = writeHandmadeDocx(outBase, {
    body,
    styles,
    numbering,
    title: 'Curriculum Vitae',
    author: b.name,
    page: { width: 11906, height: 16838, margins: { top: 1134, right: 1134, bottom: 1134, left: 1134 } },
  });
  return { files, headings: headingsOf(sections) };
}
