// An HTML page in the manner of a modern template with a sidebar of chips: a coloured column down
// the left third of the page (about 32%) with the contact details, the skills as rounded chips (one
// chip per term, under each group's name), the spoken languages and the education; the main column
// holds the name, the headline, a summary and the experience, where each job has a round badge with
// the employer's initials (text inside a circle) to the left of the entry, the title in bold with
// the dates in a pill at the right of the same line, the employer and place under it, then bullets.
// Other sections follow in the main column. Letter, DejaVu Sans.
import { bulletsOf, esc, extraSections, formatRange, itemText, linkedinOf, page, placeOf, printPage } from './common.mjs';

const initialsOf = (name) =>
  name
    .split(/\s+/)
    .filter((w) => /^\p{Lu}/u.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const side = sections.filter((s) => s.kind === 'languages');
  const main = sections.filter((s) => !side.includes(s));
  const sh = (t) => `<h3>${esc(t)}</h3>`;
  const mh = (t) => `<h2>${esc(t)}</h2>`;
  const css = `body{font-family:'DejaVu Sans',sans-serif;font-size:9pt;color:#2b2d42}.wrap{display:flex;min-height:11in}
.side{width:32%;background:#1d3557;color:#f1faee;padding:0.5in 0.22in 0.4in 0.3in}.main{flex:1;padding:0.5in 0.45in 0.4in 0.35in}
h1{font-size:23pt;margin:0;color:#1d3557}.hl{font-size:11pt;color:#e63946;margin:3px 0 12px}
h2{font-size:11pt;color:#1d3557;text-transform:uppercase;letter-spacing:1.5px;margin:14px 0 8px;padding-bottom:3px;border-bottom:2px solid #a8dadc}
h3{font-size:10pt;text-transform:uppercase;letter-spacing:1.5px;color:#a8dadc;margin:16px 0 6px}h3:first-child{margin-top:0}
.side p{margin:3px 0;word-break:break-word}.side a{color:#f1faee;text-decoration:none}.grp{font-size:8.5pt;font-weight:bold;margin:7px 0 3px}
.chips{display:flex;flex-wrap:wrap;gap:4px}.chip{background:#457b9d;color:#fff;border-radius:10px;padding:1px 8px;font-size:8pt}
.ed{margin-bottom:7px}.ed b{display:block}.sm{font-size:8pt;color:#cfe3e4}
.job{display:flex;gap:10px;margin-bottom:11px}.bdg{flex:none;width:32px;height:32px;border-radius:50%;background:#a8dadc;color:#1d3557;font-weight:bold;font-size:9.5pt;display:flex;align-items:center;justify-content:center}
.jb{flex:1}.tl{display:flex;align-items:baseline;gap:8px}.t{font-weight:bold;font-size:10.5pt}.pill{margin-left:auto;white-space:nowrap;background:#f1faee;border:1px solid #a8dadc;border-radius:9px;padding:0 8px;font-size:8pt;color:#1d3557}
.co{color:#457b9d;font-size:9pt}ul{margin:3px 0 0;padding-left:15px}li{margin:1px 0}p{margin:0 0 4px}`;
  const body = `<div class="wrap"><div class="side">
${sh('Contact')}<p>${esc(b.email)}</p><p>${esc(b.phone)}</p><p>${esc(placeOf(person))}</p>${
    linkedin ? `<p><a href="${esc(linkedin.url)}">${esc(linkedin.url.replace('https://www.', ''))}</a></p>` : ''
  }
${sh('Skills')}${person.skills
    .map(
      (g) =>
        `<div class="grp">${esc(g.name)}</div><div class="chips">${g.keywords.map((k) => `<span class="chip">${esc(k)}</span>`).join('')}</div>`,
    )
    .join('')}
${side.map((s) => `${sh(s.heading)}${s.items.map((i) => `<p>${itemText(i)}</p>`).join('')}`).join('')}
${sh('Education')}${person.education
    .map(
      (e) =>
        `<div class="ed"><b>${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</b><div>${esc(e.institution)}</div><div class="sm">${esc(
          formatRange(e.startDate, e.endDate, 'year', { dash: ' – ' }),
        )}${e.score ? ` · GPA ${esc(e.score)}` : ''}</div></div>`,
    )
    .join('')}
</div><div class="main"><h1>${esc(b.name)}</h1><div class="hl">${esc(b.label)}</div>
${b.summary ? `${mh('Summary')}<p>${esc(b.summary)}</p>` : ''}
${mh('Experience')}${person.work
    .map(
      (j) =>
        `<div class="job"><div class="bdg">${esc(initialsOf(j.name))}</div><div class="jb"><div class="tl"><span class="t">${esc(j.position)}</span><span class="pill">${esc(
          formatRange(j.startDate, j.endDate, 'mon', { dash: ' – ' }),
        )}</span></div><div class="co">${esc(j.name)} · ${esc(j.location)}</div><ul>${bulletsOf(j)
          .map((x) => `<li>${esc(x)}</li>`)
          .join('')}</ul></div></div>`,
    )
    .join('')}
${main.map((s) => `${mh(s.heading)}<ul>${s.items.map((i) => `<li>${itemText(i)}</li>`).join('')}</ul>`).join('')}
</div></div>`;
  return printPage(page(css, body), outBase, sections);
}
