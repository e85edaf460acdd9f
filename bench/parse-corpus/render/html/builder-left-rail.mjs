// A resume builder's two-column design: a coloured rail down the left of every page (about 32% of
// the width, a fixed element, so it is drawn again on page two) holding, on the first page, a round
// photo placeholder with a silhouette, 'Contact' (e-mail, phone, place, LinkedIn, each on its own
// line under a small caps label), 'Skills' with each term over a row of five dots (the filled ones
// its rating, which the builder asks for and prints no figure of) and 'Languages' (the language,
// its dots and the level in small type); interests close the rail when the person has them. The
// main column on white: the name large with the headline in the rail's colour, then 'Summary',
// 'Experience' (the title in bold with the dates at the right, 'Employer, City, ST' in the accent
// colour under it, bullets), 'Education' and the person's other sections. Headings in spaced
// capitals with a short bar under them. Open Sans-like sans (DejaVu Sans standing in), letter.
import { createHash } from 'node:crypto';
import { bulletsOf, esc, extraSections, formatDate, linkedinOf, page, placeOf, printPage } from './common.mjs';

const COLOURS = [
  { rail: '#34495e', accent: '#2e86c1' },
  { rail: '#3d3b4f', accent: '#b0603a' },
  { rail: '#24544a', accent: '#2f8a6d' },
];
const FLUENCY_DOTS = {
  native: 5,
  fluent: 5,
  bilingual: 5,
  professional: 4,
  advanced: 4,
  conversational: 3,
  intermediate: 3,
  basic: 2,
  elementary: 2,
};

const range = (start, end) => `${formatDate(start, 'mon')} – ${end ? formatDate(end, 'mon') : 'Present'}`;
/** The rating a person gave a skill in the builder: 3 to 5 dots, fixed per person and skill. */
const ratingOf = (seed, skill) => 3 + (parseInt(createHash('sha256').update(`${seed}|${skill}`).digest('hex').slice(0, 6), 16) % 3);

const SILHOUETTE =
  '<svg width="64" height="64" viewBox="0 0 24 24" fill="currentColor"><circle cx="12" cy="9" r="4.2"/><path d="M3.5 22c0-5 3.8-8 8.5-8s8.5 3 8.5 8z"/></svg>';

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const all = extraSections(person);
  const languages = all.find((s) => s.kind === 'languages');
  const interests = all.find((s) => s.kind === 'interests');
  const main = all.filter((s) => s !== languages && s !== interests);
  const { rail, accent } = COLOURS[(person.seed ?? 0) % COLOURS.length];
  const dots = (n) => `<span class="dots">${[1, 2, 3, 4, 5].map((k) => `<i class="${k <= n ? 'on' : ''}"></i>`).join('')}</span>`;
  const rh = (t) => `<h3>${esc(t)}</h3>`;
  const mh = (t) => `<h2>${esc(t)}</h2>`;
  const contact = [
    ['E-mail', b.email],
    ['Phone', b.phone],
    ['Address', placeOf(person)],
    ...(linkedin ? [['LinkedIn', linkedin.url.replace(/^https:\/\/(www\.)?/, '')]] : []),
  ]
    .map(([label, value]) => `<div class="cl">${esc(label)}</div><div class="cv">${esc(value)}</div>`)
    .join('');
  const skills = person.skills
    .flatMap((g) => g.keywords)
    .map((k) => `<div class="sk"><div>${esc(k)}</div>${dots(ratingOf(person.seed, k))}</div>`)
    .join('');
  const langs = languages
    ? `${rh(languages.heading)}${languages.items
        .map(
          (i) =>
            `<div class="sk"><div>${esc(i.title)}</div>${dots(FLUENCY_DOTS[String(i.text).toLowerCase().split(/\W/)[0]] ?? 3)}${
              i.text ? `<div class="lv">${esc(i.text)}</div>` : ''
            }</div>`,
        )
        .join('')}`
    : '';
  const hobbies = interests
    ? `${rh(interests.heading)}${interests.items.map((i) => `<div class="cv">${esc(i.title)}</div>`).join('')}`
    : '';
  const list = (items) => (items.length ? `<ul>${items.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : '');
  const entry = (title, dates, org, rest) =>
    `<div class="it"><div class="row"><span class="t">${esc(title)}</span>${dates ? `<span class="d">${esc(dates)}</span>` : ''}</div>${
      org ? `<div class="co">${esc(org)}</div>` : ''
    }${rest}</div>`;
  const job = (j) => entry(j.position, range(j.startDate, j.endDate), [j.name, j.location].filter(Boolean).join(', '), list(bulletsOf(j)));
  const school = (e) =>
    entry(
      `${e.studyType}${e.area ? ` in ${e.area}` : ''}`,
      range(e.startDate, e.endDate),
      e.institution,
      e.score ? `<div class="tx">GPA: ${esc(e.score)}</div>` : '',
    );
  const other = (i) => entry(i.title, i.date ? formatDate(i.date, 'mon') : '', i.org, i.text ? `<div class="tx">${esc(i.text)}</div>` : '');
  const css = `@page{size:letter;margin:0.5in 0}body{font-family:'Open Sans','DejaVu Sans',sans-serif;font-size:9pt;line-height:1.45;color:#333}
.bg{position:fixed;top:-0.5in;bottom:-0.5in;left:0;width:32%;background:${rail}}
.wrap{display:flex;position:relative}.rail{width:32%;flex:none;color:#f2f2f2;padding:0 0.28in 0 0.32in}.main{flex:1;padding:0 0.45in 0 0.38in}
.ph{width:1.25in;height:1.25in;border-radius:50%;background:#d9dde2;color:#a3acb6;border:4px solid rgba(255,255,255,0.85);display:flex;align-items:flex-end;justify-content:center;overflow:hidden;margin:0 auto 6px}
h3{font-size:10pt;letter-spacing:2px;text-transform:uppercase;margin:18px 0 8px;padding-bottom:4px;border-bottom:1px solid rgba(255,255,255,0.35)}
.cl{font-size:7.5pt;letter-spacing:1px;text-transform:uppercase;color:#c7ced6;margin-top:6px}.cv{word-break:break-word;margin-bottom:2px}
.sk{margin:0 0 7px}.dots{display:flex;gap:4px;margin-top:2px}.dots i{width:8px;height:8px;border-radius:50%;border:1px solid #fff;display:block}.dots i.on{background:#fff}
.lv{font-size:7.5pt;color:#c7ced6}
h1{font-size:25pt;margin:0;line-height:1.1;color:#222}.hl{font-size:12pt;color:${rail};margin:4px 0 4px;letter-spacing:0.5px}
h2{font-size:11pt;letter-spacing:2.5px;text-transform:uppercase;color:#222;margin:20px 0 9px;break-after:avoid}
h2::after{content:'';display:block;width:34px;height:3px;background:${accent};margin-top:4px}
.it{margin:0 0 11px;break-inside:avoid-page}.row{display:flex;justify-content:space-between;gap:10px;align-items:baseline}
.t{font-weight:700;font-size:10pt}.d{white-space:nowrap;color:#777;font-size:8.5pt}.co{color:${accent};font-weight:600}
.tx{color:#555}ul{margin:3px 0 0;padding-left:15px}li{margin:0 0 2px}p{margin:0}`;
  const body = `<div class="bg"></div><div class="wrap"><div class="rail"><div class="ph">${SILHOUETTE}</div>
${rh('Contact')}${contact}${rh('Skills')}${skills}${langs}${hobbies}</div>
<div class="main"><h1>${esc(b.name)}</h1><div class="hl">${esc(b.label)}</div>
${b.summary ? `${mh('Summary')}<p>${esc(b.summary)}</p>` : ''}
${mh('Experience')}${person.work.map(job).join('')}
${mh('Education')}${person.education.map(school).join('')}
${main.map((s) => `${mh(s.heading)}${s.items.map(other).join('')}`).join('')}</div></div>`;
  return printPage(page(css, body), outBase, all);
}
