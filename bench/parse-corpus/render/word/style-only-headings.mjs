// Word, a document whose whole look lives in styles.xml, as a careful template author leaves it:
// no run carries any formatting of its own. The name is in 'Title', the headline in 'Subtitle',
// the contact line in a 'Contact' style; section headings in a custom paragraph style 'Section
// Heading' (small capitals, a bottom border, spaced above); each job's 'Title, Company' in a 'Job
// Heading' style (bold, from its own style only) and its dates and place in a 'Job Dates' style
// (italic, grey); bullets in 'List Bullet' tied to a real list. Styles are based on one another
// (Job Dates on Job Heading's base, Section Heading on Normal). Book Antiqua named (printed with
// whatever LibreOffice substitutes), US Letter. The .docx is written by hand (ooxml.mjs).
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { numberingXml, para, run, stylesXml, writeHandmadeDocx } from './ooxml.mjs';

const range = (s, e) => `${formatDate(s, 'mon')} – ${e ? formatDate(e, 'mon') : 'Present'}`;
const styled = (style, text) => para(run(text), { style });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person).filter((s) => s.kind !== 'languages');
  const contact = [placeOf(person), b.phone, b.email, ...(linkedin ? [`linkedin.com/in/${linkedin.username}`] : [])].join('  •  ');
  const body = [
    styled('Title', b.name),
    styled('Subtitle', b.label),
    styled('Contact', contact),
    ...(b.summary ? [styled('SectionHeading', 'Summary'), styled('Normal', b.summary)] : []),
    styled('SectionHeading', 'Professional Experience'),
    ...person.work.flatMap((j) => [
      styled('JobHeading', `${j.position}, ${j.name}`),
      styled('JobDates', `${range(j.startDate, j.endDate)}  |  ${j.location}`),
      ...(j.summary ? [styled('Normal', j.summary)] : []),
      ...j.highlights.map((h) => styled('ListBullet', h)),
    ]),
    styled('SectionHeading', 'Education'),
    ...person.education.flatMap((e) => [
      styled('JobHeading', `${e.studyType}${e.area ? ` in ${e.area}` : ''}, ${e.institution}`),
      styled('JobDates', range(e.startDate, e.endDate)),
      ...(e.score ? [styled('Normal', `GPA: ${e.score}`)] : []),
    ]),
    styled('SectionHeading', 'Skills'),
    ...person.skills.map((g) => styled('ListBullet', `${g.name}: ${g.keywords.join(', ')}`)),
    ...sections.flatMap((s) => [
      styled('SectionHeading', s.heading),
      ...s.items.map((i) =>
        styled(
          'ListBullet',
          `${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` – ${i.text}` : ''}${i.date ? ` (${formatDate(i.date, 'mon')})` : ''}`,
        ),
      ),
    ]),
    ...(person.languages?.length
      ? [styled('SectionHeading', 'Languages'), styled('Normal', person.languages.map((l) => `${l.language} – ${l.fluency}`).join('; '))]
      : []),
  ].join('');
  const styles = stylesXml({
    font: 'Book Antiqua',
    sz: 21,
    after: 60,
    line: 252,
    styles: [
      {
        id: 'Title',
        name: 'Title',
        basedOn: 'Normal',
        next: 'Subtitle',
        ui: 10,
        pPr: { jc: 'center', spacing: { after: 0 } },
        rPr: { sz: 48, spacing: 20 },
      },
      {
        id: 'Subtitle',
        name: 'Subtitle',
        basedOn: 'Normal',
        next: 'Contact',
        ui: 11,
        pPr: { jc: 'center', spacing: { after: 40 } },
        rPr: { i: true, sz: 24, color: '404040' },
      },
      {
        id: 'Contact',
        name: 'Contact',
        basedOn: 'Normal',
        next: 'Normal',
        pPr: { jc: 'center', spacing: { after: 120 } },
        rPr: { sz: 19 },
      },
      {
        id: 'SectionHeading',
        name: 'Section Heading',
        basedOn: 'Normal',
        next: 'Normal',
        pPr: { keepNext: true, border: { bottom: { sz: 4, space: 2, color: '000000' } }, spacing: { before: 240, after: 100 } },
        rPr: { smallCaps: true, sz: 26, spacing: 10 },
      },
      {
        id: 'JobHeading',
        name: 'Job Heading',
        basedOn: 'Normal',
        next: 'JobDates',
        pPr: { keepNext: true, spacing: { before: 140, after: 0 } },
        rPr: { b: true },
      },
      {
        id: 'JobDates',
        name: 'Job Dates',
        basedOn: 'Normal',
        next: 'ListBullet',
        pPr: { keepNext: true, spacing: { after: 60 } },
        rPr: { i: true, color: '595959', sz: 20 },
      },
      { id: 'ListBullet', name: 'List Bullet', basedOn: 'Normal', ui: 10, pPr: { num: { id: 1, ilvl: 0 }, spacing: { after: 30 } } },
    ],
  });
  const numbering = numberingXml([{ levels: [{ fmt: 'bullet', text: '–', left: 360, hanging: 288, pStyle: 'ListBullet' }] }]);
  const files = writeHandmadeDocx(outBase, {
    body,
    styles,
    numbering,
    title: 'Resume',
    author: b.name,
    page: { margins: { top: 1080, right: 1224, bottom: 1080, left: 1224 } },
  });
  return { files, headings: headingsOf(sections) };
}
