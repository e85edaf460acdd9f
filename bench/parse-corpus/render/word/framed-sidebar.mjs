// Word, in the manner of older Word resume templates: a left sidebar made of legacy framed
// paragraphs (w:framePr, every sidebar paragraph with the same frame so Word draws them as one
// shaded frame, anchored to the page) holding the contact details, the skills and any languages;
// the main text runs down the right with a left indent that clears the frame. Name and job title
// across the top in the main flow. A job is 'Title, Company' in bold, then 'Mon YYYY – Mon YYYY ·
// City, Country' in grey, then bullets from a real list. Calibri named, US Letter. The .docx is
// written by hand (ooxml.mjs).
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { numberingXml, para, run, stylesXml, writeHandmadeDocx } from './ooxml.mjs';

const MARGIN = 1080;
const FRAME_W = 2880;
const INDENT = 3300;
const COLOR = '1F4E79';
const FRAME = { w: FRAME_W, hSpace: 240, wrap: 'around', vAnchor: 'page', hAnchor: 'page', x: MARGIN, y: 2520 };
const range = (s, e) => `${formatDate(s, 'mon')} – ${e ? formatDate(e, 'mon') : 'Present'}`;

const side = (content, props = {}) => para(content, { frame: FRAME, shd: 'EDF1F7', ind: { left: 144, right: 144 }, ...props });
const sideHeading = (text) =>
  side(run(text.toUpperCase(), { b: true, color: COLOR, sz: 19, spacing: 16 }), { spacing: { before: 200, after: 80 }, keepNext: true });
const sideLine = (text, props = {}) => side(run(text, { sz: 17, ...props }), { spacing: { after: 40 } });
const main = (content, props = {}) => para(content, { ind: { left: INDENT }, ...props });
const heading = (text) =>
  main(run(text.toUpperCase(), { b: true, color: COLOR, sz: 23, spacing: 16 }), {
    keepNext: true,
    spacing: { before: 240, after: 100 },
    border: { bottom: { sz: 6, space: 2, color: COLOR } },
  });
const bullet = (text) => para(run(text), { num: { id: 1, ilvl: 0 }, ind: { left: INDENT + 300, hanging: 260 }, spacing: { after: 30 } });

export async function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const languages = sections.find((s) => s.kind === 'languages');
  const rest = sections.filter((s) => s.kind !== 'languages');
  const sidebar = [
    sideHeading('Contact'),
    sideLine(placeOf(person)),
    sideLine(b.phone),
    sideLine(b.email),
    ...(linkedin ? [sideLine(`linkedin.com/in/${linkedin.username}`)] : []),
    sideHeading('Skills'),
    ...person.skills.flatMap((g) => [sideLine(g.name, { b: true }), sideLine(g.keywords.join(', '))]),
    ...(languages
      ? [sideHeading(languages.heading), ...languages.items.map((l) => sideLine(`${l.title}${l.text ? ` (${l.text})` : ''}`))]
      : []),
    side(run('', { sz: 8 }), { spacing: { after: 120 } }),
  ];
  const body = [
    para(run(b.name, { b: true, sz: 52, color: COLOR }), { spacing: { after: 40 } }),
    para(run(b.label ?? '', { sz: 24, color: '595959', caps: true, spacing: 20 }), {
      spacing: { after: 360 },
      border: { bottom: { sz: 12, space: 6, color: COLOR } },
    }),
    ...sidebar,
    ...(b.summary ? [heading('Profile'), main(run(b.summary), { spacing: { after: 60 } })] : []),
    heading('Experience'),
    ...person.work.flatMap((j) => [
      main([run(`${j.position}, `, { b: true }), run(j.name, { b: true })], { keepNext: true, spacing: { before: 140 } }),
      main(run(`${range(j.startDate, j.endDate)} · ${j.location}`, { color: '7F7F7F', sz: 18 }), {
        keepNext: true,
        spacing: { after: 60 },
      }),
      ...[...(j.summary ? [j.summary] : []), ...j.highlights].map(bullet),
    ]),
    heading('Education'),
    ...person.education.flatMap((e) => [
      main(run(`${e.studyType}${e.area ? ` in ${e.area}` : ''}, ${e.institution}`, { b: true }), {
        keepNext: true,
        spacing: { before: 120 },
      }),
      main(run(`${range(e.startDate, e.endDate)}${e.score ? ` · GPA ${e.score}` : ''}`, { color: '7F7F7F', sz: 18 })),
    ]),
    ...rest.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) =>
        main(
          [
            run(i.title, { b: true }),
            run(`${i.org ? `, ${i.org}` : ''}${i.text ? ` – ${i.text}` : ''}${i.date ? ` (${formatDate(i.date, 'mon')})` : ''}`),
          ],
          { spacing: { after: 40 } },
        ),
      ),
    ]),
  ].join('');
  const styles = stylesXml({ font: 'Calibri', sz: 20, after: 0, line: 252 });
  const numbering = numberingXml([{ levels: [{ fmt: 'bullet', text: '•', left: INDENT + 300, hanging: 260, rPr: { color: COLOR } }] }]);
  const files = writeHandmadeDocx(outBase, {
    body,
    styles,
    numbering,
    title: 'Resume',
    author: b.name,
    page: { margins: { top: MARGIN, right: MARGIN, bottom: MARGIN, left: MARGIN } },
  });
  return { files, headings: headingsOf(sections) };
}
