// An HTML page in the manner of a page printed from a notes app: a large emoji icon above the
// title (the name), a grey block of properties under it ('label value' rows: role, place, e-mail,
// phone, LinkedIn), the summary in a grey callout box with a light-bulb icon and no heading, then
// sections whose headings start with an emoji. Each job is a bold line 'Title at Employer' with a
// grey property line under it (place, then dates as 'Mar 2019 → Present') and its bullets as a plain
// list; education alike ('Degree in Area at School'); skills in a simple bordered table (group,
// keywords); other sections as lists. Noto Sans with Noto Color Emoji, letter.
import { bulletsOf, esc, extraSections, formatDate, linkedinOf, page, placeOf, printPage } from './common.mjs';

const ICONS = {
  projects: '🚀',
  volunteer: '🤝',
  awards: '🏆',
  certificates: '📜',
  publications: '📚',
  interests: '🎯',
  languages: '🌍',
};

const range = (start, end) => `${formatDate(start, 'mon')} → ${end ? formatDate(end, 'mon') : 'Present'}`;

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const h = (icon, t) => `<h2><span class="em">${icon}</span> ${esc(t)}</h2>`;
  const prop = (icon, label, value) =>
    `<div class="pr"><span class="pl"><span class="em">${icon}</span> ${esc(label)}</span><span class="pv">${value}</span></div>`;
  const props = [
    prop('💼', 'Role', esc(b.label)),
    prop('📍', 'Place', esc(placeOf(person))),
    prop('✉️', 'E-mail', `<span class="u">${esc(b.email)}</span>`),
    prop('📞', 'Phone', esc(b.phone)),
    ...(linkedin ? [prop('🔗', 'LinkedIn', `<span class="u">${esc(linkedin.url.replace(/^https:\/\//, ''))}</span>`)] : []),
  ].join('');
  const list = (items) => (items.length ? `<ul>${items.map((x) => `<li>${x}</li>`).join('')}</ul>` : '');
  const meta = (parts) => `<div class="meta">${parts.filter(Boolean).map(esc).join('<span class="dot">·</span>')}</div>`;
  const job = (j) =>
    `<div class="it"><div class="t">${esc(j.position)} at ${esc(j.name)}</div>${meta([j.location, range(j.startDate, j.endDate)])}${list(bulletsOf(j).map(esc))}</div>`;
  const school = (e) =>
    `<div class="it"><div class="t">${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''} at ${esc(e.institution)}</div>${meta([range(e.startDate, e.endDate)])}${
      e.score ? list([`GPA ${esc(e.score)}`]) : ''
    }</div>`;
  const skills = `<table><thead><tr><th>Area</th><th>Skills</th></tr></thead>${person.skills
    .map((g) => `<tr><td class="g">${esc(g.name)}</td><td>${esc(g.keywords.join(', '))}</td></tr>`)
    .join('')}</table>`;
  const item = (i) =>
    `<b>${esc(i.title)}</b>${i.org ? ` — ${esc(i.org)}` : ''}${i.text ? `: ${esc(i.text)}` : ''}${
      i.date ? ` <span class="gr">(${esc(formatDate(i.date, 'mon'))})</span>` : ''
    }`;
  const css = `@page{size:letter;margin:0.6in 0 0.6in}body{font-family:'Noto Sans','Noto Color Emoji',sans-serif;font-size:10pt;line-height:1.5;color:#37352f;padding:0 1in}
.em{font-family:'Noto Color Emoji';font-weight:normal}.icon{font-family:'Noto Color Emoji';font-size:46pt;line-height:1.1;margin:0 0 6px}
h1{font-size:28pt;font-weight:700;margin:0 0 12px;line-height:1.2}
.props{background:#f6f5f3;border-radius:5px;padding:8px 14px;margin:0 0 14px;font-size:9.5pt}.pr{display:flex;padding:2px 0}
.pl{width:1.35in;flex:none;color:#8a8984}.pv{color:#37352f}.u{text-decoration:underline;text-decoration-color:#c9c8c4;text-underline-offset:2px}
.callout{display:flex;gap:10px;background:#f1f1ef;border-radius:5px;padding:12px 16px;margin:0 0 8px}.callout .em{font-size:14pt;line-height:1.3}
hr{border:0;border-top:1px solid #e9e9e7;margin:16px 0 4px}
h2{font-size:15pt;font-weight:600;margin:22px 0 8px;line-height:1.3;break-after:avoid}
.it{margin:0 0 10px}.t{font-weight:700;font-size:10.5pt;break-after:avoid}.meta{color:#8a8984;font-size:9pt;margin:1px 0 3px;break-after:avoid}.dot{margin:0 8px}
ul{margin:2px 0 4px;padding-left:22px}li{margin:0 0 2px}.gr{color:#8a8984}
table{border-collapse:collapse;width:100%;font-size:9.5pt}tr{break-inside:avoid}th,td{border:1px solid #e3e2df;padding:5px 8px;text-align:left;vertical-align:top}
th{background:#f6f5f3;font-weight:600;color:#5f5e5b}td.g{width:1.7in;font-weight:600}`;
  const body = `<div class="icon">🧑‍💼</div><h1>${esc(b.name)}</h1><div class="props">${props}</div>
${b.summary ? `<div class="callout"><span class="em">💡</span><div>${esc(b.summary)}</div></div>` : ''}<hr>
${h('💼', 'Experience')}${person.work.map(job).join('')}
${h('🎓', 'Education')}${person.education.map(school).join('')}
${h('🛠️', 'Skills')}${skills}
${sections.map((s) => `${h(ICONS[s.kind] ?? '📌', s.heading)}${list(s.items.map(item))}`).join('')}`;
  return printPage(page(css, body), outBase, sections);
}
