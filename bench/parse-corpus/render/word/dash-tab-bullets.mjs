// Word, typed by hand: the bullets are plain paragraphs that start with an en dash and a tab
// ('–<tab>Led …', hanging indent), not a Word list. Name in bold on the left, contact details on
// two lines under it; section headings in bold capitals with a bottom border; a job as 'Title' in
// bold with the dates after a tab at the right ('2019-03 – 2021-06'), the employer and place in
// italics under it. Liberation Serif (Times New Roman's metrics) on A4.
import { BorderStyle, Document, Paragraph, TabStopType, TextRun } from 'docx';
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { writeDocx } from './common.mjs';

const WIDTH = 9638;
const range = (s, e) => `${formatDate(s, 'iso')} – ${e ? formatDate(e, 'iso') : 'present'}`;
const heading = (text) =>
  new Paragraph({
    spacing: { before: 220, after: 80 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 1 } },
    children: [new TextRun({ text: text.toUpperCase(), bold: true, size: 24 })],
  });
const dashed = (text) =>
  new Paragraph({
    indent: { left: 360, hanging: 360 },
    tabStops: [{ type: TabStopType.LEFT, position: 360 }],
    children: [new TextRun(`–\t${text}`)],
  });
const titleLine = (title, dates) =>
  new Paragraph({
    spacing: { before: 140 },
    tabStops: [{ type: TabStopType.RIGHT, position: WIDTH }],
    children: [new TextRun({ text: title, bold: true }), new TextRun(`\t${dates}`)],
  });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const children = [
    new Paragraph({ children: [new TextRun({ text: b.name, bold: true, size: 40 })] }),
    new Paragraph({ children: [new TextRun({ text: `${placeOf(person)}   ${b.phone}` })] }),
    new Paragraph({
      children: [new TextRun({ text: [b.email, ...(linkedin ? [`linkedin.com/in/${linkedin.username}`] : [])].join('   ') })],
    }),
    ...(b.summary ? [heading('Summary'), new Paragraph(b.summary)] : []),
    heading('Work experience'),
    ...person.work.flatMap((j) => [
      titleLine(j.position, range(j.startDate, j.endDate)),
      new Paragraph({ spacing: { after: 40 }, children: [new TextRun({ text: `${j.name}, ${j.location}`, italics: true })] }),
      ...[...(j.summary ? [j.summary] : []), ...j.highlights].map(dashed),
    ]),
    heading('Education'),
    ...person.education.flatMap((e) => [
      titleLine(`${e.studyType}${e.area ? ` in ${e.area}` : ''}`, range(e.startDate, e.endDate)),
      new Paragraph({ children: [new TextRun({ text: e.institution, italics: true })] }),
      ...(e.score ? [dashed(`GPA ${e.score}`)] : []),
    ]),
    heading('Skills'),
    ...person.skills.map((g) => dashed(`${g.name}: ${g.keywords.join(', ')}`)),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) =>
        dashed(`${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` – ${i.text}` : ''}${i.date ? ` (${formatDate(i.date, 'iso')})` : ''}`),
      ),
    ]),
  ];
  const doc = new Document({
    styles: { default: { document: { run: { font: 'Liberation Serif', size: 22 } } } },
    sections: [
      {
        properties: { page: { size: { width: 11906, height: 16838 }, margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 } } },
        children,
      },
    ],
  });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
