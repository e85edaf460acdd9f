// An HTML page in the manner of a page exported from a note-taking app: the name as the page title
// (a large bold H1), a small table of properties under it (a gray label with a little glyph at the
// left, the value at the right: Email, Phone, Location as a tag, LinkedIn), a divider, then H2
// sections. Each job is an H3 'Title · Employer' with a gray line of dates ('March 2019 → June 2021')
// and place under it and its bullets as a plain list; skills as coloured inline tags per group;
// education like the jobs. Generous spacing, Inter, letter.
import { esc, extraSections, formatDate, linkedinOf, page, placeOf, printPage } from './common.mjs';

const TAGS = [
  ['#e3e2e0', '#32302c'],
  ['#eee0da', '#442a1e'],
  ['#fadec9', '#49290e'],
  ['#fdecc8', '#402c1b'],
  ['#dbeddb', '#1c3829'],
  ['#d3e5ef', '#183347'],
  ['#e8deee', '#412454'],
  ['#f5e0e9', '#4c2337'],
];

const range = (start, end) => `${formatDate(start, 'month')} → ${end ? formatDate(end, 'month') : 'Present'}`;

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const tag = (text, n) =>
    `<span class="tg" style="background:${TAGS[n % TAGS.length][0]};color:${TAGS[n % TAGS.length][1]}">${esc(text)}</span>`;
  const prop = (glyph, label, value) =>
    `<tr><td class="pl"><span class="gl">${glyph}</span>${esc(label)}</td><td class="pv">${value}</td></tr>`;
  const props = [
    prop('@', 'Email', `<span class="u">${esc(b.email)}</span>`),
    prop('☏', 'Phone', esc(b.phone)),
    prop('◉', 'Location', tag(placeOf(person), person.seed ?? 0)),
    ...(linkedin ? [prop('↗', 'LinkedIn', `<span class="u">${esc(linkedin.url.replace(/^https:\/\//, ''))}</span>`)] : []),
  ].join('');
  const list = (items) => (items.length ? `<ul>${items.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : '');
  const job = (j) =>
    `<h3>${esc(j.position)} · ${esc(j.name)}</h3><div class="meta">${esc(range(j.startDate, j.endDate))}${j.location ? ` · ${esc(j.location)}` : ''}</div>${
      j.summary ? `<p>${esc(j.summary)}</p>` : ''
    }${list(j.highlights)}`;
  const school = (e) =>
    `<h3>${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''} · ${esc(e.institution)}</h3><div class="meta">${esc(range(e.startDate, e.endDate))}</div>${
      e.score ? `<ul><li>GPA ${esc(e.score)}</li></ul>` : ''
    }`;
  let n = 1;
  const skills = person.skills
    .map((g) => `<div class="sk"><span class="sg">${esc(g.name)}</span>${g.keywords.map((k) => tag(k, n++)).join(' ')}</div>`)
    .join('');
  const extra = (s) => {
    if (s.kind === 'languages')
      return `<div class="sk">${s.items.map((i) => tag(i.text ? `${i.title} (${i.text})` : i.title, n++)).join(' ')}</div>`;
    if (s.kind === 'interests') return `<div class="sk">${s.items.map((i) => tag(i.title, n++)).join(' ')}</div>`;
    return `<ul>${s.items
      .map(
        (i) =>
          `<li><b>${esc(i.title)}</b>${i.org ? ` · ${esc(i.org)}` : ''}${i.date ? ` <span class="g">(${esc(formatDate(i.date, 'month'))})</span>` : ''}${i.text ? ` — ${esc(i.text)}` : ''}</li>`,
      )
      .join('')}</ul>`;
  };
  const css = `@page{size:letter;margin:0.6in 0 0.65in}body{font-family:Inter,'Noto Sans',sans-serif;font-size:10pt;line-height:1.5;color:#37352f;padding:0.25in 0.95in 0}
h1{font-size:27pt;font-weight:700;margin:0 0 14px;line-height:1.2;letter-spacing:-0.3px}
table{border-collapse:collapse;margin:0 0 10px;font-size:9.5pt}td{padding:3px 0;vertical-align:top}
.pl{width:1.45in;color:#787774}.gl{display:inline-block;width:18px;color:#9b9a97}.pv{color:#37352f}
.u{text-decoration:underline;text-decoration-color:#c7c6c4;text-underline-offset:2px}
hr{border:0;border-top:1px solid #e9e9e7;margin:14px 0 6px}
h2{font-size:15pt;font-weight:600;margin:26px 0 6px;line-height:1.3}
h2,h3,.meta{break-after:avoid}h3{font-size:11.5pt;font-weight:600;margin:16px 0 1px;line-height:1.35}
.meta{color:#787774;font-size:9pt;margin:0 0 5px}.g{color:#787774}
p{margin:2px 0 4px}ul{margin:2px 0 6px;padding-left:22px}li{margin:0 0 3px;padding-left:2px}
.tg{display:inline-block;border-radius:3px;padding:0 6px;margin:0 2px 4px 0;font-size:9pt;line-height:1.6;white-space:nowrap}
.sk{margin:4px 0 6px}.sg{display:inline-block;min-width:1.1in;color:#787774;font-size:9pt;margin-right:6px}`;
  const body = `<h1>${esc(b.name)}</h1><table>${props}</table><hr>
${b.summary ? `<h2>About</h2><p>${esc(b.summary)}</p>` : ''}
<h2>Experience</h2>${person.work.map(job).join('')}
<h2>Education</h2>${person.education.map(school).join('')}
<h2>Skills</h2>${skills}
${sections.map((s) => `<h2>${esc(s.heading)}</h2>${extra(s)}`).join('')}`;
  return printPage(page(css, body), outBase, sections);
}
