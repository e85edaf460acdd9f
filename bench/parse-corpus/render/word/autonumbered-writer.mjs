// Word, section headings numbered by Word itself: each heading is a 'Heading 1' paragraph in a
// decimal list ('1.', '2.', …), so the number is no part of the text. Generated as .docx, opened and
// saved again by LibreOffice Writer, then printed to PDF by it. Jobs: bold title, then
// 'Company, Place' and the dates on a line of their own; bullets.
import { Document, HeadingLevel, LevelFormat, Paragraph, TextRun } from 'docx';
import { extraSections, formatDate, formatRange, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { bullet, bulletNumbering, headingNumbering, writeDocxThroughWriter } from './common.mjs';

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const heading = (text) => new Paragraph({ heading: HeadingLevel.HEADING_1, numbering: { reference: 'heading-numbers', level: 0 }, text });
  const children = [
    new Paragraph({ heading: HeadingLevel.TITLE, text: b.name }),
    new Paragraph(`${b.email} — ${b.phone} — ${placeOf(person)}`),
    ...(linkedin ? [new Paragraph(linkedin.url)] : []),
    ...(b.summary ? [heading('Summary'), new Paragraph(b.summary)] : []),
    heading('Experience'),
    ...person.work.flatMap((job) => [
      new Paragraph({ spacing: { before: 120 }, children: [new TextRun({ text: job.position, bold: true })] }),
      new Paragraph(`${job.name}, ${job.location}`),
      new Paragraph({ children: [new TextRun({ text: formatRange(job.startDate, job.endDate, 'month'), italics: true })] }),
      ...job.highlights.map(bullet),
    ]),
    heading('Education'),
    ...person.education.flatMap((e) => [
      new Paragraph({ children: [new TextRun({ text: `${e.studyType}${e.area ? ` in ${e.area}` : ''}`, bold: true })] }),
      new Paragraph(`${e.institution}, ${formatRange(e.startDate, e.endDate, 'year')}`),
    ]),
    heading('Skills'),
    ...person.skills.map((g) => bullet(`${g.name}: ${g.keywords.join(', ')}`)),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) => bullet(`${i.title}${i.org ? `, ${i.org}` : ''}${i.date ? `, ${formatDate(i.date, 'mon')}` : ''}`)),
    ]),
  ];
  const numbering = { config: [...bulletNumbering().config, headingNumbering(LevelFormat.DECIMAL, '%1.')] };
  const doc = new Document({ numbering, sections: [{ children }] });
  return { files: await writeDocxThroughWriter(doc, outBase), headings: headingsOf(sections) };
}
