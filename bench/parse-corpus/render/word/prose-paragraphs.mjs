// Word, prose: no list bullets anywhere. Each job is a bold 'Title — Company' line, an italic
// 'Place, dates' line and one paragraph of running sentences; skills are one sentence-like line
// per group; headings in small capitals with extra space above.
import { Document, Paragraph, TextRun } from 'docx';
import { extraSections, formatRange, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { writeDocx } from './common.mjs';

// Someone who writes running prose ends each statement with a full stop.
const sentence = (text) => (/[.!?…。]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

const heading = (text) =>
  new Paragraph({ spacing: { before: 280, after: 80 }, children: [new TextRun({ text, smallCaps: true, bold: true, size: 26 })] });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const children = [
    new Paragraph({ children: [new TextRun({ text: b.name, size: 40 })] }),
    new Paragraph(`${b.email}, ${b.phone}, ${placeOf(person)}`),
    ...(linkedin ? [new Paragraph(linkedin.url)] : []),
    ...(b.summary ? [heading('About me'), new Paragraph(b.summary)] : []),
    heading('Experience'),
    ...person.work.flatMap((job) => [
      new Paragraph({ spacing: { before: 160 }, children: [new TextRun({ text: `${job.position} — ${job.name}`, bold: true })] }),
      new Paragraph({
        children: [
          new TextRun({ text: [job.location, formatRange(job.startDate, job.endDate, 'mon')].filter(Boolean).join(', '), italics: true }),
        ],
      }),
      new Paragraph({ spacing: { after: 80 }, text: [job.summary, ...job.highlights].filter(Boolean).map(sentence).join(' ') }),
    ]),
    heading('Education'),
    ...person.education.map(
      (e) =>
        new Paragraph(`${e.studyType}${e.area ? ` in ${e.area}` : ''}, ${e.institution} (${formatRange(e.startDate, e.endDate, 'year')})`),
    ),
    heading('Skills'),
    ...person.skills.map((g) => new Paragraph(`${g.name}: ${g.keywords.join(', ')}.`)),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) => new Paragraph(`${i.title}${i.org ? `, ${i.org}` : ''}${i.date ? `, ${formatDate(i.date, 'mon')}` : ''}.`)),
    ]),
  ];
  const doc = new Document({ sections: [{ children }] });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
