// Word, a file as it comes back after a round of editing: it still carries unaccepted tracked
// changes and comments. The most recent job's old title is deleted (w:del) and the current one
// inserted (w:ins) in its place; inside one bullet an old wording is deleted and the new one
// inserted; one whole bullet is deleted (its runs and its paragraph mark); two comments (comment
// ranges, comments.xml) sit on a bullet and on a heading. All deleted and commented words are
// invented here and are none of the person's: the accepted text is exactly the person's content.
// settings.xml keeps tracking on but sets the view to the final text without markup or comments
// (w:revisionView), so the PDF LibreOffice prints shows the accepted document. Headings in bold
// capitals (w:caps); each job 'Title — Employer', its place and dates (right tab) on the line below;
// bullets from a real list. Cambria named (printed with its metric twin), US Letter. The .docx
// is written by hand (ooxml.mjs, packed here for its extra parts).
import { extraSections, formatDate, headingsOf, linkedinOf, placeOf } from '../dates.mjs';
import { DEFAULT_SETTINGS, esc, NS, numberingXml, para, run, stylesXml, writeHandmadeDocx } from './ooxml.mjs';

const MARGIN = 1152;
const WIDTH = 12240 - 2 * MARGIN;
const range = (s, e) => `${formatDate(s, 'mon')} – ${e ? formatDate(e, 'mon') : 'Present'}`;

// Invented wordings for what was deleted: the first whose words the person never uses is taken.
const OLD_TITLES = ['Acting Deputy Steward', 'Trainee Floor Supervisor', 'Relief Concierge Officer'];
const OLD_ENDINGS = [
  'generally well received by everyone involved.',
  'mostly favourable feedback from peers.',
  'earning warm praise upstairs.',
];
const OLD_BULLETS = [
  'Answered phones, sorted post, kept filing cabinets tidy.',
  'Covered reception desk duties during lunch breaks.',
  'Helped out wherever needed; attended weekly catch-ups.',
];
const NOTES = ['Could you put a number on this one?', 'Maybe move this section higher up?'];

const wordsOf = (text) =>
  String(text)
    .toLowerCase()
    .match(/\p{L}{3,}/gu) ?? [];
function invented(candidates, person) {
  const used = new Set(wordsOf(JSON.stringify(person)));
  return candidates.find((c) => wordsOf(c).every((w) => !used.has(w))) ?? candidates[0];
}

let revision = 0;
const stamp = (author, date) => `w:id="${++revision}" w:author="${esc(author)}" w:date="${date}"`;
const deleted = (runXml, author, date) =>
  `<w:del ${stamp(author, date)}>${runXml.replace(/<w:t /g, '<w:delText ').replace(/<\/w:t>/g, '</w:delText>')}</w:del>`;
const inserted = (runXml, author, date) => `<w:ins ${stamp(author, date)}>${runXml}</w:ins>`;
const commented = (id, content) =>
  `<w:commentRangeStart w:id="${id}"/>${[].concat(content).join('')}<w:commentRangeEnd w:id="${id}"/><w:r><w:rPr><w:rStyle w:val="CommentReference"/></w:rPr><w:commentReference w:id="${id}"/></w:r>`;

const heading = (text, comment) => para(comment === undefined ? run(text) : commented(comment, run(text)), { style: 'Heading1' });
const bullet = (content) => para(content, { style: 'ListBullet' });

export async function render(person, outBase) {
  revision = 0;
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const author = b.name;
  const when = (day) => `2024-0${3 + (day % 2)}-1${day}T${10 + day}:2${day}:00Z`;
  const oldTitle = invented(OLD_TITLES, person);
  const oldEnding = invented(OLD_ENDINGS, person);
  const oldBullet = invented(OLD_BULLETS, person);

  // The reworded bullet: the first highlight of the first job with a comma keeps its opening; its
  // old ending is deleted and the person's ending inserted.
  const reworded = (text) => {
    const cut = text.indexOf(', ') > 0 ? text.indexOf(', ') + 2 : text.lastIndexOf(' ', Math.floor(text.length / 2)) + 1;
    return bullet([run(text.slice(0, cut)), deleted(run(oldEnding), author, when(1)), inserted(run(text.slice(cut)), author, when(1))]);
  };
  // A bullet deleted whole: its runs and its paragraph mark.
  const deletedBullet = para(deleted(run(oldBullet), author, when(2)), {
    style: 'ListBullet',
    rPr: {},
  }).replace('<w:pStyle w:val="ListBullet"/>', `<w:pStyle w:val="ListBullet"/><w:rPr><w:del ${stamp(author, when(2))}/></w:rPr>`);
  // The bullet commented on: the second job's first bullet (or the first job's last).
  const commentedJob = person.work.length > 1 ? 1 : 0;
  const commentedBullet = commentedJob === 1 ? 0 : person.work[0].highlights.length - 1;
  // The whole deleted bullet sits between two of the person's bullets.
  const dropJob = Math.max(
    0,
    person.work.findIndex((j, n) => n > 0 && j.highlights.length > 1),
  );

  const job = (j, n) => {
    const bullets = [
      ...(j.summary ? [bullet(run(j.summary))] : []),
      ...j.highlights.flatMap((h, k) => [
        n === 0 && k === 0 ? reworded(h) : n === commentedJob && k === commentedBullet ? bullet(commented(0, run(h))) : bullet(run(h)),
        ...(n === dropJob && k === 0 ? [deletedBullet] : []),
      ]),
    ];
    const title =
      n === 0
        ? [deleted(run(oldTitle, { b: true }), author, when(3)), inserted(run(j.position, { b: true }), author, when(3))]
        : [run(j.position, { b: true })];
    return [
      para([...title, run(` — ${j.name}`)], { keepNext: true, spacing: { before: n ? 200 : 40, after: 0 } }),
      para([run(j.location, { i: true }), run(`\t${range(j.startDate, j.endDate)}`)], {
        keepNext: true,
        tabs: [{ val: 'right', pos: WIDTH }],
        spacing: { after: 60 },
      }),
      ...bullets,
    ];
  };

  const contact = [placeOf(person), b.phone, b.email, ...(linkedin ? [`linkedin.com/in/${linkedin.username}`] : [])];
  const body = [
    para(run(b.name, { b: true, sz: 36 }), { spacing: { after: 40 } }),
    ...(b.label ? [para(run(b.label, { sz: 24, color: '404040' }), { spacing: { after: 40 } })] : []),
    para(run(contact.join(' • '), { sz: 20 }), { spacing: { after: 120 } }),
    ...(b.summary ? [heading('Summary'), para(run(b.summary))] : []),
    heading('Professional Experience'),
    ...person.work.flatMap(job),
    heading('Education'),
    ...person.education.flatMap((e, n) => [
      para([run(`${e.studyType}${e.area ? ` in ${e.area}` : ''}`, { b: true }), run(` — ${e.institution}`)], {
        keepNext: true,
        spacing: { before: n ? 140 : 40, after: 0 },
      }),
      para(run(`${e.score ? `GPA ${e.score}` : ''}\t${range(e.startDate, e.endDate)}`), {
        tabs: [{ val: 'right', pos: WIDTH }],
        spacing: { after: 40 },
      }),
    ]),
    heading('Skills', 1),
    ...person.skills.map((g) => para([run(`${g.name}: `, { b: true }), run(g.keywords.join(', '))], { spacing: { after: 40 } })),
    ...sections.flatMap((s) => [
      heading(s.heading),
      ...s.items.map((i) =>
        i.date
          ? para([run(i.title, { b: true }), run(`${i.org ? ` — ${i.org}` : ''}\t${formatDate(i.date, 'mon')}`)], {
              tabs: [{ val: 'right', pos: WIDTH }],
              spacing: { after: 40 },
            })
          : bullet(run(`${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` — ${i.text}` : ''}`)),
      ),
    ]),
  ].join('');

  const styles = stylesXml({
    font: 'Cambria',
    sz: 21,
    after: 0,
    line: 252,
    styles: [
      {
        id: 'Heading1',
        name: 'heading 1',
        basedOn: 'Normal',
        next: 'Normal',
        ui: 9,
        outline: 0,
        pPr: { keepNext: true, spacing: { before: 260, after: 60 } },
        rPr: { b: true, caps: true, sz: 23, color: '1F3864' },
      },
      { id: 'ListBullet', name: 'List Bullet', basedOn: 'Normal', ui: 10, pPr: { num: { id: 1, ilvl: 0 }, spacing: { after: 20 } } },
      { id: 'CommentText', name: 'annotation text', basedOn: 'Normal', rPr: { sz: 20 } },
      { id: 'CommentReference', name: 'annotation reference', type: 'character', rPr: { sz: 16 } },
    ],
  });
  const numbering = numberingXml([{ levels: [{ fmt: 'bullet', text: '•', left: 360, hanging: 270, pStyle: 'ListBullet' }] }]);
  const comments = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:comments ${NS}>${NOTES.map(
    (note, id) =>
      `<w:comment w:id="${id}" w:author="Reviewer" w:date="${when(4 + id)}" w:initials="R"><w:p><w:pPr><w:pStyle w:val="CommentText"/></w:pPr><w:r><w:rPr><w:rStyle w:val="CommentReference"/></w:rPr><w:annotationRef/></w:r><w:r><w:t xml:space="preserve">${esc(note)}</w:t></w:r></w:p></w:comment>`,
  ).join('')}</w:comments>`;
  // Tracking on, and the view set to the document as it reads with every change accepted and no
  // comments shown: what a user sees who printed it, and what LibreOffice prints.
  const settings = `<w:zoom w:percent="100"/><w:revisionView w:markup="0" w:comments="0" w:insDel="0" w:formatting="0"/><w:trackRevisions/>${DEFAULT_SETTINGS.replace('<w:zoom w:percent="100"/>', '')}`;
  const files = writeHandmadeDocx(outBase, {
    body,
    styles,
    numbering,
    author,
    page: { margins: { top: 1080, right: MARGIN, bottom: 1080, left: MARGIN } },
    settings,
    parts: [{ name: 'comments', kind: 'comments', xml: comments }],
  });
  return { files, headings: headingsOf(sections) };
}
