// Word, a profile-export look built on one table of two cells: a narrow shaded left cell (Contact,
// Skills as short lines, Education: school, degree, years) and a wide right cell (the name, the
// headline, the place, an About paragraph, then Experience: title in bold, 'Company · Full-time',
// 'Mon YYYY - Present · N yrs M mos', the place, and bullets), with 'Page N of M' in the footer.
import { AlignmentType, Document, Footer, PageNumber, Paragraph, ShadingType, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { extraSections, formatRange, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { bulletNumbering, NO_BORDERS, writeDocx } from './common.mjs';

const span = (start, end) => {
  const [sy, sm] = start.split('-').map(Number);
  const [ey, em] = (end || '2026-10').split('-').map(Number);
  const n = (ey - sy) * 12 + (em - sm) + 1;
  return [Math.floor(n / 12) ? `${Math.floor(n / 12)} yrs` : '', n % 12 ? `${n % 12} mos` : ''].filter(Boolean).join(' ');
};
const line = (t, o = {}) =>
  new Paragraph({
    spacing: { after: o.after ?? 40, before: o.before ?? 0 },
    children: [new TextRun({ text: t, size: o.size ?? 19, bold: o.bold, color: o.color, font: 'Arial' })],
  });
const dot = (t) =>
  new Paragraph({ numbering: { reference: 'bullets', level: 0 }, children: [new TextRun({ text: t, size: 19, font: 'Arial' })] });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const side = [
    line('Contact', { bold: true, size: 24, after: 80 }),
    line(b.email),
    line(b.phone),
    ...(linkedin ? [line(linkedin.url.replace('https://www.', ''))] : []),
    line('Skills', { bold: true, size: 24, after: 80, before: 200 }),
    ...person.skills.flatMap((g) => g.keywords).map((k) => line(k)),
    line('Education', { bold: true, size: 24, after: 80, before: 200 }),
    ...person.education.flatMap((e) => [
      line(e.institution, { bold: true }),
      line(`${e.studyType}${e.area ? ` in ${e.area}` : ''}`),
      line(formatRange(e.startDate, e.endDate, 'year', { dash: ' - ' }), { color: '666666', after: 120 }),
    ]),
  ];
  const main = [
    line(b.name, { size: 44, after: 40 }),
    line(b.label, { size: 22 }),
    line(placeOf(person), { color: '666666', after: 200 }),
    ...(b.summary ? [line('About', { size: 28, after: 80 }), line(b.summary, { after: 200 })] : []),
    line('Experience', { size: 28, after: 80 }),
    ...person.work.flatMap((j) => [
      line(j.position, { bold: true, size: 21, before: 120 }),
      line(`${j.name} · Full-time`),
      line(`${formatRange(j.startDate, j.endDate, 'mon', { dash: ' - ' })} · ${span(j.startDate, j.endDate)}`, { color: '666666' }),
      line(j.location, { color: '666666' }),
      ...[...(j.summary ? [j.summary] : []), ...j.highlights].map(dot),
    ]),
    ...sections.flatMap((s) => [
      line(s.heading, { size: 28, after: 80, before: 200 }),
      ...s.items.map((i) => line(`${i.title}${i.org ? ` · ${i.org}` : ''}${i.text ? ` — ${i.text}` : ''}`)),
    ]),
  ];
  const cell = (children, width, shaded) =>
    new TableCell({
      width: { size: width, type: WidthType.PERCENTAGE },
      ...(shaded ? { shading: { type: ShadingType.CLEAR, fill: 'EEF1F4', color: 'auto' } } : {}),
      margins: { top: 120, bottom: 120, left: 160, right: 160 },
      children,
    });
  const doc = new Document({
    numbering: bulletNumbering('•'),
    sections: [
      {
        properties: { page: { margin: { top: 700, bottom: 700, left: 700, right: 700 } } },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES], size: 16 })],
              }),
            ],
          }),
        },
        children: [
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            borders: NO_BORDERS,
            rows: [new TableRow({ children: [cell(side, 30, true), cell(main, 70, false)] })],
          }),
        ],
      },
    ],
  });
  return { files: await writeDocx(doc, outBase), headings: headingsOf(sections) };
}
