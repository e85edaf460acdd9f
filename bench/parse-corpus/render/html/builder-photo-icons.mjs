// A page in the manner of online resume builders: a round photo placeholder at the left of the name
// and headline, a row of contact items each after a small inline SVG icon, section headings with an
// icon before them and a thin rule running on after them; each job has its title in bold with the
// dates in italic at the right, the employer in the accent colour (and the place after it), then
// the bullets; skills as rounded tags. One column, Lato-like sans serif, letter.
import { bulletsOf, esc, extraSections, formatDate, formatRange, linkedinOf, page, placeOf, printPage } from './common.mjs';

const ACCENTS = ['#1a73a8', '#2f7d5b', '#8a3b6f'];

// 24-unit line icons, drawn here.
const PATHS = {
  mail: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3 7l9 6 9-6"/>',
  phone: '<path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z"/>',
  pin: '<path d="M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12z"/><circle cx="12" cy="9" r="2.5"/>',
  link: '<path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1"/><path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"/>',
  user: '<circle cx="12" cy="8" r="4"/><path d="M4 21a8 8 0 0 1 16 0"/>',
  case: '<rect x="3" y="7" width="18" height="13" rx="2"/><path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18"/>',
  cap: '<path d="M2 9l10-5 10 5-10 5z"/><path d="M6 11v5c3 2 9 2 12 0v-5"/>',
  star: '<path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z"/>',
  globe: '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18"/>',
  award: '<circle cx="12" cy="9" r="5"/><path d="M9 13l-2 8 5-3 5 3-2-8"/>',
  folder: '<path d="M3 6a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z"/>',
  heart: '<path d="M12 20s-8-5-8-11a4.5 4.5 0 0 1 8-2.5A4.5 4.5 0 0 1 20 9c0 6-8 11-8 11z"/>',
  book: '<path d="M4 5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2z"/><path d="M4 19V5"/>',
};
const KIND_ICONS = {
  projects: 'folder',
  volunteer: 'heart',
  awards: 'award',
  certificates: 'award',
  publications: 'book',
  interests: 'star',
  languages: 'globe',
};

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const accent = ACCENTS[(person.seed ?? 0) % ACCENTS.length];
  const icon = (name, size) =>
    `<svg class="ic" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${PATHS[name]}</svg>`;
  const heading = (name, title) => `<h2><span class="hi">${icon(name, 13)}</span><span>${esc(title)}</span><span class="rule"></span></h2>`;
  const contact = [
    ['mail', b.email],
    ['phone', b.phone],
    ['pin', placeOf(person)],
    ...(linkedin ? [['link', linkedin.url.replace(/^https:\/\/(www\.)?/, '')]] : []),
  ]
    .map(([name, text]) => `<span class="ci">${icon(name, 11)}${esc(text)}</span>`)
    .join('');
  const list = (items) => (items.length ? `<ul>${items.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : '');
  const job = (j) =>
    `<div class="it"><div class="row"><span class="t">${esc(j.position)}</span><span class="d">${esc(
      formatRange(j.startDate, j.endDate, 'num', { dash: ' - ' }),
    )}</span></div><div class="co">${esc(j.name)}${j.location ? `<span class="pl">, ${esc(j.location)}</span>` : ''}</div>${list(bulletsOf(j))}</div>`;
  const school = (e) =>
    `<div class="it"><div class="row"><span class="t">${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</span><span class="d">${esc(
      formatRange(e.startDate, e.endDate, 'num', { dash: ' - ' }),
    )}</span></div><div class="co">${esc(e.institution)}</div>${e.score ? `<div class="gp">GPA ${esc(e.score)}</div>` : ''}</div>`;
  const tags = (words) => `<div class="tags">${words.map((w) => `<span class="tag">${esc(w)}</span>`).join('')}</div>`;
  const extra = (s) => {
    if (s.kind === 'interests') return tags(s.items.map((i) => i.title));
    if (s.kind === 'languages')
      return `<div class="langs">${s.items.map((i) => `<div><b>${esc(i.title)}</b>${i.text ? ` <span class="pl">${esc(i.text)}</span>` : ''}</div>`).join('')}</div>`;
    return s.items
      .map(
        (i) =>
          `<div class="it sm"><div class="row"><span class="t">${esc(i.title)}</span>${i.date ? `<span class="d">${esc(formatDate(i.date, 'num'))}</span>` : ''}</div>${
            i.org ? `<div class="co">${esc(i.org)}</div>` : ''
          }${i.text ? `<div class="tx">${esc(i.text)}</div>` : ''}</div>`,
      )
      .join('');
  };
  const skills = person.skills.map((g) => `<div class="sg"><span class="sgn">${esc(g.name)}</span>${tags(g.keywords)}</div>`).join('');
  const css = `@page{size:letter;margin:0.45in 0 0.5in}body{font-family:Lato,'Open Sans','Liberation Sans',sans-serif;font-size:9.6pt;line-height:1.42;color:#2b2b2b;padding:0 0.6in}
.top{display:flex;align-items:center;gap:18px;margin-bottom:10px}
.ph{flex:none;width:0.95in;height:0.95in;border-radius:50%;background:#dfe4ea;color:#aab4bf;display:flex;align-items:center;justify-content:center;border:3px solid ${accent}}
.ph .ic{width:0.55in;height:0.55in}
h1{font-size:23pt;margin:0;line-height:1.1;font-weight:700;color:#1d1d1d}.hl{font-size:12pt;color:${accent};margin-top:3px}
.cts{display:flex;flex-wrap:wrap;gap:4px 18px;font-size:8.8pt;color:#444;padding:7px 0 2px;border-top:1px solid #e3e6ea;border-bottom:1px solid #e3e6ea;margin-bottom:4px;padding-bottom:7px}
.ci{display:inline-flex;align-items:center;gap:5px}.ci .ic{color:${accent}}
h2{display:flex;align-items:center;gap:8px;font-size:11.5pt;font-weight:700;color:#1d1d1d;margin:14px 0 7px;break-after:avoid}
.hi{display:inline-flex;width:20px;height:20px;border-radius:50%;background:${accent};color:#fff;align-items:center;justify-content:center}
.rule{flex:1;border-top:1px solid #cfd5dc;margin-left:4px}
.it{margin-bottom:9px;break-inside:avoid-page}.it.sm{margin-bottom:6px}
.row{display:flex;justify-content:space-between;align-items:baseline;gap:12px}.t{font-weight:700;font-size:10.2pt}
.d{font-style:italic;color:#666;font-size:9pt;white-space:nowrap}.co{color:${accent};font-weight:600}.pl{color:#666;font-weight:400}
.gp,.tx{color:#444;font-size:9.2pt}ul{margin:3px 0 0;padding-left:16px}li{margin:0 0 2px}
p{margin:0}.tags{display:flex;flex-wrap:wrap;gap:5px}.tag{background:#eef1f5;border:1px solid #dde2e8;border-radius:11px;padding:1px 10px;font-size:8.8pt}
.sg{display:flex;gap:10px;align-items:flex-start;margin-bottom:6px}.sgn{flex:none;width:1.15in;font-weight:700;font-size:9.2pt;padding-top:2px}
.langs{display:flex;flex-wrap:wrap;gap:4px 26px}`;
  const body = `<div class="top"><div class="ph">${icon('user', 40)}</div><div><h1>${esc(b.name)}</h1><div class="hl">${esc(b.label)}</div></div></div>
<div class="cts">${contact}</div>
${b.summary ? `${heading('user', 'Profile')}<p>${esc(b.summary)}</p>` : ''}
${heading('case', 'Employment History')}${person.work.map(job).join('')}
${heading('cap', 'Education')}${person.education.map(school).join('')}
${heading('star', 'Skills')}${skills}
${sections.map((s) => `${heading(KIND_ICONS[s.kind] ?? 'star', s.heading)}${extra(s)}`).join('')}`;
  return printPage(page(css, body), outBase, sections);
}
