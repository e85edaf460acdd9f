// An HTML page in the manner of an online design tool's 'timeline' resume: a centred header with the
// name in wide capitals and the contact details on one line between dots, then the jobs and schools
// on a line down the middle of the page, each with a dot on the line, its dates on one side and its
// text on the other, the sides alternating ('Mar. 2019 — Present'); skills and other sections under
// it in two short columns. A4, Cabin.
import { bulletsOf, esc, extraSections, itemText, linkedinOf, page, placeOf, printPage } from './common.mjs';

const MON = ['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];
const when = (iso) => (iso ? `${MON[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}` : 'Present');

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const stop = (k, dates, inner) => {
    const left = k % 2 === 0;
    const d = `<div class="d ${left ? 'dl' : 'dr'}">${esc(dates)}</div>`;
    const t = `<div class="t ${left ? 'tr' : 'tl'}">${inner}</div>`;
    return `<div class="row">${left ? d : t}<div class="dot"></div>${left ? t : d}</div>`;
  };
  let k = 0;
  const jobs = person.work
    .map((j) =>
      stop(
        k++,
        `${when(j.startDate)} — ${when(j.endDate)}`,
        `<div class="ti">${esc(j.position)}</div><div class="co">${esc(j.name)} · ${esc(j.location)}</div><ul>${bulletsOf(j)
          .map((x) => `<li>${esc(x)}</li>`)
          .join('')}</ul>`,
      ),
    )
    .join('');
  const schools = person.education
    .map((e) =>
      stop(
        k++,
        `${when(e.startDate)} — ${when(e.endDate)}`,
        `<div class="ti">${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</div><div class="co">${esc(e.institution)}</div>${e.score ? `<div>GPA ${esc(e.score)}</div>` : ''}`,
      ),
    )
    .join('');
  const css = `@page{size:A4;margin:0}body{font-family:'Cabin',sans-serif;font-size:9.5pt;color:#2b2b2b;padding:14mm 15mm}
h1{text-align:center;font-size:25pt;letter-spacing:6px;margin:0;font-weight:600;color:#1f4e5f}.hl{text-align:center;color:#7a8d94;letter-spacing:3px;font-size:10pt;margin:3px 0 6px}
.ct{text-align:center;font-size:8.5pt;color:#555;border-top:1px solid #cfd8dc;border-bottom:1px solid #cfd8dc;padding:4px 0;margin-bottom:10px}
h2{text-align:center;font-size:11pt;letter-spacing:3px;color:#1f4e5f;margin:12px 0 6px}.sum{text-align:center;margin:0 10mm}
.line{position:relative}.line:before{content:'';position:absolute;left:50%;top:0;bottom:0;border-left:2px solid #9fb8c0}
.row{display:grid;grid-template-columns:1fr 14px 1fr;column-gap:10px;margin-bottom:8px;break-inside:avoid}.dot{width:12px;height:12px;border-radius:50%;background:#1f4e5f;margin-top:2px;position:relative}
.d{font-size:8.5pt;color:#1f4e5f;font-weight:600;padding-top:1px}.dl{text-align:right}.tr{text-align:left}.tl{text-align:right}.tl ul{direction:rtl}.tl li{direction:ltr;text-align:right}
.ti{font-weight:600;font-size:10pt}.co{color:#60747b;font-style:italic;margin-bottom:2px}ul{margin:2px 0 0;padding-left:14px}li{margin-bottom:1px}
.two{display:grid;grid-template-columns:1fr 1fr;column-gap:10mm}.two h2{text-align:left}.two p{margin:0 0 3px}`;
  const contact = [placeOf(person), b.phone, b.email, ...(linkedin ? [linkedin.url.replace('https://www.', '')] : [])].map(esc).join(' • ');
  const body = `<h1>${esc(b.name.toUpperCase())}</h1><div class="hl">${esc(b.label.toUpperCase())}</div><div class="ct">${contact}</div>
${b.summary ? `<h2>ABOUT ME</h2><p class="sum">${esc(b.summary)}</p>` : ''}
<h2>EXPERIENCE</h2><div class="line">${jobs}</div>
<h2>EDUCATION</h2><div class="line">${schools}</div>
<div class="two"><div><h2>SKILLS</h2>${person.skills.map((g) => `<p><b>${esc(g.name)}</b> — ${esc(g.keywords.join(', '))}</p>`).join('')}</div>
<div>${sections.map((s) => `<h2>${esc(s.heading.toUpperCase())}</h2>${s.items.map((i) => `<p>${itemText(i)}</p>`).join('')}`).join('')}</div></div>`;
  return printPage(page(css, body), outBase, sections);
}
