// Word, a CV whose middle changes to newspaper columns with continuous section breaks, as people do
// in Word to save room for short lists. The page opens in one column: the name large and bold, the
// headline in grey under it, one contact line, then 'Summary' and 'Experience' (each job a line
// 'Job Title' in bold with its dates on a right tab, then 'Company | City, Region' in italics, a
// short summary if any and the bullets from Word's numbering). A continuous section break (a
// paragraph whose w:sectPr ends the one-column section) follows, and the next section, starting on
// the same page, sets two equal columns (w:cols w:num="2"): 'Skills' (each group in bold over its
// terms) and 'Languages' in the left column, then a column break and 'Education' (degree in bold,
// school, years, a GPA if any) in the right one. A second continuous break ends the columns, and
// the rest of the person's sections (projects, volunteering, awards and so on) run in one column
// again as bullets. Section headings in bold capitals with a thin coloured rule under them. Calibri
// named (Carlito prints it), US Letter. The .docx is written by hand (ooxml.mjs).
import { extraSections, formatDate, formatRange, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { numberingXml, para, run, stylesXml, writeHandmadeDocx } from './ooxml.mjs';

const PAGE_W = 12240;
const PAGE_H = 15840;
const MARGIN = 1080;
const RIGHT = PAGE_W - 2 * MARGIN;
const ACCENT = '1F4E79';
const GREY = '595959';

/** A section's properties as Word writes them; `columns` > 1 gives equal newspaper columns. */
function sectionProps({ columns = 1, continuous = false } = {}) {
  const cols = columns > 1 ? `<w:cols w:num="${columns}" w:space="432"/>` : '<w:cols w:space="720"/>';
  return `<w:sectPr>${continuous ? '<w:type w:val="continuous"/>' : ''}<w:pgSz w:w="${PAGE_W}" w:h="${PAGE_H}"/><w:pgMar w:top="${MARGIN}" w:right="${MARGIN}" w:bottom="${MARGIN}" w:left="${MARGIN}" w:header="720" w:footer="720" w:gutter="0"/>${cols}<w:docGrid w:linePitch="360"/></w:sectPr>`;
}

/** The paragraph carrying a section break: it ends the section whose properties it holds. */
const sectionBreak = (props) => `<w:p><w:pPr><w:spacing w:after="0" w:line="240" w:lineRule="auto"/>${props}</w:pPr></w:p>`;
const columnBreak = '<w:r><w:br w:type="column"/></w:r>';

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const languages = sections.find((s) => s.kind === 'languages');
  const rest = sections.filter((s) => s.kind !== 'languages');
  const heading = (text, extra = []) => para([...extra, run(text)], { style: 'Heading1' });
  const bullet = (text) => para(run(text), { style: 'ListBullet' });
  const contact = [placeOf(person), b.phone, b.email, ...(linkedin ? [`linkedin.com/in/${linkedin.username}`] : [])];

  const top = [
    para(run(b.name), { style: 'Title' }),
    ...(b.label ? [para(run(b.label), { style: 'Subtitle' })] : []),
    para(run(contact.join('  |  '), { sz: 19 }), { spacing: { after: 120 } }),
    ...(b.summary ? [heading('Summary'), para(run(b.summary))] : []),
    heading('Experience'),
    ...person.work.flatMap((j) => [
      para([run(j.position, { b: true }), run(`\t${formatRange(j.startDate, j.endDate, 'mon')}`)], {
        keepNext: true,
        tabs: [{ val: 'right', pos: RIGHT }],
        spacing: { before: 140, after: 0 },
      }),
      para(run([j.name, j.location].filter(Boolean).join(' | '), { i: true, color: GREY }), { keepNext: true, spacing: { after: 40 } }),
      ...(j.summary ? [para(run(j.summary), { spacing: { after: 40 } })] : []),
      ...j.highlights.map(bullet),
    ]),
  ];

  const columns = [
    heading('Skills'),
    ...person.skills.flatMap((g) => [
      para(run(g.name, { b: true }), { keepNext: true, spacing: { after: 0 } }),
      para(run(g.keywords.join(', ')), { spacing: { after: 80 } }),
    ]),
    ...(languages
      ? [
          heading(languages.heading),
          ...languages.items.map((i) => para(run(`${i.title}${i.text ? ` – ${i.text}` : ''}`), { spacing: { after: 20 } })),
        ]
      : []),
    heading('Education', [columnBreak]),
    ...person.education.flatMap((e) => [
      para(run(`${e.studyType}${e.area ? ` in ${e.area}` : ''}`, { b: true }), { keepNext: true, spacing: { after: 0 } }),
      para(run(e.institution), { keepNext: true, spacing: { after: 0 } }),
      para(run(formatRange(e.startDate, e.endDate, 'year'), { color: GREY }), { spacing: { after: e.score ? 0 : 100 } }),
      ...(e.score ? [para(run(`GPA: ${e.score}`, { color: GREY }), { spacing: { after: 100 } })] : []),
    ]),
  ];

  const after = rest.flatMap((s) => [
    heading(s.heading),
    ...s.items.map((i) =>
      bullet(`${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` – ${i.text}` : ''}${i.date ? ` (${formatDate(i.date, 'mon')})` : ''}`),
    ),
  ]);

  const body = [
    ...top,
    sectionBreak(sectionProps()),
    ...columns,
    sectionBreak(sectionProps({ columns: 2, continuous: true })),
    ...after,
  ].join('');

  const styles = stylesXml({
    font: 'Calibri',
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
        pPr: { spacing: { after: 0 } },
        rPr: { b: true, sz: 52, color: ACCENT },
      },
      {
        id: 'Subtitle',
        name: 'Subtitle',
        basedOn: 'Normal',
        next: 'Normal',
        ui: 11,
        pPr: { spacing: { after: 40 } },
        rPr: { sz: 25, color: GREY },
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
          border: { bottom: { sz: 6, space: 1, color: ACCENT } },
          spacing: { before: 240, after: 100 },
        },
        rPr: { b: true, caps: true, sz: 24, color: ACCENT, spacing: 10 },
      },
      { id: 'ListBullet', name: 'List Bullet', basedOn: 'Normal', ui: 10, pPr: { num: { id: 1, ilvl: 0 }, spacing: { after: 30 } } },
    ],
  });
  const numbering = numberingXml([
    { levels: [{ fmt: 'bullet', text: '•', left: 360, hanging: 252, pStyle: 'ListBullet', rPr: { font: 'Calibri' } }] },
  ]);
  const files = writeHandmadeDocx(outBase, {
    body,
    styles,
    numbering,
    title: `${b.name} – Resume`,
    author: b.name,
    page: { width: PAGE_W, height: PAGE_H, margins: { top: MARGIN, right: MARGIN, bottom: MARGIN, left: MARGIN }, type: 'continuous' },
  });
  return { files, headings: headingsOf(sections) };
}
