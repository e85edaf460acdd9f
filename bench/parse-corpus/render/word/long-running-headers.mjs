// Word, a long CV over several pages: a roomy first page with the name and contact block, then
// from page two a running header ('Name – Curriculum Vitae' left, the date it was updated right, as
// DD/MM/YYYY) and a 'Page N' footer; 12-point text, each job a heading paragraph 'Title, Company'
// with the place and dates on their own line, a summary paragraph and bullets, open roles 'Current'.
import { AlignmentType, Document, Footer, Header, PageNumber, Paragraph, TabStopType, TextRun } from 'docx';
import { extraSections, formatRange, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { bulletNumbering, writeDocx } from './common.mjs';

const heading = (text) =>
  new Paragraph({
    spacing: { before: 360, after: 120 },
    border: { bottom: { style: 'single', size: 4, color: '404040', space: 2 } },
    children: [new TextRun({ text, bold: true, size: 28 })],
  });
const para = (text, opts = {}) =>
  new Paragraph({ spacing: { after: 120, line: 300 }, children: [new TextRun({ text, size: 24, ...opts })] });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const updated = `${String((person.seed % 27) + 1).padStart(2, '0')}/${String((person.seed % 12) + 1).padStart(2, '0')}/2025`;
  const header = new Header({
    children: [
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: 9360 }],
        border: { bottom: { style: 'single', size: 4, color: 'A0A0A0', space: 1 } },
        children: [
          new TextRun({ text: `${b.name} – Curriculum Vitae`, size: 18, color: '707070' }),
          new TextRun({ text: `\tUpdated ${updated}`, size: 18, color: '707070' }),
        ],
      }),
    ],
  });
  const footer = new Footer({
    children: [
      new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ children: ['Page ', PageNumber.CURRENT], size: 18 })] }),
    ],
  });
  const children = [
    new Paragraph({ spacing: { before: 600 }, children: [new TextRun({ text: b.name, size: 56 })] }),
    new Paragraph({ spacing: { after: 240 }, children: [new TextRun({ text: b.label, size: 30, italics: true })] }),
    para(`Address: ${placeOf(person)}`),
    para(`Telephone: ${b.phone}`),
    para(`E-mail: ${b.email}`),
    ...(linkedin ? [para(`LinkedIn: ${linkedin.url}`)] : []),
    ...(b.summary ? [heading('Personal Statement'), para(b.summary)] : []),
    heading('Career History'),
    ...person.work.flatMap((job) => [
      new Paragraph({
        spacing: { before: 240, after: 60 },
        children: [new TextRun({ text: `${job.position}, ${job.name}`, bold: true, size: 24 })],
      }),
      para(`${job.location} · ${formatRange(job.startDate, job.endDate, 'month', { open: 'Current' })}`, {
        italics: true,
        color: '505050',
      }),
      ...(job.summary ? [para(job.summary)] : []),
      ...job.highlights.map(
        (h) =>
          new Paragraph({
            spacing: { after: 80, line: 300 },
            numbering: { reference: 'bullets', level: 0 },
            children: [new TextRun({ text: h, size: 24 })],
          }),
      ),
    ]),
    heading('Education and Qualifications'),
    ...person.education.flatMap((e) => [
      new Paragraph({ spacing: { before: 160 }, children: [new TextRun({ text: e.institution, bold: true, size: 24 })] }),
      para(`${e.studyType}${e.area ? ` in ${e.area}` : ''}${e.score ? ` (GPA ${e.score})` : ''}`),
      para(formatRange(e.startDate, e.endDate, 'month'), { italics: true, color: '505050' }),
    ]),
    heading('Skills'),
    ...person.skills.map((g) => para(`${g.name}: ${g.keywords.join(', ')}`)),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) => para(`${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? `. ${i.text}` : ''}`)),
    ]),
    heading('References'),
    para('Available on request.'),
  ];
  const doc = new Document({
    numbering: bulletNumbering('–'),
    sections: [
      {
        properties: { titlePage: true },
        headers: { default: header, first: new Header({ children: [] }) },
        footers: { default: footer, first: footer },
        children,
      },
    ],
  });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
