// Word, a text box as the sidebar: contact details, skills and languages float in a box at the
// page's left edge; the body (summary, experience, education) flows to its right.
import { Document, Paragraph, TextRun, Textbox } from 'docx';
import { extraSections, formatRange, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { bulletNumbering, writeDocx } from './common.mjs';

const small = (text, opts = {}) => new Paragraph({ spacing: { after: 40 }, children: [new TextRun({ text, size: 18, ...opts })] });
const heading = (text) =>
  new Paragraph({
    spacing: { before: 200, after: 60 },
    children: [new TextRun({ text: text.toUpperCase(), bold: true, size: 22, color: '2E74B5' })],
  });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const side = sections.filter((s) => s.kind === 'languages' || s.kind === 'interests');
  const main = sections.filter((s) => !side.includes(s));
  const box = new Textbox({
    style: {
      width: '2.1in',
      height: '9.6in',
      positionHorizontal: 'absolute',
      positionHorizontalRelative: 'page',
      positionVertical: 'absolute',
      positionVerticalRelative: 'page',
      marginLeft: '0.3in',
      marginTop: '0.5in',
    },
    children: [
      heading('Contact'),
      small(placeOf(person)),
      small(b.phone),
      small(b.email),
      ...(linkedin ? [small(`linkedin.com/in/${linkedin.username}`)] : []),
      heading('Skills'),
      ...person.skills.flatMap((g) => [small(g.name, { bold: true }), ...g.keywords.map((k) => small(k))]),
      ...side.flatMap((s) => [heading(s.heading), ...s.items.map((i) => small(`${i.title}${i.text ? ` (${i.text})` : ''}`))]),
    ],
  });
  const children = [
    box,
    new Paragraph({ children: [new TextRun({ text: b.name, bold: true, size: 44 })] }),
    new Paragraph({ children: [new TextRun({ text: b.label, size: 24, color: '555555' })] }),
    ...(b.summary ? [heading('Profile'), new Paragraph(b.summary)] : []),
    heading('Experience'),
    ...person.work.flatMap((job) => [
      new Paragraph({
        spacing: { before: 120 },
        children: [new TextRun({ text: job.position, bold: true }), new TextRun(` | ${job.name}`)],
      }),
      new Paragraph({
        children: [new TextRun({ text: `${formatRange(job.startDate, job.endDate, 'mon')}, ${job.location}`, italics: true, size: 18 })],
      }),
      ...job.highlights.map((h) => new Paragraph({ text: h, numbering: { reference: 'bullets', level: 0 } })),
    ]),
    heading('Education'),
    ...person.education.flatMap((e) => [
      new Paragraph({ children: [new TextRun({ text: `${e.studyType}${e.area ? ` in ${e.area}` : ''}`, bold: true })] }),
      new Paragraph(`${e.institution}, ${formatRange(e.startDate, e.endDate, 'year')}`),
    ]),
    ...main.flatMap((s) => [
      heading(s.heading),
      ...s.items.map(
        (i) => new Paragraph({ text: `${i.title}${i.org ? `, ${i.org}` : ''}`, numbering: { reference: 'bullets', level: 0 } }),
      ),
    ]),
  ];
  const doc = new Document({
    numbering: bulletNumbering(),
    sections: [{ properties: { page: { margin: { left: 3600, right: 720, top: 720, bottom: 720 } } }, children }],
  });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
