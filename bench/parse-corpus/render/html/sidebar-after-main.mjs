// An HTML page in the manner of an online design tool's resume with a photo: a round photo frame and
// a coloured sidebar (contact details, skills over bars, languages, education) at the LEFT of the
// page, but written after the main column in the page's source, so its text comes after the jobs in
// reading order; the main column has the name, headline, profile, jobs ('03/2019 - 06/2021') and
// other sections. Letter, Lato.
import { bulletsOf, esc, extraSections, itemText, linkedinOf, page, placeOf, printPage } from './common.mjs';

const mmYYYY = (iso) => (iso ? `${iso.slice(5, 7)}/${iso.slice(0, 4)}` : 'Present');

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const bar = (k, i) => `<div class="sk"><span>${esc(k)}</span><div class="bar"><i style="width:${55 + ((i * 17) % 40)}%"></i></div></div>`;
  const css = `body{font-family:'Lato',sans-serif;font-size:9.5pt;color:#333}.p{display:flex;flex-direction:row-reverse;min-height:11in}
.main{flex:1;padding:0.55in 0.5in 0.4in 0.4in}.side{width:2.4in;background:#e9eef3;padding:0.45in 0.28in}
.ph{width:1.4in;height:1.4in;border-radius:50%;border:4px solid #fff;background:#b7c6d4;margin:0 auto 16px}
h1{font-size:27pt;margin:0;font-weight:900;color:#22384f}.hl{font-size:12pt;color:#c0603a;margin:2px 0 16px}
h2{font-size:11pt;color:#22384f;text-transform:uppercase;letter-spacing:1.5px;margin:14px 0 6px;border-bottom:1px solid #c8d3dd;padding-bottom:2px}
h3{font-size:10pt;color:#22384f;text-transform:uppercase;letter-spacing:1px;margin:14px 0 6px}
.j{margin-bottom:9px}.jt{font-weight:bold;font-size:10.5pt}.jm{color:#6b7c8c;margin:1px 0 3px}ul{margin:0;padding-left:15px}li{margin-bottom:2px}
.side p{margin:0 0 5px;overflow-wrap:anywhere}.sk{margin-bottom:6px}.bar{height:5px;background:#c8d3dd;border-radius:3px;margin-top:2px}.bar i{display:block;height:5px;background:#c0603a;border-radius:3px}
.e{margin-bottom:7px}.e b{display:block}.e small{color:#6b7c8c}`;
  const main = `<div class="main"><h1>${esc(b.name)}</h1><div class="hl">${esc(b.label)}</div>
${b.summary ? `<h2>Profile</h2><p>${esc(b.summary)}</p>` : ''}
<h2>Work Experience</h2>${person.work
    .map(
      (j) =>
        `<div class="j"><div class="jt">${esc(j.position)}</div><div class="jm">${esc(j.name)}, ${esc(j.location)} | ${mmYYYY(j.startDate)} - ${mmYYYY(j.endDate)}</div><ul>${bulletsOf(
          j,
        )
          .map((x) => `<li>${esc(x)}</li>`)
          .join('')}</ul></div>`,
    )
    .join('')}
${sections
  .filter((s) => s.kind !== 'languages')
  .map((s) => `<h2>${esc(s.heading)}</h2>${s.items.map((i) => `<p>${itemText(i)}</p>`).join('')}`)
  .join('')}</div>`;
  const languages = person.languages?.length
    ? `<h3>Languages</h3>${person.languages.map((l) => `<p>${esc(l.language)} — ${esc(l.fluency)}</p>`).join('')}`
    : '';
  const side = `<div class="side"><div class="ph"></div><h3>Contact</h3><p>${esc(b.phone)}</p><p>${esc(b.email)}</p><p>${esc(placeOf(person))}</p>${
    linkedin ? `<p>${esc(linkedin.url.replace('https://www.', ''))}</p>` : ''
  }
<h3>Education</h3>${person.education
    .map(
      (e) =>
        `<div class="e"><b>${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</b>${esc(e.institution)}<br><small>${mmYYYY(e.startDate)} - ${mmYYYY(e.endDate)}</small></div>`,
    )
    .join('')}
<h3>Skills</h3>${person.skills
    .flatMap((g) => g.keywords)
    .map(bar)
    .join('')}${languages}</div>`;
  return printPage(page(css, `<div class="p">${main}${side}</div>`), outBase, sections);
}
