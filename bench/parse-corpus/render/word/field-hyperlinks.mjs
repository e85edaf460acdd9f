// Word, contact links as the field codes Word itself writes when a link is inserted into a typed
// line: each a complex field (w:fldChar begin, w:instrText 'HYPERLINK "…"', separate, the display
// runs in the 'Hyperlink' character style, end), the e-mail address displayed as itself (a
// 'mailto:' target) and the LinkedIn address only in the field, displayed as the words 'LinkedIn
// profile'. Section headings are plain paragraphs whose run carries a character style of the
// document's own ('Section Heading Char': bold, capitals, dark teal) defined in styles.xml; the
// rest is Normal text with bold or italic set on the runs. Each job is 'Title, Company' over a
// dates line in italics, then a real bullet list. Garamond named (printed with whatever
// LibreOffice substitutes), US Letter. The .docx is written by hand (ooxml.mjs).
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { esc, numberingXml, para, run, stylesXml, writeHandmadeDocx } from './ooxml.mjs';

const TEAL = '1F4E5F';
const range = (s, e) => `${formatDate(s, 'month')} – ${e ? formatDate(e, 'month') : 'Present'}`;

/** A HYPERLINK field; `display` is one or more run texts (Word splits runs where they were edited). */
const hyperlink = (target, display) =>
  [
    '<w:r><w:fldChar w:fldCharType="begin"/></w:r>',
    `<w:r><w:instrText xml:space="preserve"> HYPERLINK "${esc(target)}" </w:instrText></w:r>`,
    '<w:r><w:fldChar w:fldCharType="separate"/></w:r>',
    ...[].concat(display).map((text) => run(text, { style: 'Hyperlink' })),
    '<w:r><w:fldChar w:fldCharType="end"/></w:r>',
  ].join('');

const heading = (text) => para(run(text, { style: 'SectionHeadingChar' }), { keepNext: true, spacing: { before: 280, after: 80 } });
const bullet = (text) => para(run(text), { num: { id: 1, ilvl: 0 }, ind: { left: 360, hanging: 270 }, spacing: { after: 30 } });
const entryHead = (title, org) =>
  para([run(title, { b: true }), ...(org ? [run(`, ${org}`)] : [])], { keepNext: true, spacing: { before: 160, after: 0 } });
const datesLine = (text) => para(run(text, { i: true, color: '595959' }), { keepNext: true, spacing: { after: 60 } });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person).filter((s) => s.kind !== 'languages');
  const [local, domain] = b.email.split('@');
  const sep = run('  |  ', { color: '808080' });
  const body = [
    para(run(b.name, { b: true, sz: 44, color: TEAL }), { spacing: { after: 0 } }),
    para(run(b.label, { sz: 24 }), { spacing: { after: 80 } }),
    para(
      [
        run(placeOf(person)),
        sep,
        run(b.phone),
        sep,
        hyperlink(`mailto:${b.email}`, [local, `@${domain}`]),
        ...(linkedin ? [sep, hyperlink(linkedin.url, ['LinkedIn', ' profile'])] : []),
      ],
      { spacing: { after: 120 }, border: { bottom: { sz: 8, space: 4, color: TEAL } } },
    ),
    ...(b.summary ? [heading('Summary'), para(run(b.summary))] : []),
    heading('Experience'),
    ...person.work.flatMap((j) => [
      entryHead(j.position, j.name),
      datesLine(`${range(j.startDate, j.endDate)}  ·  ${j.location}`),
      ...(j.summary ? [para(run(j.summary), { spacing: { after: 40 } })] : []),
      ...j.highlights.map(bullet),
    ]),
    heading('Education'),
    ...person.education.flatMap((e) => [
      entryHead(`${e.studyType}${e.area ? ` in ${e.area}` : ''}`, e.institution),
      datesLine(range(e.startDate, e.endDate)),
      ...(e.score ? [para(run(`GPA: ${e.score}`))] : []),
    ]),
    heading('Skills'),
    ...person.skills.map((g) => para([run(`${g.name}: `, { b: true }), run(g.keywords.join(', '))], { spacing: { after: 40 } })),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) =>
        bullet(`${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` – ${i.text}` : ''}${i.date ? ` (${formatDate(i.date, 'month')})` : ''}`),
      ),
    ]),
    ...(person.languages?.length
      ? [heading('Languages'), para(run(person.languages.map((l) => `${l.language} (${l.fluency})`).join(', ')))]
      : []),
  ].join('');
  const styles = stylesXml({
    font: 'Garamond',
    sz: 21,
    after: 60,
    line: 252,
    styles: [
      {
        id: 'SectionHeadingChar',
        name: 'Section Heading Char',
        type: 'character',
        basedOn: 'DefaultParagraphFont',
        ui: 1,
        rPr: { b: true, caps: true, color: TEAL, sz: 26, spacing: 12 },
      },
      { id: 'Hyperlink', name: 'Hyperlink', type: 'character', basedOn: 'DefaultParagraphFont', ui: 99, rPr: { color: '0563C1', u: true } },
    ],
  });
  const numbering = numberingXml([{ levels: [{ fmt: 'bullet', text: '•', left: 360, hanging: 270 }] }]);
  const files = writeHandmadeDocx(outBase, {
    body,
    styles,
    numbering,
    title: `${b.name} – Resume`,
    author: b.name,
    page: { margins: { top: 936, right: 1080, bottom: 936, left: 1080 } },
  });
  return { files, headings: { ...headingsOf(sections) } };
}
