// An HTML page with a coloured header band holding the name and the headline (and the contact details
// in small type under them); below it every section is a row: its heading in a narrow left column
// with a small glyph before it, its entries at the right. A job: the title in bold with its dates at
// the right edge, 'Employer, Place' in italics under it, then bullets. Lato, letter.
import { esc, extraSections, formatRange, linkedinOf, page, placeOf, printPage } from './common.mjs';

const GLYPHS = {
  Profile: '☺',
  Experience: '⚒',
  Education: '✎',
  Skills: '✦',
  Projects: '❖',
  Volunteering: '♥',
  Awards: '★',
  Certifications: '✔',
  Publications: '✉',
  Interests: '✿',
  Languages: '✈',
};

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const row = (title, inner) =>
    `<div class="row"><div class="hc"><span class="ic">${GLYPHS[title] ?? '•'}</span>${esc(title)}</div><div class="bc">${inner}</div></div>`;
  const dates = (s, e) => esc(formatRange(s, e, 'num', { dash: ' - ' }));
  const job = (j) =>
    `<div class="en"><div class="tl"><b>${esc(j.position)}</b><span class="d">${dates(j.startDate, j.endDate)}</span></div><div class="o">${esc(j.name)}${
      j.location ? `, ${esc(j.location)}` : ''
    }</div><ul>${[...(j.summary ? [j.summary] : []), ...j.highlights].map((x) => `<li>${esc(x)}</li>`).join('')}</ul></div>`;
  const school = (e) =>
    `<div class="en"><div class="tl"><b>${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</b><span class="d">${dates(e.startDate, e.endDate)}</span></div><div class="o">${esc(
      e.institution,
    )}</div>${e.score ? `<div>GPA ${esc(e.score)}</div>` : ''}</div>`;
  const extra = (s) =>
    s.items
      .map(
        (i) =>
          `<div class="en"><b>${esc(i.title)}</b>${i.org ? ` <span class="o">${esc(i.org)}</span>` : ''}${i.date ? ` (${esc(i.date.slice(0, 4))})` : ''}${
            i.text ? `<div>${esc(i.text)}</div>` : ''
          }</div>`,
      )
      .join('');
  const contact = [b.email, b.phone, placeOf(person), ...(linkedin ? [linkedin.url.replace(/^https:\/\//, '')] : [])]
    .map((x) => `<span>${esc(x)}</span>`)
    .join(' | ');
  const css = `@page{size:letter;margin:0.5in 0}@page:first{margin-top:0}body{font-family:Lato,'Noto Sans',sans-serif;font-size:9.5pt;color:#262626;line-height:1.38}
.hdr{background:#1f5f73;color:#fff;padding:0.45in 0.6in 0.3in}.hdr h1{font-size:26pt;margin:0;font-weight:700;letter-spacing:0.5px}
.hdr .hl{font-size:12pt;color:#cfe6ee;margin:3px 0 8px}.hdr .ct{font-size:8.5pt;color:#e3f0f4}.hdr .ct span{white-space:nowrap}
.wrap{padding:0.25in 0.6in 0}.row{display:grid;grid-template-columns:1.55in 1fr;column-gap:14px;padding:10px 0;border-bottom:1px solid #e2e6e8}
.hc{font-weight:700;font-size:10.5pt;color:#1f5f73;text-transform:uppercase;letter-spacing:0.5px}.ic{display:inline-block;width:18px;font-weight:400}
.en{margin:0 0 9px;break-inside:avoid}.tl{display:flex;justify-content:space-between;gap:10px}.d{color:#666;white-space:nowrap;font-size:9pt}
.o{font-style:italic;color:#444}ul{margin:3px 0 0;padding-left:15px}li{margin:0 0 2px}p{margin:0}.sk{margin:0 0 3px}`;
  const body = `<div class="hdr"><h1>${esc(b.name)}</h1><div class="hl">${esc(b.label)}</div><div class="ct">${contact}</div></div><div class="wrap">
${b.summary ? row('Profile', `<p>${esc(b.summary)}</p>`) : ''}
${row('Experience', person.work.map(job).join(''))}
${row('Education', person.education.map(school).join(''))}
${row('Skills', person.skills.map((g) => `<div class="sk"><b>${esc(g.name)}:</b> ${esc(g.keywords.join(', '))}</div>`).join(''))}
${sections.map((s) => row(s.heading, extra(s))).join('')}</div>`;
  return printPage(page(css, body), outBase, sections);
}
