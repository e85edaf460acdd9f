/**
 * A web-template export: icons before the contact items (✉ ☎ ⌂ and an SVG LinkedIn mark) and before
 * every heading (inline SVG); 'Title' with 'Mar 2019 - Jun 2021' right, then 'Company (City, ST)';
 * 'Technical Skills' as a two-column list; 'Interests' last.
 */
import { allSkills, dates, esc, handle, li, ul, type Person, type HtmlLayout } from '../render';

export const person: Person = {
  id: 'x29',
  name: 'Jasmine Kowalczyk',
  email: 'jasmine.kowalczyk@example.com',
  phone: '(317) 555-0129',
  linkedin: li('jasmine-kowalczyk-it'),
  location: 'Indianapolis, IN',
  summary:
    'IT support specialist with ten years of help desk and desktop administration for schools, logistics and banking. Keeps 600 users working, automates the repetitive tickets and writes the guides that keep them from coming back.',
  skills: [
    {
      name: '',
      items: [
        'Active Directory',
        'Microsoft 365',
        'Intune',
        'ServiceNow',
        'Windows Server',
        'PowerShell',
        'Cisco Meraki',
        'VMware',
        'Jamf Pro',
        'Veeam Backup',
      ],
    },
  ],
  jobs: [
    {
      title: 'Systems Support Specialist',
      company: 'Crossroads Credit Union',
      location: 'Indianapolis, IN',
      start: 'Jul 2021',
      end: 'Present',
      bullets: [
        'Support 600 staff across 14 branches with a first-contact resolution rate of 78%.',
        'Moved 450 laptops to Intune autopilot enrolment, cutting new-hire setup from a day to an hour.',
        'Wrote PowerShell scripts that automate account provisioning from the HR system.',
      ],
    },
    {
      title: 'IT Support Specialist',
      company: 'Monon Logistics',
      location: 'Carmel, IN',
      start: 'Mar 2019',
      end: 'Jun 2021',
      bullets: [
        'Replaced the branch firewalls with Cisco Meraki at six warehouses without downtime.',
        'Ran nightly Veeam backups and quarterly restore tests for 40 virtual servers.',
      ],
    },
    {
      title: 'Help Desk Technician',
      company: 'Wabash Valley Schools',
      location: 'Terre Haute, IN',
      start: 'Jun 2015',
      end: 'Feb 2019',
      bullets: ['Resolved 30 tickets a day for teachers and students in ServiceNow.', 'Managed 1,200 student iPads in Jamf Pro.'],
    },
  ],
  schools: [
    {
      school: 'Hoosier Valley University',
      studyType: 'Bachelor of Science',
      area: 'Information Technology',
      printed: 'B.S. Information Technology',
      location: 'Terre Haute, IN',
      start: 'Aug 2011',
      end: 'May 2015',
      notes: [],
    },
  ],
  customs: [
    {
      heading: 'Certifications',
      entries: [
        { title: 'CompTIA Security+', organization: 'CompTIA', date: '2018', description: '' },
        { title: 'ITIL 4 Foundation', organization: 'Axelos', date: '2020', description: '' },
      ],
    },
  ],
  languages: [],
  interests: ['Retro computer restoration', 'Trail running'],
};

export const pdf: HtmlLayout = {
  theme: 'extra-web-icons',
  notes: [
    "contact items with icons: '✉ email', '☎ phone', '⌂ City, ST', an inline SVG mark before the LinkedIn handle",
    'an inline SVG icon before every section heading',
    "job as 'Title' (bold) with dates 'Mar 2019 - Jun 2021' right (plain hyphen), then 'Company (City, ST)'",
    "'Technical Skills' as a two-column bulleted list",
    "an 'Interests' section at the end (not in the truth, like languages)",
  ],
  css: `body { font-family: 'Liberation Sans', Arial, sans-serif; } h1 { font-size: 24pt; margin: 0; color: #0f5f8c; } .contact { display: flex; flex-wrap: wrap; gap: 4px 18px; margin: 4px 0 6px; color: #333; } .contact span { white-space: nowrap; } .ic { color: #0f5f8c; margin-right: 4px; } h2 { display: flex; align-items: center; gap: 7px; font-size: 12pt; color: #0f5f8c; border-bottom: 1px solid #cfe0ea; padding-bottom: 2px; margin: 14px 0 5px; } h2 svg, .contact svg { width: 13px; height: 13px; fill: #0f5f8c; } .contact svg { vertical-align: -2px; margin-right: 4px; } .co { color: #444; margin-bottom: 2px; } ul.two { columns: 2; column-gap: 0.4in; }`,
  body: (p) => {
    // Path-only icons, as an icon font or SVG sprite exports them: no text of their own.
    const svg = (d: string) => `<svg viewBox="0 0 16 16" aria-hidden="true"><path d="${d}"/></svg>`;
    const ICONS: Record<string, string> = {
      Profile: 'M8 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm-6 7c0-3 3-5 6-5s6 2 6 5z',
      'Work Experience': 'M5 3V1h6v2h4v11H1V3zm1 0h4V2H6z',
      Education: 'M8 1 0 5l8 4 6-3v5h1V5zM3 8v3c0 1 2 3 5 3s5-2 5-3V8l-5 2.5z',
      'Technical Skills':
        'M6 1h4l.5 2 2-1 2.5 2.5-1 2 2 .5v4l-2 .5 1 2-2.5 2.5-2-1-.5 2H6l-.5-2-2 1L1 13.5l1-2-2-.5V7l2-.5-1-2L3.5 2l2 1zm2 4a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
      Certifications: 'M8 0l2 4 4 .5-3 3 1 4.5-4-2-4 2 1-4.5-3-3L6 4z',
      Interests: 'M8 15 1.5 8.5a4 4 0 0 1 6-5.5L8 3.5l.5-.5a4 4 0 0 1 6 5.5z',
    };
    const LINKEDIN =
      'M0 0h16v16H0zm3 6v7h2V6zm0-3v2h2V3zm4 3v7h2V9c0-1 .5-1.5 1.5-1.5S11 8 11 9v4h2V8.5C13 6.5 12 6 10.5 6 9.5 6 9 6.5 9 6.5V6z';
    const h = (t: string) => `<h2>${svg(ICONS[t] ?? ICONS.Certifications ?? '')}<span>${esc(t)}</span></h2>`;
    const interests = p.interests ?? [];
    return `<h1>${esc(p.name)}</h1><div class="contact"><span><span class="ic">✉</span>${esc(p.email)}</span><span><span class="ic">☎</span>${esc(p.phone)}</span><span><span class="ic">⌂</span>${esc(p.location)}</span><span>${svg(LINKEDIN)}${esc(handle(p.linkedin))}</span></div>
${h('Profile')}<p>${esc(p.summary)}</p>
${h('Work Experience')}${p.jobs.map((j) => `<div class="row"><span class="b">${esc(j.title)}</span><span>${esc(dates(j, ' - '))}</span></div><p class="co">${esc(j.company)} (${esc(j.location)})</p>${ul(j.bullets)}`).join('')}
${h('Education')}${p.schools.map((s) => `<div class="row"><span class="b">${esc(s.printed)}</span><span>${esc(dates(s, ' - '))}</span></div><p class="co">${esc(s.school)} (${esc(s.location)})</p>`).join('')}
${h('Technical Skills')}<ul class="two">${allSkills(p)
      .map((s) => `<li>${esc(s)}</li>`)
      .join('')}</ul>
${p.customs.map((c) => `${h(c.heading)}${c.entries.map((e) => `<div class="row"><span><b>${esc(e.title)}</b> — ${esc(e.organization)}</span><span>${esc(e.date)}</span></div>`).join('')}`).join('')}
${interests.length ? `${h('Interests')}<p>${interests.map(esc).join(' · ')}</p>` : ''}`;
  },
};
