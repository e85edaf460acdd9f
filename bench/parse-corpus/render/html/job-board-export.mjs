// An HTML page in the manner of a resume a job board prints from a member's profile: the name large,
// the headline under it, then one contact line (place, e-mail, phone, LinkedIn) and the profile's
// summary; sections 'Work Experience', 'Education', 'Skills' (and the profile's others) under a thin
// rule. Each job: the title in bold on its own line, 'Employer - City, ST' on the next, the dates on
// their own line in gray ('March 2019 to Present'), then the description as bullets. Skills one per
// line, some with '(N years)' after them. Noto Sans, letter.
import { createHash } from 'node:crypto';
import { esc, extraSections, formatDate, linkedinOf, page, placeOf, printPage } from './common.mjs';

const range = (start, end) => `${formatDate(start, 'month')} to ${end ? formatDate(end, 'month') : 'Present'}`;

/** A member fills in years for some skills only: a fixed choice per person and skill. */
function yearsOf(seed, skill) {
  const n = parseInt(createHash('sha256').update(`${seed}:${skill}`).digest('hex').slice(0, 6), 16);
  return n % 5 < 3 ? 1 + (n % 10) : 0;
}

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const h = (t) => `<h2>${esc(t)}</h2>`;
  const contact = [placeOf(person), b.email, b.phone, ...(linkedin ? [linkedin.url.replace(/^https:\/\/www\./, '')] : [])]
    .map((x) => `<span>${esc(x)}</span>`)
    .join('&nbsp;&nbsp;·&nbsp; ');
  const job = (j) =>
    `<div class="en"><div class="t">${esc(j.position)}</div><div class="o">${esc(j.name)}${j.location ? ` - ${esc(j.location)}` : ''}</div><div class="d">${esc(
      range(j.startDate, j.endDate),
    )}</div><ul>${[...(j.summary ? [j.summary] : []), ...j.highlights].map((x) => `<li>${esc(x)}</li>`).join('')}</ul></div>`;
  const school = (e) =>
    `<div class="en"><div class="t">${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</div><div class="o">${esc(e.institution)}</div><div class="d">${esc(
      range(e.startDate, e.endDate),
    )}</div>${e.score ? `<div class="o">GPA: ${esc(e.score)}</div>` : ''}</div>`;
  const skills = person.skills
    .flatMap((g) => g.keywords)
    .map((k) => {
      const years = yearsOf(person.seed, k);
      return `<li>${esc(k)}${years ? ` (${years} year${years === 1 ? '' : 's'})` : ''}</li>`;
    })
    .join('');
  const extra = (s) => {
    if (s.kind === 'languages' || s.kind === 'interests')
      return `<ul class="pl">${s.items.map((i) => `<li>${esc(i.title)}${i.text ? ` - ${esc(i.text)}` : ''}</li>`).join('')}</ul>`;
    return s.items
      .map(
        (i) =>
          `<div class="en"><div class="t">${esc(i.title)}</div>${i.org ? `<div class="o">${esc(i.org)}</div>` : ''}${
            i.date ? `<div class="d">${esc(formatDate(i.date, 'month'))}</div>` : ''
          }${i.text ? `<div class="x">${esc(i.text)}</div>` : ''}</div>`,
      )
      .join('');
  };
  const css = `@page{size:letter;margin:0.6in 0}body{font-family:'Noto Sans',Arial,sans-serif;font-size:10pt;color:#2d2d2d;padding:0 0.7in;line-height:1.4}
h1{font-size:24pt;font-weight:700;margin:0;line-height:1.15}.hl{font-size:12pt;margin:4px 0 4px}.ct{font-size:9.5pt;color:#595959;margin:0 0 10px}.ct span{white-space:nowrap}
.sm{margin:0 0 4px}
h2{font-size:13pt;font-weight:700;margin:20px 0 10px;padding-bottom:5px;border-bottom:1px solid #d4d2d0}
.en{margin:0 0 13px;break-inside:avoid}h2{break-after:avoid}.t{font-weight:700;font-size:10.5pt}.o{margin-top:1px}.d{color:#767676;font-size:9.5pt;margin-top:1px}.x{margin-top:3px}
ul{margin:5px 0 0;padding-left:20px}li{margin:0 0 2px}ul.pl,ul.sk{list-style:none;padding-left:0;margin:0}ul.sk li,ul.pl li{margin:0 0 4px}`;
  const body = `<h1>${esc(b.name)}</h1><div class="hl">${esc(b.label)}</div><div class="ct">${contact}</div>
${b.summary ? `<p class="sm">${esc(b.summary)}</p>` : ''}
${h('Work Experience')}${person.work.map(job).join('')}
${h('Education')}${person.education.map(school).join('')}
${h('Skills')}<ul class="sk">${skills}</ul>
${sections.map((s) => `${h(s.heading)}${extra(s)}`).join('')}`;
  return printPage(page(css, body), outBase, sections);
}
