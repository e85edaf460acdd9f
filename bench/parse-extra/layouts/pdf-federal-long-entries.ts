/**
 * Federal (USAJOBS-style) resume: full street address, citizenship line, long entries with employer
 * address, 'Month YYYY to Month YYYY', hours per week, salary, grade and supervisor lines.
 */
import { allSkills, customBlock, esc, handle, li, ul, type Person, type HtmlLayout } from '../render';

export const person: Person = {
  id: 'x34',
  name: 'Harold J. Whitcomb',
  email: 'hj.whitcomb@example.com',
  phone: '(406) 555-0126',
  linkedin: li('harold-whitcomb'),
  location: 'Bozeman, MT',
  summary:
    'Park ranger with twelve years of visitor protection, interpretation and wildland fire support on public lands. Holds a federal law enforcement commission and EMT certification.',
  skills: [
    {
      name: '',
      items: [
        'Visitor Protection',
        'Search and Rescue',
        'Wildland Fire Suppression',
        'Interpretive Programming',
        'Incident Command System',
        'GIS Mapping',
      ],
    },
  ],
  // Federal style: 'Month YYYY to Month YYYY', hours, salary, grade and supervisor lines under each job.
  jobs: [
    {
      title: 'Supervisory Park Ranger',
      company: 'Gallatin Range National Recreation Area',
      location: 'Bozeman, MT',
      start: 'April 2018',
      end: 'Present',
      bullets: [
        'Supervise eight seasonal rangers patrolling 310,000 acres and 140 miles of trail.',
        'Coordinated 37 search and rescue missions as incident commander with no ranger injuries.',
        'Wrote the area visitor use management plan adopted in 2021.',
      ],
    },
    {
      title: 'Park Ranger (Protection)',
      company: 'Beartooth Lakes National Monument',
      location: 'Red Lodge, MT',
      start: 'May 2014',
      end: 'March 2018',
      bullets: [
        'Enforced federal regulations and issued 450 citations and warnings per season.',
        'Served as structure engine crew member on six wildland fires.',
      ],
    },
    {
      title: 'Park Guide',
      company: 'Missouri Headwaters State Park',
      location: 'Three Forks, MT',
      start: 'June 2012',
      end: 'April 2014',
      bullets: ['Delivered interpretive walks to about 9,000 visitors a year.'],
    },
  ],
  schools: [
    {
      school: 'Big Sky State University',
      studyType: 'Bachelor of Science',
      area: 'Natural Resource Management',
      printed: 'Bachelor of Science, Natural Resource Management',
      location: 'Missoula, MT',
      start: '',
      end: 'May 2012',
      notes: ['Credits earned: 124 semester hours'],
    },
  ],
  customs: [
    {
      heading: 'Certifications',
      entries: [
        { title: 'Emergency Medical Technician', organization: 'NREMT', date: '2016', description: '' },
        { title: 'Wildland Firefighter Type 2', organization: 'NWCG', date: '2015', description: '' },
      ],
    },
  ],
  languages: [],
};

export const pdf: HtmlLayout = {
  theme: 'extra-federal-long-entries',
  notes: [
    "header: name, full street address 'Street, City, ST ZIP', 'Phone: … | Email: …', 'LinkedIn: linkedin.com/in/handle', citizenship line",
    "each job: employer (bold), employer street address, title (bold), 'April 2018 to Present', then 'Hours per week: 40 | Salary: $… per year | Series/Grade: …' and 'Supervisor: Name, phone; may contact' (supervisor phones are not the applicant's)",
    "'Duties and Accomplishments:' label before the bullets",
    "education: 'School, City, ST', 'Degree, May 2012', 'Credits earned' line; no start date",
    "'Certifications' as 'Title, Issuer, Year'",
  ],
  css: `body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 10pt; } h1 { font-size: 16pt; margin: 0; } h2 { font-size: 11pt; text-transform: uppercase; background: #eee; padding: 2px 4px; margin: 12px 0 4px; } .job { margin-top: 8px; } .lbl { margin-top: 3px; font-style: italic; }`,
  body: (p) => {
    const h = (t: string) => `<h2>${esc(t)}</h2>`;
    const extra = [
      {
        addr: '3710 Fallon Street',
        zip: '59718',
        salary: '$72,400',
        grade: 'GS-0025-11',
        sup: 'Dana Whitfield, (406) 555-0150; may contact',
      },
      {
        addr: '88 Rock Creek Road',
        zip: '59068',
        salary: '$51,900',
        grade: 'GS-0025-07/09',
        sup: 'Luis Aranda, (406) 555-0164; may contact',
      },
      {
        addr: '1585 Trident Road',
        zip: '59752',
        salary: '$16.40 per hour',
        grade: 'N/A (state position)',
        sup: 'Karen Ostby, (406) 555-0133; may contact',
      },
    ];
    const to = (x: { start: string; end: string }) => [x.start, x.end].filter(Boolean).join(' to ');
    return `<h1>${esc(p.name)}</h1><p>2215 West Babcock Street, Apt. 4, ${esc(p.location)} 59715</p><p>Phone: ${esc(p.phone)} | Email: ${esc(p.email)}</p><p>LinkedIn: ${esc(handle(p.linkedin))}</p><p>Citizenship: United States | Veterans' Preference: None | Highest Grade Held: GS-0025-11</p>
${h('Summary of Qualifications')}<p>${esc(p.summary)}</p>
${h('Work Experience')}${p.jobs
      .map((j, i) => {
        const x = extra[i];
        if (!x) throw new Error(`no federal details for job ${i}`);
        const salary = x.salary.includes('per') ? x.salary : `${x.salary} per year`;
        return `<div class="job"><p class="b">${esc(j.company)}</p><p>${esc(x.addr)}, ${esc(j.location)} ${esc(x.zip)}</p><p class="b">${esc(j.title)}</p><p>${esc(to(j))}</p><p>Hours per week: 40 | Salary: ${esc(salary)} | Series/Grade: ${esc(x.grade)}</p><p>Supervisor: ${esc(x.sup)}</p><p class="lbl">Duties and Accomplishments:</p>${ul(j.bullets)}</div>`;
      })
      .join('')}
${h('Education')}${p.schools.map((s) => `<p class="b">${esc(s.school)}, ${esc(s.location)}</p><p>${esc(s.printed)}, ${esc(to(s))}</p>${s.notes.map((n) => `<p>${esc(n)}</p>`).join('')}`).join('')}
${h('Skills')}<p>${allSkills(p).map(esc).join(', ')}</p>
${p.customs.map((c) => customBlock(c, h, 'comma')).join('')}`;
  },
};
