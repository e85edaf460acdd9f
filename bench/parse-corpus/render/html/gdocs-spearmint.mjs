// An HTML page in the manner of a Google Docs resume template with a mint accent: the name large in a
// mint colour with the contact details under it in small grey type, section headings in bold mint
// letters, each job as 'Title, Employer' in bold with the place in italics after a dash, and its
// dates under it in small capitals ('Jan 2019 – Jun 2021'), then bullets; education the same way.
// Letter, Charis SIL.
import { bulletsOf, esc, extraSections, itemText, linkedinOf, page, placeOf, printPage } from './common.mjs';

const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const mon = (iso) => (iso ? `${SHORT[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}` : 'Present');

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const h = (t) => `<h2>${esc(t)}</h2>`;
  const css = `body{font-family:'Charis SIL',serif;font-size:10pt;color:#333;padding:0.65in 0.9in}
h1{color:#2aa886;font-family:'Open Sans','Noto Sans',sans-serif;font-size:30pt;margin:0;font-weight:700}.hl{font-size:12pt;margin:2px 0 4px}.ct{font-size:8.5pt;color:#777}
h2{color:#2aa886;font-family:'Noto Sans',sans-serif;font-size:12pt;margin:20px 0 6px;font-weight:700}p{margin:0 0 4px}
.e{margin:10px 0 2px;font-weight:bold}.e i{font-weight:normal}.d{font-variant:small-caps;color:#777;font-size:9.5pt;letter-spacing:0.5px;margin:1px 0 4px}
ul{margin:0 0 6px;padding-left:18px}li{margin-bottom:2px}`;
  const contact = [placeOf(person), b.phone, b.email, ...(linkedin ? [linkedin.url.replace('https://www.', '')] : [])].map(esc).join(' | ');
  const body = `<h1>${esc(b.name)}</h1><div class="hl">${esc(b.label)}</div><div class="ct">${contact}</div>
${b.summary ? `${h('Profile')}<p>${esc(b.summary)}</p>` : ''}
${h('Experience')}${person.work
    .map(
      (j) =>
        `<p class="e">${esc(j.position)}, ${esc(j.name)} <i>— ${esc(j.location)}</i></p><div class="d">${mon(j.startDate)} – ${mon(j.endDate)}</div><ul>${bulletsOf(
          j,
        )
          .map((x) => `<li>${esc(x)}</li>`)
          .join('')}</ul>`,
    )
    .join('')}
${h('Education')}${person.education
    .map(
      (e) =>
        `<p class="e">${esc(e.institution)} <i>— ${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</i></p><div class="d">${mon(e.startDate)} – ${mon(e.endDate)}</div>${e.score ? `<p>GPA ${esc(e.score)}</p>` : ''}`,
    )
    .join('')}
${h('Skills')}<ul>${person.skills.map((g) => `<li><b>${esc(g.name)}:</b> ${esc(g.keywords.join(', '))}</li>`).join('')}</ul>
${sections.map((s) => `${h(s.heading)}${s.items.map((i) => `<p>${itemText(i)}</p>`).join('')}`).join('')}`;
  return printPage(page(css, body), outBase, sections);
}
