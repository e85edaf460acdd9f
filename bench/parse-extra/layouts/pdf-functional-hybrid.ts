/**
 * Functional/hybrid: summary, then employer-less 'Selected Achievements' bullets, then one-line jobs
 * 'Title — Company, City, ST (2017–2020)' with bullets only under the latest; one-line education.
 */
import { allSkills, customBlock, dates, esc, handle, li, ul, type Person, type HtmlLayout } from '../render';

export const person: Person = {
  id: 'x24',
  name: 'Marcus Delaney',
  email: 'marcus.delaney@example.com',
  phone: '(704) 555-0137',
  linkedin: li('marcusdelaney-sales'),
  location: 'Charlotte, NC',
  summary:
    'Medical device account executive who has closed hospital and ambulatory-surgery contracts across the Carolinas for ten years. Known for long-cycle enterprise deals and for keeping clinical champions engaged after signature.',
  skills: [
    {
      name: '',
      items: ['Salesforce', 'Territory Planning', 'Contract Negotiation', 'Value-Based Selling', 'Pipeline Forecasting', 'HubSpot'],
    },
  ],
  jobs: [
    {
      title: 'Senior Account Executive',
      company: 'Halvorsen Medical',
      location: 'Charlotte, NC',
      start: '2020',
      end: 'Present',
      bullets: [
        'Own a $9M territory of 14 hospital systems and 30 surgery centers in North and South Carolina.',
        'Closed a five-year capital agreement with Piedmont Regional Health worth $3.2M.',
        'Coach two junior representatives on discovery calls and Salesforce pipeline hygiene.',
      ],
    },
    {
      title: 'Account Executive',
      company: 'Brightwater Surgical',
      location: 'Raleigh, NC',
      start: '2017',
      end: '2020',
      bullets: [],
    },
    {
      title: 'Sales Representative',
      company: 'Coastal Diagnostics',
      location: 'Wilmington, NC',
      start: '2014',
      end: '2017',
      bullets: [],
    },
    {
      title: 'Inside Sales Associate',
      company: 'Meridian Lab Supply',
      location: 'Greensboro, NC',
      start: '2012',
      end: '2014',
      bullets: [],
    },
  ],
  schools: [
    {
      school: 'Piedmont State University',
      studyType: 'Bachelor of Science',
      area: 'Biology',
      printed: 'B.S. Biology',
      location: '',
      start: '',
      end: '2012',
      notes: [],
    },
  ],
  customs: [
    {
      // A functional resume's achievements: bullets printed under their own heading, with no employer.
      heading: 'Selected Achievements',
      entries: [
        {
          title: 'Ranked first of 42 representatives nationally in 2022 at 148% of quota.',
          organization: '',
          date: '',
          description: '',
        },
        {
          title: "Earned President's Club four years running, 2019 to 2022.",
          organization: '',
          date: '',
          description: '',
        },
        {
          title: 'Grew a stalled surgical-stapler territory from $1.1M to $2.6M in two years.',
          organization: '',
          date: '',
          description: '',
        },
        {
          title: 'Built the value-analysis committee playbook now used by the whole Southeast region.',
          organization: '',
          date: '',
          description: '',
        },
      ],
    },
  ],
  languages: [],
};

export const pdf: HtmlLayout = {
  theme: 'extra-functional-hybrid',
  notes: [
    "'Selected Achievements' right after the summary: bullets with no employer (an achievements custom section in the truth)",
    "'Employment History' as compact one-line entries 'Title — Company, City, ST (2017–2020)', dates in parentheses at the end",
    'bullets only under the latest job; the older jobs have none',
    "education on one line 'B.S. Biology, School, 2012'",
  ],
  css: `h1 { font-size: 22pt; margin: 0; text-align: center; letter-spacing: 1px; } .contact { text-align: center; color: #444; margin: 2px 0 6px; } h2 { font-size: 11pt; font-weight: bold; color: #5a3e1b; border-top: 2px solid #5a3e1b; padding-top: 3px; margin: 14px 0 5px; } .job { margin: 4px 0 2px; }`,
  body: (p) => {
    const h = (t: string) => `<h2>${esc(t)}</h2>`;
    const achievements = p.customs.filter((c) => c.heading === 'Selected Achievements');
    const others = p.customs.filter((c) => c.heading !== 'Selected Achievements');
    return `<h1>${esc(p.name)}</h1><p class="contact">${[p.location, p.phone, p.email, handle(p.linkedin)].map(esc).join(' · ')}</p>
${h('Summary')}<p>${esc(p.summary)}</p>
${achievements.map((c) => `${h(c.heading)}${ul(c.entries.map((e) => e.title))}`).join('')}
${h('Employment History')}${p.jobs.map((j) => `<p class="job"><b>${esc(j.title)}</b> — ${esc(j.company)}, ${esc(j.location)} (${esc(dates(j, '–'))})</p>${ul(j.bullets)}`).join('')}
${h('Education')}${p.schools.map((s) => `<p>${esc(s.printed)}, ${esc(s.school)}, ${esc(s.end)}</p>`).join('')}
${h('Skills')}<p>${allSkills(p).map(esc).join(', ')}</p>
${others.map((c) => customBlock(c, h, 'comma')).join('')}`;
  },
};
