// Word, a page laid out with section columns rather than a table, as people do who set up 'Columns'
// from the Layout menu: a one-column section holds the name and the headline (a continuous section
// break after them), then a two-column section of unequal widths with a line between (w:cols
// w:equalWidth="0" w:sep="1"): the main content (profile, experience, education and the rest)
// fills the wide left column and, after a column break, the narrow right column holds the contact
// details, skills and languages. Headings are 'Heading 1' and 'Heading 2' styles of the document
// (Heading 2 smaller, for the right column); jobs are 'Title' in bold over 'Company | dates' and a
// real bullet list. Calibri named (printed with its metric twin), US Letter, narrow margins. The
// .docx is written by hand (ooxml.mjs).
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { numberingXml, para, pPr, run, sectPr, stylesXml, writeHandmadeDocx } from './ooxml.mjs';

const ACCENT = '1F6F78';
const MARGIN = 720;
const CONTENT = 12240 - 2 * MARGIN;
const SPACE = 432;
const RIGHT = 3168;
const LEFT = CONTENT - SPACE - RIGHT;
const PAGE = { margins: { top: 648, right: MARGIN, bottom: 648, left: MARGIN } };
const range = (s, e) => `${formatDate(s, 'mon')} – ${e ? formatDate(e, 'mon') : 'Present'}`;

const h1 = (text) => para(run(text), { style: 'Heading1' });
const h2 = (text, columnBreak = false) =>
  `<w:p>${pPr({ style: 'Heading2' })}${columnBreak ? '<w:r><w:br w:type="column"/></w:r>' : ''}${run(text)}</w:p>`;
const bullet = (text) => para(run(text), { style: 'ListBullet' });
const small = (text, props = {}) => para(run(text, props), { style: 'SidebarText' });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const side = new Set(['languages', 'awards', 'certificates', 'interests']);
  const sections = extraSections(person).filter((s) => !side.has(s.kind));
  const sideSections = extraSections(person).filter((s) => side.has(s.kind) && s.kind !== 'languages');
  // The one-column section: its last paragraph carries the section's properties.
  const top = [
    para(run(b.name), { style: 'Title' }),
    `<w:p>${pPr({ style: 'Subtitle' }).replace('</w:pPr>', `${sectPr({ ...PAGE })}</w:pPr>`)}${run(b.label)}</w:p>`,
  ];
  const main = [
    ...(b.summary ? [h1('Profile'), para(run(b.summary))] : []),
    h1('Experience'),
    ...person.work.flatMap((j) => [
      para(run(j.position), { style: 'JobTitle' }),
      para([run(j.name, { b: true, color: ACCENT }), run(`  |  ${range(j.startDate, j.endDate)}  |  ${j.location}`)], { style: 'JobMeta' }),
      ...(j.summary ? [para(run(j.summary), { spacing: { after: 40 } })] : []),
      ...j.highlights.map(bullet),
    ]),
    h1('Education'),
    ...person.education.flatMap((e) => [
      para(run(`${e.studyType}${e.area ? ` in ${e.area}` : ''}`), { style: 'JobTitle' }),
      para([run(e.institution, { b: true, color: ACCENT }), run(`  |  ${range(e.startDate, e.endDate)}`)], { style: 'JobMeta' }),
      ...(e.score ? [para(run(`GPA ${e.score}`))] : []),
    ]),
    ...sections.flatMap((s) => [
      h1(s.heading),
      ...s.items.map((i) =>
        bullet(`${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` – ${i.text}` : ''}${i.date ? ` (${formatDate(i.date, 'mon')})` : ''}`),
      ),
    ]),
  ];
  const sidebar = [
    h2('Contact', true),
    small(placeOf(person)),
    small(b.phone),
    small(b.email),
    ...(linkedin ? [small(`linkedin.com/in/${linkedin.username}`)] : []),
    h2('Skills'),
    ...person.skills.flatMap((g) => [small(g.name, { b: true }), ...g.keywords.map((k) => small(k))]),
    ...(person.languages?.length ? [h2('Languages'), ...person.languages.map((l) => small(`${l.language} – ${l.fluency}`))] : []),
    // The short lists go to the narrow column too, each item on a line or two.
    ...sideSections.flatMap((s) => [
      h2(s.heading),
      ...s.items.flatMap((i) => [
        small(i.title, { b: true }),
        ...(i.org || i.date ? [small([i.org, i.date ? formatDate(i.date, 'mon') : ''].filter(Boolean).join(', '))] : []),
      ]),
    ]),
  ];
  const body = [...top, ...main, ...sidebar].join('');
  const styles = stylesXml({
    font: 'Calibri',
    sz: 19,
    after: 40,
    line: 240,
    styles: [
      {
        id: 'Title',
        name: 'Title',
        basedOn: 'Normal',
        next: 'Subtitle',
        ui: 10,
        pPr: { spacing: { after: 0 } },
        rPr: { sz: 56, color: '262626', spacing: -10 },
      },
      {
        id: 'Subtitle',
        name: 'Subtitle',
        basedOn: 'Normal',
        next: 'Normal',
        ui: 11,
        pPr: { spacing: { after: 160 }, border: { bottom: { sz: 12, space: 6, color: ACCENT } } },
        rPr: { sz: 26, color: ACCENT, spacing: 10 },
      },
      {
        id: 'Heading1',
        name: 'heading 1',
        basedOn: 'Normal',
        next: 'Normal',
        ui: 9,
        outline: 0,
        pPr: { keepNext: true, spacing: { before: 160, after: 60 } },
        rPr: { b: true, caps: true, color: ACCENT, sz: 22, spacing: 10 },
      },
      {
        id: 'Heading2',
        name: 'heading 2',
        basedOn: 'Normal',
        next: 'SidebarText',
        ui: 9,
        outline: 1,
        pPr: { keepNext: true, spacing: { before: 200, after: 60 } },
        rPr: { b: true, caps: true, color: ACCENT, sz: 21, spacing: 10 },
      },
      {
        id: 'JobTitle',
        name: 'Job Title',
        basedOn: 'Normal',
        next: 'JobMeta',
        pPr: { keepNext: true, spacing: { before: 100, after: 0 } },
        rPr: { b: true, sz: 21 },
      },
      {
        id: 'JobMeta',
        name: 'Job Details',
        basedOn: 'Normal',
        next: 'Normal',
        pPr: { keepNext: true, spacing: { after: 60 } },
        rPr: { color: '595959', sz: 19 },
      },
      { id: 'SidebarText', name: 'Sidebar Text', basedOn: 'Normal', pPr: { spacing: { after: 20 } }, rPr: { sz: 19 } },
      { id: 'ListBullet', name: 'List Bullet', basedOn: 'Normal', ui: 10, pPr: { num: { id: 1, ilvl: 0 }, spacing: { after: 20 } } },
    ],
  });
  const numbering = numberingXml([
    { levels: [{ fmt: 'bullet', text: '▪', left: 288, hanging: 216, pStyle: 'ListBullet', rPr: { color: ACCENT } }] },
  ]);
  const files = writeHandmadeDocx(outBase, {
    body,
    styles,
    numbering,
    title: 'Resume',
    author: b.name,
    page: { ...PAGE, type: 'continuous', cols: { widths: [LEFT, RIGHT], space: SPACE, sep: true } },
  });
  return { files, headings: headingsOf([...sections, ...sideSections]) };
}
