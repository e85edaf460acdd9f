// A page in the manner of a resume builder's 'modern' design: a dark header band across the top
// with the name in large white type and the headline in a lighter tint under it, and a strip below
// the band with the contact items in a row, each after a small inline SVG icon. Each section
// heading sits beside a small filled circle holding a white line icon (inline SVG). Each job: the
// title in bold, the employer on the next line in the accent colour, then one line in small italic
// grey with the dates after a calendar icon and the place after a pin icon; bullets under it.
// Schools alike. Skills as groups ('Group' in bold, then its terms with thin separators), languages
// as 'Language — level', other sections as short entries. Source Sans-like sans (Carlito standing
// in), letter, one column.
import { bulletsOf, esc, extraSections, formatDate, linkedinOf, page, placeOf, printPage } from './common.mjs';

const THEMES = [
  { band: '#23313f', accent: '#2b8a9e' },
  { band: '#2d2a3e', accent: '#c0563b' },
  { band: '#1f3a2e', accent: '#3f8f4f' },
];

// Icons on a 24-unit grid, line drawings made here.
const ICONS = {
  person: '<circle cx="12" cy="8" r="4"/><path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"/>',
  briefcase: '<rect x="3" y="7" width="18" height="13" rx="2"/><path d="M9 7V5h6v2M3 12h18"/>',
  school: '<path d="M2 9l10-5 10 5-10 5z"/><path d="M6 11v5c3 2.5 9 2.5 12 0v-5"/>',
  tools: '<path d="M14 6a4 4 0 0 0 5 5l-8 8a2 2 0 0 1-3-3l8-8a4 4 0 0 0-2-2z"/>',
  calendar: '<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4"/>',
  pin: '<path d="M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12z"/><circle cx="12" cy="9" r="2.5"/>',
  mail: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3 7l9 6 9-6"/>',
  phone: '<path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z"/>',
  link: '<path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1"/><path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"/>',
  flag: '<path d="M5 21V4M5 4h11l-2 4 2 4H5"/>',
  trophy: '<path d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H4a3 3 0 0 0 4 4M16 6h4a3 3 0 0 1-4 4M12 13v4M8 21h8"/>',
  globe: '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18"/>',
  heart: '<path d="M12 20s-8-5-8-11a4.5 4.5 0 0 1 8-2.5A4.5 4.5 0 0 1 20 9c0 6-8 11-8 11z"/>',
  book: '<path d="M4 5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2z"/><path d="M4 19V5"/>',
};
const KIND_ICONS = {
  projects: 'flag',
  volunteer: 'heart',
  awards: 'trophy',
  certificates: 'trophy',
  publications: 'book',
  interests: 'heart',
  languages: 'globe',
};

const range = (start, end) => `${formatDate(start, 'mon')} - ${end ? formatDate(end, 'mon') : 'Present'}`;

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const { band, accent } = THEMES[(person.seed ?? 0) % THEMES.length];
  const svg = (name, size, cls = 'ic') =>
    `<svg class="${cls}" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${ICONS[name]}</svg>`;
  const heading = (icon, title) => `<h2><span class="circ">${svg(icon, 12)}</span>${esc(title)}</h2>`;
  const contact = [
    ['mail', b.email],
    ['phone', b.phone],
    ['pin', placeOf(person)],
    ...(linkedin ? [['link', linkedin.url.replace(/^https:\/\/(www\.)?/, '')]] : []),
  ]
    .map(([icon, text]) => `<span class="ci">${svg(icon, 11)}${esc(text)}</span>`)
    .join('');
  const meta = (dates, place) =>
    `<div class="meta"><span>${svg('calendar', 10)}${esc(dates)}</span>${place ? `<span>${svg('pin', 10)}${esc(place)}</span>` : ''}</div>`;
  const list = (items) => (items.length ? `<ul>${items.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : '');
  const job = (j) =>
    `<div class="it"><div class="t">${esc(j.position)}</div><div class="co">${esc(j.name)}</div>${meta(range(j.startDate, j.endDate), j.location)}${list(
      bulletsOf(j),
    )}</div>`;
  const school = (e) =>
    `<div class="it"><div class="t">${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</div><div class="co">${esc(e.institution)}</div>${meta(
      range(e.startDate, e.endDate),
      '',
    )}${e.score ? `<div class="tx">GPA: ${esc(e.score)}</div>` : ''}</div>`;
  const skills = person.skills
    .map((g) => `<div class="sg"><b>${esc(g.name)}</b><span>${g.keywords.map(esc).join('<i class="sep"></i>')}</span></div>`)
    .join('');
  const extra = (s) => {
    if (s.kind === 'languages')
      return `<div class="row">${s.items.map((i) => `<span><b>${esc(i.title)}</b>${i.text ? ` — ${esc(i.text)}` : ''}</span>`).join('')}</div>`;
    if (s.kind === 'interests') return `<div class="row">${s.items.map((i) => `<span>${esc(i.title)}</span>`).join('')}</div>`;
    return s.items
      .map(
        (i) =>
          `<div class="it sm"><div class="t">${esc(i.title)}</div>${i.org ? `<div class="co">${esc(i.org)}</div>` : ''}${
            i.date ? meta(formatDate(i.date, 'mon'), '') : ''
          }${i.text ? `<div class="tx">${esc(i.text)}</div>` : ''}</div>`,
      )
      .join('');
  };
  const css = `@page{size:letter;margin:0.5in 0}@page :first{margin-top:0}
body{font-family:Carlito,'Source Sans Pro','Liberation Sans',sans-serif;font-size:10.5pt;line-height:1.4;color:#2e2e2e}
.band{background:${band};color:#fff;padding:0.42in 0.65in 0.3in}h1{margin:0;font-size:27pt;line-height:1.1;font-weight:700;letter-spacing:0.5px}
.hl{font-size:13pt;color:#c9d3dc;margin-top:4px}
.cts{display:flex;flex-wrap:wrap;gap:4px 22px;padding:9px 0.65in;background:#eef1f4;font-size:9.5pt;color:#333}
.ci{display:inline-flex;align-items:center;gap:5px}.ci .ic{color:${accent}}
main{padding:4px 0.65in 0}
h2{display:flex;align-items:center;gap:9px;font-size:13pt;font-weight:700;color:${band};margin:16px 0 8px;break-after:avoid}
.circ{display:inline-flex;flex:none;width:22px;height:22px;border-radius:50%;background:${accent};color:#fff;align-items:center;justify-content:center}
.it{margin:0 0 10px 31px;break-inside:avoid-page}.it.sm{margin-bottom:6px}.t{font-weight:700;font-size:11pt}.co{color:${accent};font-weight:600}
.meta{display:flex;gap:16px;font-style:italic;color:#6b6b6b;font-size:9.5pt;margin:1px 0 2px}.meta span{display:inline-flex;align-items:center;gap:4px}
.tx{font-size:10pt}ul{margin:3px 0 0;padding-left:16px}li{margin:0 0 2px}p{margin:0 0 0 31px}
.sg{margin:0 0 5px 31px}.sg b{display:inline-block;min-width:1.2in}.sep{display:inline-block;width:1px;height:9px;background:#b5b5b5;margin:0 8px}
.row{display:flex;flex-wrap:wrap;gap:4px 24px;margin-left:31px}`;
  const body = `<div class="band"><h1>${esc(b.name)}</h1><div class="hl">${esc(b.label)}</div></div><div class="cts">${contact}</div><main>
${b.summary ? `${heading('person', 'Profile')}<p>${esc(b.summary)}</p>` : ''}
${heading('briefcase', 'Experience')}${person.work.map(job).join('')}
${heading('school', 'Education')}${person.education.map(school).join('')}
${heading('tools', 'Skills')}${skills}
${sections.map((s) => `${heading(KIND_ICONS[s.kind] ?? 'flag', s.heading)}${extra(s)}`).join('')}</main>`;
  return printPage(page(css, body), outBase, sections);
}
