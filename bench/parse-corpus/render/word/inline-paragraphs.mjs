// Word, plain paragraphs: no styles, no lists, no tables. Sections open with a label and a colon
// on the same line as their first entry ('Experience: Title, Company, City (dates).'), jobs are
// described in running sentences, skills are one comma-separated sentence.
import { Document, Paragraph, TextRun } from 'docx';
import { extraSections, formatRange, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { writeDocx } from './common.mjs';

const labelled = (label, text) =>
  new Paragraph({ spacing: { before: 160 }, children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(text)] });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const job = (j) => `${j.position}, ${j.name}, ${j.location} (${formatRange(j.startDate, j.endDate, 'month', { dash: ' to ' })}).`;
  const [firstJob, ...otherJobs] = person.work;
  const children = [
    new Paragraph({ children: [new TextRun({ text: b.name, size: 28 })] }),
    new Paragraph(`${placeOf(person)}. Telephone ${b.phone}. E-mail ${b.email}.${linkedin ? ` ${linkedin.url}` : ''}`),
    ...(b.summary ? [labelled('Profile', b.summary)] : []),
    labelled('Experience', job(firstJob)),
    new Paragraph(firstJob.highlights.join(' ')),
    ...otherJobs.flatMap((j) => [new Paragraph({ spacing: { before: 120 }, text: job(j) }), new Paragraph(j.highlights.join(' '))]),
    labelled(
      'Education',
      person.education
        .map((e) => `${e.studyType}${e.area ? ` in ${e.area}` : ''}, ${e.institution} (${formatRange(e.startDate, e.endDate, 'year')})`)
        .join('; '),
    ),
    labelled('Skills', `${person.skills.flatMap((g) => g.keywords).join(', ')}.`),
    ...sections.map((s) => labelled(s.heading, s.items.map((i) => `${i.title}${i.org ? `, ${i.org}` : ''}`).join('; '))),
  ];
  const doc = new Document({ sections: [{ children }] });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
