// An HTML page in the manner of an online resume builder's template: a main column at the left with
// the name and headline over a profile, then 'Employment History' and 'Education' where each entry
// has its dates (and place) in a narrow column of small gray type beside the title, employer and
// bullets; a gray column at the right with 'Details' (place, phone, e-mail), 'Links', skills over
// level bars and languages over bars. Lato, letter.
import { createHash } from 'node:crypto';
import { esc, extraSections, formatDate, linkedinOf, page, placeOf, printPage } from './common.mjs';

const range = (start, end) => `${formatDate(start, 'mon')} — ${end ? formatDate(end, 'mon') : 'Present'}`;
const FLUENCY = { Native: 100, Fluent: 90, Professional: 75, Conversational: 55, Basic: 30 };

/** A level the builder's slider was left at: fixed per person and skill. */
const levelOf = (seed, skill) => 40 + (parseInt(createHash('sha256').update(`${seed}/${skill}`).digest('hex').slice(0, 4), 16) % 6) * 12;

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const languages = sections.find((s) => s.kind === 'languages');
  const mainExtras = sections.filter((s) => s.kind !== 'languages');
  const entry = (dates, place, head, inner) =>
    `<div class="en"><div class="dt">${esc(dates)}${place ? `<div class="pl">${esc(place)}</div>` : ''}</div><div class="bd"><div class="hd">${head}</div>${inner}</div></div>`;
  const bullets = (j) =>
    `${j.summary ? `<p>${esc(j.summary)}</p>` : ''}${j.highlights.length ? `<ul>${j.highlights.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : ''}`;
  const bar = (label, pct) =>
    `<div class="br"><div class="bl">${esc(label)}</div><div class="bt"><div class="bf" style="width:${pct}%"></div></div></div>`;
  const main = (title, inner) => `<h2>${esc(title)}</h2>${inner}`;
  const side = (title, inner) => `<h3>${esc(title)}</h3>${inner}`;
  const css = `body{font-family:Lato,'Noto Sans',sans-serif;font-size:9.5pt;color:#222;line-height:1.4}
.p{display:grid;grid-template-columns:1fr 2.2in;min-height:11in}
.m{padding:0.55in 0.4in 0.5in 0.6in}.s{background:#eeeff1;padding:0.6in 0.3in 0.5in 0.3in}
h1{font-size:24pt;font-weight:700;margin:0;line-height:1.1}.hl{font-size:10.5pt;color:#555;text-transform:uppercase;letter-spacing:1px;margin:5px 0 8px}
h2{font-size:12.5pt;font-weight:700;margin:18px 0 8px}h3{font-size:11pt;font-weight:700;margin:0 0 7px}
.en{display:grid;grid-template-columns:1.15in 1fr;column-gap:12px;margin:0 0 11px;break-inside:avoid}
.dt{font-size:8pt;color:#777;text-transform:uppercase;letter-spacing:0.3px;padding-top:2px}.pl{text-transform:none;letter-spacing:0;margin-top:2px}
.hd{font-weight:700;font-size:10pt}p{margin:2px 0 3px}ul{margin:3px 0 0;padding-left:15px}li{margin:0 0 2px}
.sb{margin:0 0 20px}.sb p{margin:0 0 5px;overflow-wrap:anywhere}.k{color:#777;font-size:8pt;display:block}
.br{margin:0 0 8px}.bl{margin:0 0 3px}.bt{height:4px;background:#d2d4d8}.bf{height:4px;background:#3a4a5c}`;
  const details = `<div class="sb">${side(
    'Details',
    `<p>${esc(placeOf(person))}</p><p>${esc(b.phone)}</p><p>${esc(b.email)}</p>`,
  )}</div>${linkedin ? `<div class="sb">${side('Links', `<p>${esc(linkedin.url.replace(/^https:\/\/www\./, ''))}</p>`)}</div>` : ''}`;
  const skills = `<div class="sb">${side(
    'Skills',
    person.skills
      .flatMap((g) => g.keywords)
      .map((k) => bar(k, levelOf(person.seed, k)))
      .join(''),
  )}</div>`;
  const langs = languages
    ? `<div class="sb">${side('Languages', languages.items.map((l) => bar(l.title, FLUENCY[l.text] ?? 60)).join(''))}</div>`
    : '';
  const body = `<div class="p"><div class="m"><h1>${esc(b.name)}</h1><div class="hl">${esc(b.label)}</div>
${b.summary ? main('Profile', `<p>${esc(b.summary)}</p>`) : ''}
${main(
  'Employment History',
  person.work.map((j) => entry(range(j.startDate, j.endDate), j.location, `${esc(j.position)}, ${esc(j.name)}`, bullets(j))).join(''),
)}
${main(
  'Education',
  person.education
    .map((e) =>
      entry(
        range(e.startDate, e.endDate),
        '',
        `${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}, ${esc(e.institution)}`,
        e.score ? `<p>GPA ${esc(e.score)}</p>` : '',
      ),
    )
    .join(''),
)}
${mainExtras
  .map((s) =>
    main(
      s.heading,
      s.items
        .map((i) =>
          entry(
            i.date ? formatDate(i.date, 'mon') : '',
            '',
            `${esc(i.title)}${i.org ? `, ${esc(i.org)}` : ''}`,
            i.text ? `<p>${esc(i.text)}</p>` : '',
          ),
        )
        .join(''),
    ),
  )
  .join('')}</div>
<div class="s">${details}${skills}${langs}</div></div>`;
  return printPage(page(css, body), outBase, sections);
}
