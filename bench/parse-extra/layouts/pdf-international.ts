/**
 * European CV: contact stacked at the right of the name; unusual headings; 'Jan. 2020 – Current', 'since 2021'.
 */
import { dates, esc, handle, li, ul, type Person, type HtmlLayout } from '../render';

export const person: Person = {
  id: 'x15',
  name: 'Johanna Lindemann',
  email: 'j.lindemann@posteo.example',
  phone: '+49 30 2589 4417',
  linkedin: li('johanna-lindemann-scm'),
  location: 'Berlin, Germany',
  summary:
    'Supply chain planner who keeps bicycle and e-bike factories supplied across three continents. Happiest when a messy forecast turns into a plan the warehouse can actually follow.',
  skills: [
    {
      name: 'Planning',
      items: ['Demand Planning', 'S&OP', 'Inventory Optimisation', 'Supplier Management'],
    },
    { name: 'Systems', items: ['SAP IBP', 'SAP S/4HANA', 'Power BI', 'Excel VBA'] },
  ],
  jobs: [
    {
      title: 'Senior Supply Chain Planner',
      company: 'Velotrieb GmbH',
      location: 'Berlin, Germany',
      start: 'Jan. 2020',
      end: 'Current',
      bullets: [
        'Plan supply for 180 e-bike models built in Berlin and Katowice.',
        'Cut safety stock by 22% while keeping service levels above 97%.',
        'Run the monthly S&OP meeting with sales, finance and production.',
      ],
    },
    {
      title: 'Guest Lecturer, Logistics',
      company: 'Spreeufer University of Applied Sciences',
      location: 'Berlin, Germany',
      start: '2021',
      end: '',
      printedDates: 'since 2021',
      bullets: ['Teach a second-year seminar on inventory models to 40 students each winter term.'],
    },
    {
      title: 'Supply Chain Analyst',
      company: 'Nordhafen Handelskontor AG',
      location: 'Hamburg, Germany',
      start: 'Sept. 2016',
      end: 'Dec. 2019',
      bullets: [
        'Built the supplier scorecard used for 60 Asian component vendors.',
        'Automated weekly container bookings, saving a day of manual work each week.',
      ],
    },
  ],
  schools: [
    {
      school: 'Weserland University of Applied Sciences',
      studyType: 'Master of Science',
      area: 'Logistics Management',
      printed: 'M.Sc. Logistics Management',
      location: 'Bremen, Germany',
      start: '10/2014',
      end: '09/2016',
      notes: ['Final grade 1.3 (very good)'],
    },
    {
      school: 'University of Nordhessen',
      studyType: 'Bachelor of Arts',
      area: 'Business Administration',
      printed: 'B.A. Business Administration',
      location: 'Kassel, Germany',
      start: '10/2011',
      end: '09/2014',
      notes: [],
    },
  ],
  customs: [
    {
      heading: 'Further Training',
      entries: [
        {
          title: 'Certified Supply Chain Professional',
          organization: 'ASCM',
          date: '2022',
          description: '',
        },
        {
          title: 'Lean Six Sigma Green Belt',
          organization: 'TÜV Rheinland Academy',
          date: '2018',
          description: '',
        },
      ],
    },
  ],
  languages: ['German (native)', 'English (fluent, C1)', 'Polish (basic)'],
};

export const pdf: HtmlLayout = {
  theme: 'extra-international',
  notes: [
    "headings: 'In Brief', 'Where I have worked', 'Schooling', 'Toolbox', 'Further Training'",
    "+49 phone, location 'Berlin, Germany', contact stacked right of the name",
    "title line, then 'Company · City, Country · dates'; dates 'Jan. 2020 – Current', 'since 2021', '10/2014 – 09/2016'",
    "skills as 'Group — a, b' lines; a Languages section",
  ],
  css: `body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 10pt; } .head { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 3px solid #b03a2e; padding-bottom: 8px; } h1 { font-size: 26pt; font-weight: normal; margin: 0; color: #b03a2e; } .contact { text-align: right; font-size: 9pt; line-height: 1.35; } h2 { font-size: 11pt; color: #b03a2e; margin: 14px 0 4px; display: flex; align-items: center; gap: 8px; } h2::after { content: ''; flex: 1; border-top: 1px solid #d9a8a2; } .meta { color: #555; }`,
  body: (p) => {
    const h = (t: string) => `<h2>${esc(t)}</h2>`;
    return `<div class="head"><h1>${esc(p.name)}</h1><div class="contact"><p>${esc(p.phone)}</p><p>${esc(p.email)}</p><p>${esc(p.location)}</p><p>${esc(handle(p.linkedin))}</p></div></div>
${h('In Brief')}<p>${esc(p.summary)}</p>
${h('Where I have worked')}${p.jobs.map((j) => `<p class="b">${esc(j.title)}</p><p class="meta">${[j.company, j.location, dates(j)].map(esc).join(' · ')}</p>${ul(j.bullets)}`).join('')}
${h('Schooling')}${p.schools.map((s) => `<p class="b">${esc(s.printed)}</p><p class="meta">${[s.school, s.location, dates(s)].map(esc).join(' · ')}</p>${s.notes.map((n) => `<p>${esc(n)}</p>`).join('')}`).join('<div style="height:6px"></div>')}
${h('Toolbox')}${p.skills.map((g) => `<p><b>${esc(g.name)}</b> — ${g.items.map(esc).join(', ')}</p>`).join('')}
${h('Languages')}<p>${p.languages.map(esc).join(' · ')}</p>
${p.customs.map((c) => `${h(c.heading)}${c.entries.map((e) => `<p>${esc(e.date)} &nbsp; <b>${esc(e.title)}</b>, ${esc(e.organization)}</p>`).join('')}`).join('')}`;
  },
};
