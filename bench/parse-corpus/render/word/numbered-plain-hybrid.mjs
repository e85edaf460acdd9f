// Word, a skills-first ('hybrid') CV with numbers and no dot before each heading: '1 Summary',
// '2 Key Skills', '3 Work History', …, the number in a larger colour. Skill groups come before any
// job, as 'Group: term, term' lines; jobs are 'Company — Place' in bold, then 'Title, dates'.
import { Document, Paragraph, TextRun } from 'docx';
import { extraSections, formatDate, formatRange, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { bullet, bulletNumbering, skillGroupLine, writeDocx } from './common.mjs';

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  let n = 0;
  const heading = (text) =>
    new Paragraph({
      spacing: { before: 280, after: 100 },
      children: [
        new TextRun({ text: `${++n}  `, size: 30, color: 'B04A1A', bold: true }),
        new TextRun({ text, size: 26, color: '333333' }),
      ],
    });
  const children = [
    new Paragraph({ children: [new TextRun({ text: b.name, size: 40 })] }),
    new Paragraph({ children: [new TextRun({ text: b.label, color: '777777' })] }),
    new Paragraph(`${b.phone}  ·  ${b.email}  ·  ${placeOf(person)}`),
    ...(linkedin ? [new Paragraph(linkedin.url.replace('https://', ''))] : []),
    ...(b.summary ? [heading('Summary'), new Paragraph(b.summary)] : []),
    heading('Key Skills'),
    ...person.skills.map(skillGroupLine),
    heading('Work History'),
    ...person.work.flatMap((job) => [
      new Paragraph({ spacing: { before: 140 }, children: [new TextRun({ text: `${job.name} — ${job.location}`, bold: true })] }),
      new Paragraph({
        children: [new TextRun({ text: `${job.position}, ${formatRange(job.startDate, job.endDate, 'num')}`, italics: true })],
      }),
      ...job.highlights.map(bullet),
    ]),
    heading('Education'),
    ...person.education.map(
      (e) =>
        new Paragraph(`${e.studyType}${e.area ? ` in ${e.area}` : ''}, ${e.institution}, ${formatRange(e.startDate, e.endDate, 'year')}`),
    ),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) => bullet(`${i.title}${i.org ? `, ${i.org}` : ''}${i.date ? `, ${formatDate(i.date, 'year')}` : ''}`)),
    ]),
  ];
  const doc = new Document({ numbering: bulletNumbering('▪'), sections: [{ children }] });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
