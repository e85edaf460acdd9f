/**
 * A promotion: the company printed once with two titles under it; 'City, ST · dates' right; skills table.
 */
import { dates, esc, handle, li, ul, type Person, type HtmlLayout } from '../render';

export const person: Person = {
  id: 'x16',
  name: 'Devon Castellanos',
  email: 'devon.castellanos@example.com',
  phone: '(555) 612-3098',
  linkedin: li('devoncastellanos'),
  location: 'Minneapolis, MN',
  summary:
    'Data analyst who turns claims and membership data into decisions that finance and care teams trust. Promoted within two years for building reporting that people actually open.',
  skills: [
    { name: 'Languages', items: ['SQL', 'Python', 'R'] },
    { name: 'BI & Visualisation', items: ['Tableau', 'Power BI', 'Looker'] },
    { name: 'Data Platforms', items: ['Snowflake', 'dbt', 'BigQuery'] },
    { name: 'Methods', items: ['A/B Testing', 'Regression Analysis', 'Cohort Analysis'] },
  ],
  jobs: [
    {
      title: 'Lead Data Analyst',
      company: 'Bluestem Health Partners',
      location: 'Minneapolis, MN',
      start: '2022',
      end: 'Present',
      bullets: [
        'Lead four analysts supporting the care management and finance teams.',
        'Built the readmission risk dashboard reviewed in every weekly care huddle.',
      ],
    },
    {
      title: 'Senior Data Analyst',
      company: 'Lakeshore Mutual Insurance',
      location: 'St. Paul, MN',
      start: '2019',
      end: '2022',
      bullets: [
        'Designed the claims fraud early-warning report that flagged $3.1M in suspect claims.',
        'Moved 70 recurring reports from Excel to Tableau on Snowflake.',
      ],
    },
    {
      title: 'Data Analyst',
      company: 'Lakeshore Mutual Insurance',
      location: 'St. Paul, MN',
      start: '2017',
      end: '2019',
      bullets: [
        'Wrote the SQL behind monthly loss-ratio reporting for 12 product lines.',
        'Answered 300+ ad hoc data requests from underwriting.',
      ],
    },
  ],
  schools: [
    {
      school: 'Kettle River College',
      studyType: 'Bachelor of Arts',
      area: 'Economics',
      printed: 'Bachelor of Arts, Economics',
      location: 'Duluth, MN',
      start: '2013',
      end: '2017',
      notes: ['Minor in Statistics'],
    },
  ],
  customs: [
    {
      heading: 'Projects',
      entries: [
        {
          title: 'Twin Cities Transit Delays',
          organization: '',
          date: '2023',
          description: 'Public Tableau dashboard of five years of light-rail delay data.',
        },
      ],
    },
  ],
  languages: [],
};

export const pdf: HtmlLayout = {
  theme: 'extra-promotion',
  notes: [
    'two roles at one employer: company line once, then each title with its own dates and bullets',
    "title left, 'City, ST · 2019 – 2022' right",
    'a headline under the name',
    "skills as a two-column table 'Category:' | items",
  ],
  css: `h1 { font-size: 22pt; margin: 0; letter-spacing: 0.5px; } .headline { font-size: 11pt; color: #2f6f5e; margin: 2px 0 4px; } h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: 1px; color: #2f6f5e; border-bottom: 1px solid #2f6f5e; margin: 14px 0 6px; } .co { font-size: 10.5pt; font-weight: bold; margin-top: 8px; } .role { margin-left: 12px; } .role .row span:last-child { color: #555; } table.skills { border-collapse: collapse; } table.skills td { padding: 2px 10px 2px 0; vertical-align: top; } table.skills td:first-child { font-weight: bold; white-space: nowrap; }`,
  body: (p) => {
    const h = (t: string) => `<h2>${esc(t)}</h2>`;
    const groups: { company: string; roles: Person['jobs'] }[] = [];
    for (const j of p.jobs) {
      const last = groups.at(-1);
      if (last && last.company === j.company) last.roles.push(j);
      else groups.push({ company: j.company, roles: [j] });
    }
    const role = (j: Person['jobs'][number]) =>
      `<div class="role"><div class="row"><span class="b i">${esc(j.title)}</span><span>${esc(j.location)} · ${esc(dates(j))}</span></div>${ul(j.bullets)}</div>`;
    return `<h1>${esc(p.name)}</h1><p class="headline">${esc(p.jobs[0]?.title ?? '')} · Healthcare &amp; Insurance Analytics</p><p>${esc(p.email)} · ${esc(p.phone)} · ${esc(p.location)} · ${esc(handle(p.linkedin))}</p>
${h('Summary')}<p>${esc(p.summary)}</p>
${h('Experience')}${groups.map((g) => `<p class="co">${esc(g.company)}</p>${g.roles.map(role).join('')}`).join('')}
${h('Education')}${p.schools.map((s) => `<div class="row"><span class="b">${esc(s.school)}</span><span>${esc(s.location)} · ${esc(dates(s))}</span></div><p>${esc(s.printed)}</p>${s.notes.map((n) => `<p class="i">${esc(n)}</p>`).join('')}`).join('')}
${h('Skills')}<table class="skills">${p.skills.map((g) => `<tr><td>${esc(g.name)}:</td><td>${g.items.map(esc).join(', ')}</td></tr>`).join('')}</table>
${p.customs.map((c) => `${h(c.heading)}${c.entries.map((e) => `<div class="row"><span class="b">${esc(e.title)}</span><span>${esc(e.date)}</span></div><p>${esc(e.description)}</p>`).join('')}`).join('')}`;
  },
};
