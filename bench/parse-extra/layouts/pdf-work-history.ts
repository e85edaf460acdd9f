/**
 * Title-case coloured headings; 'Company — Title' then dates on their own line; '•' contact; in/handle link.
 */
import { allSkills, customBlock, dates, esc, inHandle, li, ul, type Person, type HtmlLayout } from '../render';

export const person: Person = {
  id: 'x02',
  name: 'Marcus Oyelaran',
  email: 'marcus.oyelaran@mailbox.org',
  phone: '555.010.0142',
  linkedin: li('moyelaran'),
  location: 'Columbus, OH',
  summary: 'Registered nurse with a decade on cardiac and intensive care units. Known for calm triage and for training new graduates.',
  skills: [
    {
      name: '',
      items: ['Patient Assessment', 'Telemetry Monitoring', 'IV Therapy', 'Epic EHR', 'ACLS', 'Wound Care'],
    },
  ],
  jobs: [
    {
      title: 'Charge Nurse',
      company: 'Riverside Methodist Hospital',
      location: 'Columbus, OH',
      start: '2019',
      end: '2024',
      bullets: [
        'Coordinated staffing for a 32-bed cardiac unit across day and night shifts.',
        'Reduced patient falls by 18% through hourly rounding.',
      ],
    },
    {
      title: 'Staff Nurse',
      company: 'Mercy Health',
      location: 'Cincinnati, OH',
      start: '2014',
      end: '2019',
      bullets: ['Cared for post-operative cardiac patients.', 'Precepted 14 new graduate nurses.'],
    },
  ],
  schools: [
    {
      school: 'Ohio State University',
      studyType: 'Bachelor of Science',
      area: 'Nursing',
      printed: 'Bachelor of Science in Nursing',
      location: 'Columbus, OH',
      start: '2010',
      end: '2014',
      notes: ['Cum Laude'],
    },
  ],
  customs: [
    {
      heading: 'Volunteer Work',
      entries: [
        {
          title: 'Clinic Volunteer',
          organization: 'Columbus Free Clinic',
          date: '2016 – 2020',
          description: 'Ran blood pressure screenings on Saturdays.',
        },
      ],
    },
  ],
  languages: [],
};

export const pdf: HtmlLayout = {
  theme: 'extra-work-history',
  notes: ["job line: 'Company — Title', dates alone on the next line", "LinkedIn printed as 'in/handle' with a link"],
  css: `h1 { font-size: 20pt; color: #1d4e89; margin: 0 0 2px; } h2 { font-size: 12pt; color: #1d4e89; font-weight: normal; border-bottom: 2px solid #1d4e89; margin: 14px 0 4px; } .cols { columns: 3; } a { color: inherit; text-decoration: none; }`,
  body: (p) => {
    const h = (t: string) => `<h2>${esc(t)}</h2>`;
    return `<h1>${esc(p.name)}</h1><p>${esc(p.phone)} • ${esc(p.email)} • ${esc(p.location)} • <a href="${p.linkedin}">${esc(inHandle(p.linkedin))}</a></p>
${h('About Me')}<p>${esc(p.summary)}</p>
${h('Work History')}${p.jobs.map((j) => `<p class="b">${esc(j.company)} — ${esc(j.title)}</p><p class="i">${esc(dates(j, '–'))}</p>${ul(j.bullets)}`).join('')}
${h('Education')}${p.schools.map((s) => `<p class="b">${esc(s.school)} — ${esc(s.printed)}</p><p class="i">${esc(dates(s, '–'))}</p>${s.notes.map((n) => `<p>${esc(n)}</p>`).join('')}`).join('')}
${h('Core Competencies')}<ul class="cols">${allSkills(p)
      .map((s) => `<li>${esc(s)}</li>`)
      .join('')}</ul>
${p.customs.map((c) => customBlock(c, h, 'dash')).join('')}`;
  },
};
