// Word, a skills-first ('hybrid') CV whose headings Word numbers in capitals roman ('I.', 'II.', …)
// as a list, the number no part of the text; written again by LibreOffice Writer and printed by
// it. After the profile comes a skills summary (each group a bold line over a bulleted line of its
// terms), then the jobs: 'Title at Company' in bold with the dates in brackets, the place below.
import { Document, HeadingLevel, LevelFormat, Paragraph, TextRun } from 'docx';
import { extraSections, formatDate, formatRange, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { bullet, bulletNumbering, headingNumbering, writeDocxThroughWriter } from './common.mjs';

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const heading = (text) =>
    new Paragraph({ heading: HeadingLevel.HEADING_2, numbering: { reference: 'heading-numbers', level: 0 }, text: text.toUpperCase() });
  const children = [
    new Paragraph({ children: [new TextRun({ text: b.name, bold: true, size: 38 })] }),
    new Paragraph({ children: [new TextRun({ text: b.label, size: 24 })] }),
    new Paragraph(`${placeOf(person)}   ${b.phone}   ${b.email}`),
    ...(linkedin ? [new Paragraph(linkedin.url.replace('https://www.', ''))] : []),
    ...(b.summary ? [heading('Profile'), new Paragraph(b.summary)] : []),
    heading('Skills Summary'),
    ...person.skills.flatMap((g) => [
      new Paragraph({ children: [new TextRun({ text: g.name, bold: true })] }),
      bullet(g.keywords.join(' • ')),
    ]),
    heading('Professional Experience'),
    ...person.work.flatMap((job) => [
      new Paragraph({
        spacing: { before: 140 },
        children: [
          new TextRun({ text: `${job.position} at ${job.name}`, bold: true }),
          new TextRun(` (${formatRange(job.startDate, job.endDate, 'mon')})`),
        ],
      }),
      new Paragraph({ children: [new TextRun({ text: job.location, italics: true })] }),
      ...job.highlights.map(bullet),
    ]),
    heading('Education'),
    ...person.education.map(
      (e) =>
        new Paragraph(`${e.institution} — ${e.studyType}${e.area ? ` in ${e.area}` : ''} (${formatRange(e.startDate, e.endDate, 'year')})`),
    ),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) => bullet(`${i.title}${i.org ? ` — ${i.org}` : ''}${i.date ? ` (${formatDate(i.date, 'year')})` : ''}`)),
    ]),
  ];
  const numbering = { config: [...bulletNumbering('◦').config, headingNumbering(LevelFormat.UPPER_ROMAN, '%1.')] };
  const doc = new Document({ numbering, sections: [{ children }] });
  return { files: await writeDocxThroughWriter(doc, outBase), headings: headingsOf(sections) };
}
