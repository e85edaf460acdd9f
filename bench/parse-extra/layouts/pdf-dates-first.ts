/**
 * One column; summary right under the contact line with no heading; every entry line starts with its
 * dates in a fixed-width inline column; lowercase light-grey headings, larger and not bold.
 */
import { allSkills, dates, esc, handle, li, ul, type Person, type HtmlLayout } from '../render';

export const person: Person = {
  id: 'x22',
  name: 'Owen Thibodeaux',
  email: 'owen.thibodeaux@example.org',
  phone: '225-555-0138',
  linkedin: li('owenthibodeaux'),
  location: 'Baton Rouge, LA',
  summary:
    'Electrical engineer designing substations and protection schemes for utilities and industrial plants along the Gulf Coast. Licensed PE who likes to spend as much time in the field as at the desk.',
  skills: [
    {
      name: '',
      items: ['ETAP', 'PSS/E', 'AutoCAD Electrical', 'Protective Relaying', 'Arc Flash Studies', 'Substation Design', 'NESC'],
    },
  ],
  jobs: [
    {
      title: 'Senior Electrical Engineer',
      company: 'Delta Power Consultants',
      location: 'Baton Rouge, LA',
      start: '2021',
      end: 'Present',
      bullets: [
        'Lead the design of 138 kV and 69 kV substations for three cooperative utilities.',
        'Wrote relay settings and coordination studies for 40 feeders.',
        'Mentor four junior engineers working toward their PE licenses.',
      ],
    },
    {
      title: 'Electrical Engineer',
      company: 'Gulf Coast Utilities Cooperative',
      location: 'Lafayette, LA',
      start: '2017',
      end: '2021',
      bullets: [
        'Ran arc flash studies for 120 distribution sites and updated every label.',
        'Planned storm-hardening upgrades after Hurricane Laura.',
      ],
    },
    {
      title: 'Engineering Co-op',
      company: 'Pelican Substation Services',
      location: 'Lake Charles, LA',
      start: '2015',
      end: '2016',
      bullets: ['Drafted one-line diagrams and wiring schedules in AutoCAD Electrical.'],
    },
  ],
  schools: [
    {
      school: 'Bayou State University',
      studyType: 'Bachelor of Science',
      area: 'Electrical Engineering',
      printed: 'B.S. Electrical Engineering',
      location: 'Ruston, LA',
      start: '2012',
      end: '2017',
      notes: [],
    },
  ],
  customs: [
    {
      heading: 'Certifications',
      entries: [
        {
          title: 'Professional Engineer',
          organization: 'Louisiana Professional Engineering and Land Surveying Board',
          date: '2021',
          description: '',
        },
        {
          title: 'Certified Energy Manager',
          organization: 'Association of Energy Engineers',
          date: '2019',
          description: '',
        },
      ],
    },
  ],
  languages: [],
};

export const pdf: HtmlLayout = {
  theme: 'extra-dates-first',
  notes: [
    "entry lines start with the dates in a fixed-width inline column: '2017 – 2021   Title, Company, City, ST' (not a table)",
    "lowercase headings 'experience', 'education', 'skills', 'certifications' in a larger light-grey normal weight",
    'summary paragraph directly under the name and contact line, without a heading',
    "education '2012 – 2017   B.S. Electrical Engineering, School, City, ST'; certifications '2021   Title, Issuer'",
  ],
  css: `h1 { font-size: 21pt; margin: 0; } .contact { color: #444; margin: 2px 0 8px; } h2 { font-size: 16pt; font-weight: normal; color: #aaa; margin: 16px 0 4px; } .d { display: inline-block; width: 1.2in; color: #333; } .e { margin: 6px 0 1px; } ul { margin-left: 1.2in; }`,
  body: (p) => {
    const h = (t: string) => `<h2>${esc(t.toLowerCase())}</h2>`;
    const line = (d: string, inner: string) => `<p class="e"><span class="d">${esc(d)}</span>${inner}</p>`;
    return `<h1>${esc(p.name)}</h1><p class="contact">${[p.location, p.phone, p.email, handle(p.linkedin)].map(esc).join(' · ')}</p>
<p>${esc(p.summary)}</p>
${h('Experience')}${p.jobs.map((j) => `${line(dates(j), `<b>${esc(j.title)}</b>, ${esc(j.company)}, ${esc(j.location)}`)}${ul(j.bullets)}`).join('')}
${h('Education')}${p.schools.map((s) => line(dates(s), `<b>${esc(s.printed)}</b>, ${esc(s.school)}, ${esc(s.location)}`)).join('')}
${h('Skills')}<p>${allSkills(p).map(esc).join(', ')}</p>
${p.customs.map((c) => `${h(c.heading)}${c.entries.map((e) => line(e.date, `${esc(e.title)}, ${esc(e.organization)}`)).join('')}`).join('')}`;
  },
};
