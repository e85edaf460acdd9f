// Word, roman numerals typed before capital headings: 'I. PROFILE', 'II. EXPERIENCE', …; each job
// opens with the employer in bold capitals, then 'Title | Place | dates' on one line, then bullets.
import { Document, Paragraph, TextRun } from 'docx';
import { extraSections, formatDate, formatRange, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { bullet, bulletNumbering, writeDocx } from './common.mjs';

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  let n = 0;
  const heading = (text) =>
    new Paragraph({
      spacing: { before: 300, after: 120 },
      children: [new TextRun({ text: `${ROMAN[n++]}. ${text.toUpperCase()}`, bold: true, size: 24, color: '2E4A62' })],
    });
  const children = [
    new Paragraph({ alignment: 'center', children: [new TextRun({ text: b.name.toUpperCase(), size: 34 })] }),
    new Paragraph({ alignment: 'center', children: [new TextRun({ text: b.label, italics: true })] }),
    new Paragraph({ alignment: 'center', text: `${b.email} | ${b.phone} | ${placeOf(person)}` }),
    ...(linkedin ? [new Paragraph({ alignment: 'center', text: linkedin.url })] : []),
    ...(b.summary ? [heading('Profile'), new Paragraph(b.summary)] : []),
    heading('Experience'),
    ...person.work.flatMap((job) => [
      new Paragraph({ spacing: { before: 160 }, children: [new TextRun({ text: job.name.toUpperCase(), bold: true })] }),
      new Paragraph(`${job.position} | ${job.location} | ${formatRange(job.startDate, job.endDate, 'month')}`),
      ...job.highlights.map(bullet),
    ]),
    heading('Education'),
    ...person.education.flatMap((e) => [
      new Paragraph({ children: [new TextRun({ text: e.institution.toUpperCase(), bold: true })] }),
      new Paragraph(`${e.studyType}${e.area ? ` in ${e.area}` : ''} | ${formatRange(e.startDate, e.endDate, 'month')}`),
    ]),
    heading('Skills'),
    ...person.skills.map((g) => bullet(`${g.name}: ${g.keywords.join(', ')}`)),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) => bullet(`${i.title}${i.org ? ` | ${i.org}` : ''}${i.date ? ` | ${formatDate(i.date, 'mon')}` : ''}`)),
    ]),
  ];
  const doc = new Document({ numbering: bulletNumbering('–'), sections: [{ children }] });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
