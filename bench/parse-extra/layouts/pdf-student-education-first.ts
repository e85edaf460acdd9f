/**
 * New-graduate resume: Objective, then Education FIRST with GPA and 'Relevant Coursework', part-time
 * jobs printed 'Title at Company' with the open end written 'current', 'Leadership & Activities'.
 */
import { dates, esc, handle, li, ul, type Person, type HtmlLayout } from '../render';

export const person: Person = {
  id: 'x33',
  name: 'Maya Okonkwo-Reyes',
  email: 'maya.okreyes@example.edu',
  phone: '(608) 555-0173',
  linkedin: li('maya-okonkwo-reyes'),
  location: 'Madison, WI',
  summary:
    'Public health senior seeking an entry-level epidemiology or program evaluation role. Experienced with survey data cleaning in R and with community health outreach.',
  skills: [
    { name: 'Data', items: ['R', 'SAS', 'REDCap', 'Excel', 'Tableau'] },
    { name: 'Methods', items: ['Survey Design', 'Descriptive Epidemiology', 'Qualitative Coding'] },
  ],
  // A student resume: part-time jobs printed 'Title at Company', open end written 'current' in lowercase.
  jobs: [
    {
      title: 'Research Assistant',
      company: 'Badger Lakes Population Health Lab',
      location: 'Madison, WI',
      start: 'Sep 2023',
      end: 'current',
      bullets: [
        'Clean and merge survey waves for a 2,400-household study of rural food access.',
        'Wrote R scripts that replaced a manual weekly REDCap export.',
      ],
    },
    {
      title: 'Community Health Intern',
      company: 'Dane Valley Public Health Department',
      location: 'Fitchburg, WI',
      start: 'Jun 2023',
      end: 'Aug 2023',
      bullets: ['Staffed 14 mobile vaccination clinics and logged 900 patient intake forms.'],
    },
    {
      title: 'Pharmacy Cashier',
      company: 'Northgate Family Pharmacy',
      location: 'Madison, WI',
      start: 'Oct 2021',
      end: 'May 2023',
      bullets: ['Worked 15 hours a week alongside full-time classes.'],
    },
  ],
  schools: [
    {
      school: 'University of Lake Mendota',
      studyType: 'Bachelor of Science',
      area: 'Public Health',
      printed: 'Bachelor of Science in Public Health, Minor in Statistics',
      location: 'Madison, WI',
      start: 'Sep 2021',
      end: 'May 2025',
      notes: [
        'GPA: 3.72/4.00',
        'Relevant Coursework: Biostatistics I and II, Principles of Epidemiology, Health Policy, Survey Methods, Environmental Health',
      ],
    },
  ],
  customs: [
    {
      // Printed 'Role, Organization' bold with dates right, then one line.
      heading: 'Leadership & Activities',
      entries: [
        {
          title: 'Treasurer',
          organization: 'Student Public Health Association',
          date: '2023 \u2013 2024',
          description: 'Managed a $6,000 budget for speaker events and a spring health fair.',
        },
        {
          title: 'Peer Health Educator',
          organization: 'Campus Wellness Center',
          date: '2022 \u2013 2024',
          description: 'Led 20 residence-hall workshops on sleep and stress.',
        },
      ],
    },
  ],
  languages: ['Spanish (conversational)'],
};

export const pdf: HtmlLayout = {
  theme: 'extra-student-education-first',
  notes: [
    "student resume: 'Objective', then 'Education' before 'Experience', with a GPA line and a 'Relevant Coursework:' line",
    "job line 'Title at Company' (bold) left, dates right ('Sep 2023 – current', lowercase open end); 'City, ST' italic below",
    "'Leadership & Activities' (a custom section): 'Role, Organization' bold with years right, one description line",
    "skills as 'Group: a, b' lines followed by a 'Languages:' line (not in the truth)",
    'contact on two centred lines',
  ],
  css: `body { font-family: 'Liberation Serif', 'Times New Roman', serif; font-size: 11pt; } h1 { font-size: 20pt; text-align: center; margin: 0; } .c { text-align: center; margin: 1px 0; } h2 { font-size: 11.5pt; font-variant: small-caps; letter-spacing: 1px; border-bottom: 1px solid #000; margin: 12px 0 4px; } .e { margin-top: 5px; }`,
  body: (p) => {
    const h = (t: string) => `<h2>${esc(t)}</h2>`;
    return `<h1>${esc(p.name)}</h1><p class="c">${esc(p.email)} · ${esc(p.phone)}</p><p class="c">${esc(p.location)} · ${esc(handle(p.linkedin))}</p>
${h('Objective')}<p>${esc(p.summary)}</p>
${h('Education')}${p.schools.map((s) => `<div class="row e"><span class="b">${esc(s.school)}</span><span>${esc(s.location)}</span></div><div class="row"><span class="i">${esc(s.printed)}</span><span>${esc(dates(s))}</span></div>${s.notes.map((n) => `<p>${esc(n)}</p>`).join('')}`).join('')}
${h('Experience')}${p.jobs.map((j) => `<div class="row e"><span class="b">${esc(j.title)} at ${esc(j.company)}</span><span>${esc(dates(j))}</span></div><p class="i">${esc(j.location)}</p>${ul(j.bullets)}`).join('')}
${p.customs.map((c) => `${h(c.heading)}${c.entries.map((e) => `<div class="row e"><span class="b">${esc(e.title)}, ${esc(e.organization)}</span><span>${esc(e.date)}</span></div><p>${esc(e.description)}</p>`).join('')}`).join('')}
${h('Skills')}${p.skills.map((g) => `<p><b>${esc(g.name)}:</b> ${g.items.map(esc).join(', ')}</p>`).join('')}<p><b>Languages:</b> ${p.languages.map(esc).join(', ')}</p>`;
  },
};
