/**
 * 'Core Qualifications' (the skills) as a three-column bullet list BEFORE the experience; entries
 * under a grey shaded bar 'TITLE' left, '03/2019 to Present' right, then 'Company · City, ST';
 * Certifications, then 'Professional Affiliations' as 'Organisation — Role, 2016 – Present'; Interests.
 */
import { allSkills, esc, handle, li, ul, type Person, type HtmlLayout } from '../render';

export const person: Person = {
  id: 'x31',
  name: 'Wesley Marchetti',
  email: 'wes.marchetti@example.com',
  phone: '901-555-0173',
  linkedin: li('wesley-marchetti'),
  location: 'Memphis, TN',
  summary:
    'FAA-certificated aircraft dispatcher with eleven years in Part 121 and cargo operations. Plans 40 flights a shift, works the weather before it works the schedule, and keeps crews, maintenance and ATC on the same page during irregular operations.',
  // Printed as the 'Core Qualifications' bullet list before the experience.
  skills: [
    {
      name: '',
      items: [
        'Part 121 Flight Planning',
        'Weather Analysis',
        'Operational Control',
        'Fuel Planning',
        'MEL Interpretation',
        'NOTAM Review',
        'ETOPS Dispatch',
        'Sabre Flight Plan Manager',
        'Irregular Operations Recovery',
      ],
    },
  ],
  // Numeric months with 'to' between the dates ('03/2019 to Present').
  jobs: [
    {
      title: 'Senior Flight Dispatcher',
      company: 'Mid-South Regional Airlines',
      location: 'Memphis, TN',
      start: '03/2019',
      end: 'Present',
      bullets: [
        'Release up to 40 regional jet flights per shift under joint operational control with the captain.',
        'Rerouted 120 flights around a derecho in 2022 with no diversions for fuel.',
        'Train new dispatchers on the MEL and the company winter operations manual.',
      ],
    },
    {
      title: 'Flight Dispatcher',
      company: 'Bluegrass Air Cargo',
      location: 'Louisville, KY',
      start: '06/2015',
      end: '02/2019',
      bullets: [
        'Planned overnight cargo flights for a fleet of 22 Boeing 757 and 767 aircraft.',
        'Cut average planned fuel burn by 3% by adopting cost-index flight planning.',
      ],
    },
    {
      title: 'Operations Agent',
      company: 'Tri-State Aviation Services',
      location: 'Nashville, TN',
      start: '08/2013',
      end: '05/2015',
      bullets: ['Computed weight and balance and coordinated ramp crews for 30 daily departures.'],
    },
  ],
  schools: [
    {
      school: 'Cumberland Plateau University',
      studyType: 'Bachelor of Science',
      area: 'Aeronautics',
      printed: 'Bachelor of Science, Aeronautics',
      location: 'Cookeville, TN',
      start: '08/2009',
      end: '05/2013',
      notes: [],
    },
  ],
  customs: [
    {
      heading: 'Certifications',
      entries: [
        {
          title: 'FAA Aircraft Dispatcher Certificate',
          organization: 'FAA',
          date: '2015',
          description: '',
        },
        {
          title: 'Crew Resource Management Instructor',
          organization: 'ADF',
          date: '2020',
          description: '',
        },
      ],
    },
    {
      // Printed 'Organisation — Role, 2016 – Present'.
      heading: 'Professional Affiliations',
      entries: [
        {
          title: 'Member',
          organization: 'Airline Dispatchers Federation',
          date: '2016 \u2013 Present',
          description: '',
        },
        {
          title: 'Chapter Mentor',
          organization: 'Women in Aviation International',
          date: '2020 \u2013 Present',
          description: '',
        },
      ],
    },
  ],
  languages: [],
  interests: ['Amateur radio', 'Storm spotting'],
};

export const pdf: HtmlLayout = {
  theme: 'extra-core-qualifications-shaded-bars',
  notes: [
    "headline under the name, contact line 'City, ST · phone · email · linkedin.com/in/handle'",
    "'Core Qualifications' (the skills) as a three-column square-bullet list right after the summary, before the experience",
    "entry header in a grey shaded bar: 'TITLE' (capitals via CSS) left, numeric dates with 'to' right ('03/2019 to Present'); then 'Company · City, ST'",
    "education the same way: degree in the bar, then 'School · City, ST'",
    "'Certifications' as 'Title — Issuer, 2015'; 'Professional Affiliations' as 'Organisation — Role, 2016 – Present' (a custom section)",
    "an 'Interests' line at the end (not in the truth)",
  ],
  css: `body { font-family: 'Liberation Sans', Arial, sans-serif; } h1 { font-size: 23pt; margin: 0; color: #1f3a5f; } .hl { font-size: 11pt; color: #1f3a5f; margin: 1px 0 3px; } .contact { color: #444; } h2 { font-size: 11pt; text-transform: uppercase; color: #1f3a5f; margin: 14px 0 5px; } h2 span { border-bottom: 3px solid #c8a24a; padding-bottom: 1px; } ul.q { columns: 3; column-gap: 0.3in; list-style: square; margin-bottom: 2px; } .bar { display: flex; justify-content: space-between; background: #e6e9ee; padding: 2px 6px; margin-top: 7px; } .bar .b { text-transform: uppercase; letter-spacing: 0.5px; } .co { margin: 2px 6px; color: #333; }`,
  body: (p) => {
    const h = (t: string) => `<h2><span>${esc(t)}</span></h2>`;
    const to = (x: { start: string; end: string }) => [x.start, x.end].filter(Boolean).join(' to ');
    const bar = (left: string, right: string, below: string) =>
      `<div class="bar"><span class="b">${esc(left)}</span><span>${esc(right)}</span></div><p class="co">${esc(below)}</p>`;
    const interests = p.interests ?? [];
    return `<h1>${esc(p.name)}</h1><p class="hl">FAA Certificated Aircraft Dispatcher</p><p class="contact">${[p.location, p.phone, p.email, handle(p.linkedin)].map(esc).join(' · ')}</p>
${h('Professional Summary')}<p>${esc(p.summary)}</p>
${h('Core Qualifications')}<ul class="q">${allSkills(p)
      .map((s) => `<li>${esc(s)}</li>`)
      .join('')}</ul>
${h('Professional Experience')}${p.jobs.map((j) => `${bar(j.title, to(j), `${j.company} · ${j.location}`)}${ul(j.bullets)}`).join('')}
${h('Education')}${p.schools.map((s) => bar(s.printed, to(s), `${s.school} · ${s.location}`)).join('')}
${p.customs
  .map((c) => {
    const affiliations = c.heading === 'Professional Affiliations';
    return `${h(c.heading)}${c.entries
      .map((e) =>
        affiliations
          ? `<p>${esc(e.organization)} — ${esc(e.title)}, ${esc(e.date)}</p>`
          : `<p>${esc(e.title)} — ${esc(e.organization)}, ${esc(e.date)}</p>`,
      )
      .join('')}`;
  })
  .join('')}
${interests.length ? `${h('Interests')}<p>${interests.map(esc).join(', ')}</p>` : ''}`;
  },
};
