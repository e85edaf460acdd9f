// Word, built-in styles: the name in the Title style with the headline as Subtitle, sections as
// Heading 1, each job as a Heading 2 'Title, Company' with a 'Place | dates' line under it, en-dash
// list bullets, and a centred page number in the footer.
import { AlignmentType, Document, Footer, HeadingLevel, PageNumber, Paragraph, TextRun } from 'docx';
import { extraSections, formatRange, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { bullet, bulletNumbering, writeDocx } from './common.mjs';

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const h1 = (text) => new Paragraph({ text, heading: HeadingLevel.HEADING_1 });
  const children = [
    new Paragraph({ text: b.name, heading: HeadingLevel.TITLE }),
    new Paragraph({ children: [new TextRun({ text: b.label, italics: true })] }),
    new Paragraph(`${placeOf(person)} | ${b.phone} | ${b.email}${linkedin ? ` | ${linkedin.url.replace(/^https:\/\/www\./, '')}` : ''}`),
    ...(b.summary ? [h1('Profile'), new Paragraph(b.summary)] : []),
    h1('Work History'),
    ...person.work.flatMap((job) => [
      new Paragraph({ text: `${job.position}, ${job.name}`, heading: HeadingLevel.HEADING_2 }),
      new Paragraph({
        children: [new TextRun({ text: `${job.location} | ${formatRange(job.startDate, job.endDate, 'num')}`, color: '666666' })],
      }),
      ...job.highlights.map(bullet),
    ]),
    h1('Education'),
    ...person.education.flatMap((e) => [
      new Paragraph({ text: `${e.studyType}${e.area ? ` in ${e.area}` : ''}`, heading: HeadingLevel.HEADING_2 }),
      new Paragraph(`${e.institution} | ${formatRange(e.startDate, e.endDate, 'num')}`),
    ]),
    h1('Skills'),
    ...person.skills.map((g) => bullet(`${g.name}: ${g.keywords.join(', ')}`)),
    ...sections.flatMap((s) => [
      h1(s.heading),
      ...s.items.map((i) => bullet(`${i.title}${i.org ? `, ${i.org}` : ''}${i.date ? ` (${formatDate(i.date, 'num')})` : ''}`)),
    ]),
  ];
  const footer = new Footer({
    children: [new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ children: [PageNumber.CURRENT] })] })],
  });
  const doc = new Document({ numbering: bulletNumbering('\u2013'), sections: [{ footers: { default: footer }, children }] });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
