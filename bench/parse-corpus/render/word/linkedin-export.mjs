// Word, in the manner of a networking site's 'save profile as PDF': a narrow grey sidebar column
// (Contact, Top Skills, Languages, Certifications) beside the main column (name, headline, place,
// Summary, Experience as company / title / 'Month Year - Present (duration)' / place / prose),
// and 'Page N of M' in the footer.
import { AlignmentType, Document, Footer, PageNumber, Paragraph, ShadingType, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { formatDate, formatRange, linkedinOf, placeOf } from '../dates.mjs';
import { NO_BORDERS, writeDocx } from './common.mjs';

const months = (start, end) => {
  const [sy, sm] = start.split('-').map(Number);
  const [ey, em] = (end || '2026-10').split('-').map(Number);
  const n = (ey - sy) * 12 + (em - sm) + 1;
  const years = Math.floor(n / 12);
  const rest = n % 12;
  return [years ? `${years} year${years > 1 ? 's' : ''}` : '', rest ? `${rest} month${rest > 1 ? 's' : ''}` : ''].filter(Boolean).join(' ');
};
const text = (t, options = {}) =>
  new Paragraph({
    spacing: { after: options.after ?? 40 },
    children: [new TextRun({ text: t, size: options.size ?? 20, bold: options.bold, color: options.color })],
  });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const side = [
    text('Contact', { bold: true, size: 26, after: 100 }),
    text(b.phone),
    text(b.email),
    ...(linkedin ? [text(`www.linkedin.com/in/${linkedin.username} (LinkedIn)`)] : []),
    text('Top Skills', { bold: true, size: 26, after: 100 }),
    ...person.skills
      .flatMap((g) => g.keywords)
      .slice(0, 3)
      .map((s) => text(s)),
    ...(person.languages?.length
      ? [text('Languages', { bold: true, size: 26, after: 100 }), ...person.languages.map((l) => text(`${l.language} (${l.fluency})`))]
      : []),
    ...(person.certificates?.length
      ? [text('Certifications', { bold: true, size: 26, after: 100 }), ...person.certificates.map((c) => text(c.name))]
      : []),
  ];
  const main = [
    text(b.name, { size: 52, after: 60 }),
    text(b.label, { size: 24 }),
    text(placeOf(person), { color: '777777', after: 200 }),
    ...(b.summary ? [text('Summary', { size: 30, after: 100 }), text(b.summary, { after: 200 })] : []),
    text('Experience', { size: 30, after: 100 }),
    ...person.work.flatMap((job) => [
      text(job.name, { bold: true, size: 24 }),
      text(job.position, { size: 22 }),
      text(`${formatRange(job.startDate, job.endDate, 'month', { dash: ' - ' })} (${months(job.startDate, job.endDate)})`, {
        color: '777777',
      }),
      text(job.location, { color: '777777' }),
      text(job.highlights.join(' '), { after: 200 }),
    ]),
    text('Education', { size: 30, after: 100 }),
    ...person.education.flatMap((e) => [
      text(e.institution, { bold: true, size: 24 }),
      text(`${e.studyType}, ${e.area} · (${formatDate(e.startDate, 'year')} - ${formatDate(e.endDate, 'year')})`, { after: 160 }),
    ]),
  ];
  const table = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: NO_BORDERS,
    rows: [
      new TableRow({
        children: [
          new TableCell({
            width: { size: 30, type: WidthType.PERCENTAGE },
            shading: { type: ShadingType.CLEAR, fill: 'E9EEF2', color: 'auto' },
            children: side,
          }),
          new TableCell({ width: { size: 70, type: WidthType.PERCENTAGE }, margins: { left: 300 }, children: main }),
        ],
      }),
    ],
  });
  const footer = new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES], size: 16, color: '999999' })],
      }),
    ],
  });
  const doc = new Document({ sections: [{ footers: { default: footer }, children: [table] }] });
  return { files: await writeDocx(doc, outBase), headings: {} };
}
