// An HTML page in the manner of the plain PDF a job board prints from a member's profile (no
// design of its own): the name large, then the headline, the place, the e-mail and the phone each
// on a line of its own, the profile's summary under them. Sections 'Work Experience', 'Education',
// 'Skills' (and the profile's others) under a bold heading with no rule. Each job: the title in bold,
// 'Employer - City, ST' on the next line, the dates on their own line ('March 2019 to Present'),
// then the description as the member typed it into one box: for some members short paragraphs, for
// others lines that start with a typed '•' (no list markup); a thin grey rule between jobs. Each
// school: degree, school, its place when the profile gives one, dates. Skills one per line; a skill gets a years figure in brackets ('Python (5 years)')
// only where the profile bears it out (the skill is named in a job: the years of those jobs; a core
// skill: no more than the years worked), the rest plain. Liberation Sans, letter.
import { createHash } from 'node:crypto';
import { esc, extraSections, formatDate, linkedinOf, page, placeOf, printPage } from './common.mjs';

const range = (start, end) => `${formatDate(start, 'month')} to ${end ? formatDate(end, 'month') : 'Present'}`;
const hash = (...parts) => parseInt(createHash('sha256').update(parts.join(':')).digest('hex').slice(0, 8), 16);
const monthsOf = (iso) => {
  const [y, m] = iso.split('-').map(Number);
  return y * 12 + m - 1;
};
// The profile's last update: open jobs count to then.
const NOW = monthsOf('2025-06-01');
const yearsIn = (jobs) => Math.round(jobs.reduce((n, j) => n + (j.endDate ? monthsOf(j.endDate) : NOW) - monthsOf(j.startDate), 0) / 12);

/** Years for a skill, or 0 when the profile does not bear a figure out. */
function yearsOf(person, group, skill) {
  const named = person.work.filter((j) => [j.summary ?? '', ...j.highlights].join(' ').toLowerCase().includes(skill.toLowerCase()));
  if (named.length) return Math.max(1, yearsIn(named));
  const career = yearsIn(person.work);
  if (group !== 0 || career < 1 || hash(person.seed, skill) % 2) return 0;
  return 1 + (hash(skill, person.seed) % career);
}

export function render(person, outBase) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const sections = extraSections(person);
  const bulletLines = hash(person.seed, 'box') % 2 === 0;
  const h = (t) => `<h2>${esc(t)}</h2>`;
  const lines = [b.label, placeOf(person), b.email, b.phone, ...(linkedin ? [linkedin.url.replace(/^https:\/\//, '')] : [])];
  const description = (j) => {
    const parts = [...(j.summary ? [j.summary] : []), ...j.highlights];
    return bulletLines
      ? `<div class="box">${parts.map((x) => `<div class="bl">•&nbsp;${esc(x)}</div>`).join('')}</div>`
      : `<div class="box">${parts.map((x) => `<p>${esc(x)}</p>`).join('')}</div>`;
  };
  const job = (j) =>
    `<div class="en"><div class="t">${esc(j.position)}</div><div>${esc(j.name)}${j.location ? ` - ${esc(j.location)}` : ''}</div><div>${esc(
      range(j.startDate, j.endDate),
    )}</div>${description(j)}</div>`;
  const school = (e) =>
    `<div class="en"><div class="t">${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</div><div>${esc(e.institution)}</div>${
      e.location ? `<div>${esc(e.location)}</div>` : ''
    }<div>${esc(range(e.startDate, e.endDate))}</div>${e.score ? `<div>GPA: ${esc(e.score)}</div>` : ''}</div>`;
  const skills = person.skills
    .flatMap((g, n) => g.keywords.map((k) => [n, k]))
    .map(([n, k]) => {
      const years = yearsOf(person, n, k);
      return `<li>${esc(k)}${years ? ` (${years} year${years === 1 ? '' : 's'})` : ''}</li>`;
    })
    .join('');
  const extra = (s) =>
    s.kind === 'languages' || s.kind === 'interests'
      ? `<ul class="pl">${s.items.map((i) => `<li>${esc(i.title)}${i.text ? ` - ${esc(i.text)}` : ''}</li>`).join('')}</ul>`
      : s.items
          .map(
            (i) =>
              `<div class="en"><div class="t">${esc(i.title)}</div>${i.org ? `<div>${esc(i.org)}</div>` : ''}${
                i.date ? `<div>${esc(formatDate(i.date, 'month'))}</div>` : ''
              }${i.text ? `<p>${esc(i.text)}</p>` : ''}</div>`,
          )
          .join('<hr>');
  const css = `@page{size:letter;margin:0.75in 0}body{font-family:'Liberation Sans',Arial,sans-serif;font-size:10.5pt;color:#000;padding:0 0.8in;line-height:1.35}
h1{font-size:20pt;font-weight:700;margin:0 0 6px}.ln{margin:0}.sm{margin:12px 0 0}
h2{font-size:14pt;font-weight:700;margin:24px 0 10px;break-after:avoid}
.en{break-inside:avoid-page}.t{font-weight:700;font-size:11pt}.box{margin-top:6px}p{margin:0 0 6px}.bl{margin:0 0 3px;padding-left:1em;text-indent:-1em}
hr{border:0;border-top:1px solid #c8c8c8;margin:12px 0}
ul{margin:0;padding:0;list-style:none}li{margin:0 0 4px}`;
  const body = `<h1>${esc(b.name)}</h1>${lines.map((l) => `<p class="ln">${esc(l)}</p>`).join('')}
${b.summary ? `<p class="sm">${esc(b.summary)}</p>` : ''}
${h('Work Experience')}${person.work.map(job).join('<hr>')}
${h('Education')}${person.education.map(school).join('<hr>')}
${h('Skills')}<ul>${skills}</ul>
${sections.map((s) => `${h(s.heading)}${extra(s)}`).join('')}`;
  return printPage(page(css, body), outBase, sections);
}
