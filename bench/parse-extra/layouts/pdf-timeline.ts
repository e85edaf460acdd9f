/**
 * Timeline: dates in a narrow left column against a vertical rule; 'Title | Company | City, ST' on one line.
 */
import { allSkills, dates, esc, handle, li, splitDate, ul, type Person, type HtmlLayout } from '../render';

export const person: Person = {
  id: 'x17',
  name: 'Camille Desrosiers',
  email: 'camille.desrosiers@example.net',
  phone: '509-555-0186',
  linkedin: li('camille-desrosiers-dpt'),
  location: 'Spokane, WA',
  summary:
    'Orthopedic physical therapist who helps runners, climbers and weekend athletes get back to the sport they love. Board-certified orthopedic clinical specialist.',
  skills: [
    {
      name: '',
      items: ['Manual Therapy', 'Dry Needling', 'Gait Analysis', 'Post-Surgical Rehab', 'Vestibular Rehab', 'WebPT'],
    },
  ],
  jobs: [
    {
      title: 'Senior Physical Therapist',
      company: 'Riverbend Orthopedic & Sports Rehab',
      location: 'Spokane, WA',
      start: 'May 2020',
      end: 'Present',
      bullets: [
        'Carry a caseload of 55 patients a week, mostly post-surgical knees and shoulders.',
        'Started a return-to-run clinic that now sees 200 runners a year.',
        'Supervise two physical therapist assistants and clinical students.',
      ],
    },
    {
      title: 'Physical Therapist',
      company: 'Inland Northwest Rehabilitation Hospital',
      location: 'Spokane Valley, WA',
      start: 'Jul 2016',
      end: 'Apr 2020',
      bullets: [
        'Treated inpatients recovering from stroke, amputation and spinal cord injury.',
        'Co-wrote the fall-prevention protocol adopted across three units.',
      ],
    },
  ],
  schools: [
    {
      school: 'Cascadia Health Sciences University',
      studyType: 'Doctor',
      area: 'Physical Therapy',
      printed: 'Doctor of Physical Therapy',
      location: 'Portland, OR',
      start: '2013',
      end: '2016',
      notes: [],
    },
    {
      school: 'Columbia Plateau University',
      studyType: 'Bachelor of Science',
      area: 'Kinesiology',
      printed: 'B.S. Kinesiology',
      location: 'Pullman, WA',
      start: '2009',
      end: '2013',
      notes: [],
    },
  ],
  customs: [
    {
      heading: 'Certifications',
      entries: [
        {
          title: 'Orthopaedic Clinical Specialist (OCS)',
          organization: 'American Board of Physical Therapy Specialties',
          date: '2021',
          description: '',
        },
        {
          title: 'Certified Dry Needling Practitioner',
          organization: 'Evergreen Manual Therapy Institute',
          date: '2018',
          description: '',
        },
      ],
    },
    {
      heading: 'Volunteering',
      entries: [
        {
          title: 'Adaptive Ski Instructor',
          organization: 'Mount Spokane Adaptive Sports',
          date: '2017 – Present',
          description: 'Teach skiers with spinal cord injuries and amputations on weekends each winter.',
        },
        {
          title: 'Medical Volunteer',
          organization: 'Lilac City Half Marathon',
          date: '2018 – 2023',
          description: 'Staffed the finish-line medical tent.',
        },
      ],
    },
  ],
  languages: [],
};

export const pdf: HtmlLayout = {
  theme: 'extra-timeline',
  notes: [
    'timeline: dates in a narrow left column (start over end), a vertical rule with dots',
    "entry line 'Title | Company | City, ST'; education 'Degree | School | City, ST'",
    "summary titled 'Profile'; Certifications and Volunteering sections on the timeline",
    'skills as bordered tags',
  ],
  css: `body { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 9.5pt; } h1 { font-size: 24pt; margin: 0; color: #3b3a6b; } .contact { color: #444; margin-bottom: 4px; } h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: 2px; color: #3b3a6b; margin: 14px 0 6px; } .tl { display: grid; grid-template-columns: 0.85in 1fr; } .tl .d { text-align: right; padding: 0 12px 8px 0; color: #666; font-size: 8.5pt; border-right: 2px solid #b9b8d8; position: relative; } .tl .d::after { content: ''; position: absolute; right: -6px; top: 3px; width: 8px; height: 8px; border-radius: 50%; background: #3b3a6b; border: 1px solid #fff; } .tl .e { padding: 0 0 8px 14px; } .tags span { display: inline-block; border: 1px solid #3b3a6b; border-radius: 10px; padding: 1px 8px; margin: 0 6px 5px 0; }`,
  body: (p) => {
    const h = (t: string) => `<h2>${esc(t)}</h2>`;
    const stacked = (d: string) => {
      const { start, end } = splitDate(d);
      return end ? `${esc(start)} –<br>${esc(end)}` : esc(start);
    };
    const item = (d: string, inner: string) => `<div class="d">${d}</div><div class="e">${inner}</div>`;
    const pipes = (xs: string[]) => xs.filter(Boolean).map(esc).join(' | ');
    return `<h1>${esc(p.name)}</h1><p class="contact">${[p.location, p.phone, p.email, handle(p.linkedin)].map(esc).join(' | ')}</p>
${h('Profile')}<p>${esc(p.summary)}</p>
${h('Experience')}<div class="tl">${p.jobs.map((j) => item(stacked(dates(j)), `<p class="b">${pipes([j.title, j.company, j.location])}</p>${ul(j.bullets)}`)).join('')}</div>
${h('Education')}<div class="tl">${p.schools.map((s) => item(stacked(dates(s)), `<p class="b">${pipes([s.printed, s.school, s.location])}</p>`)).join('')}</div>
${h('Clinical Skills')}<div class="tags">${allSkills(p)
      .map((s) => `<span>${esc(s)}</span>`)
      .join('')}</div>
${p.customs.map((c) => `${h(c.heading)}<div class="tl">${c.entries.map((e) => item(stacked(e.date), `<p class="b">${pipes([e.title, e.organization])}</p>${e.description ? `<p>${esc(e.description)}</p>` : ''}`)).join('')}</div>`).join('')}`;
  },
};
