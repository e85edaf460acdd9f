/**
 * No styles: bold 12 pt capitals headings; 'Company — Title' then 'City, ST | dates'; typed bullet glyphs.
 */
import { allSkills, dates, handle, li, plain, type Person, type DocxLayout } from '../render';

export const person: Person = {
  id: 'x12',
  name: 'Aisha Siddiqui',
  email: 'aisha.siddiqui@example.com',
  phone: '+1 (555) 019-4410',
  linkedin: li('aisha-siddiqui'),
  location: 'Chicago, IL',
  summary: 'Corporate attorney advising fintech startups on financing and compliance. Former in-house counsel at a payments company.',
  skills: [{ name: '', items: ['Venture Financing', 'Contract Negotiation', 'Regulatory Compliance', 'M&A'] }],
  jobs: [
    {
      title: 'Associate Attorney',
      company: 'Kirkland Hale LLP',
      location: 'Chicago, IL',
      start: 'Sep 2020',
      end: 'Present',
      bullets: ['Advised 30 startups on seed and Series A financings.', 'Drafted compliance programs for two money transmitters.'],
    },
    {
      title: 'Legal Counsel',
      company: 'Paywise Inc.',
      location: 'Chicago, IL',
      start: 'Jun 2017',
      end: 'Aug 2020',
      bullets: ['Negotiated bank partnership agreements.'],
    },
  ],
  schools: [
    {
      school: 'Northwestern University School of Law',
      studyType: 'Juris Doctor',
      area: 'Law',
      printed: 'Juris Doctor in Law',
      location: 'Chicago, IL',
      start: '2014',
      end: '2017',
      notes: [],
    },
  ],
  customs: [
    {
      heading: 'Licenses & Certifications',
      entries: [
        {
          title: 'Illinois State Bar',
          organization: 'Illinois Supreme Court',
          date: '2017',
          description: '',
        },
      ],
    },
  ],
  languages: [],
};

export const word: DocxLayout = {
  theme: 'docx-bold-paragraphs',
  notes: [
    'bold 12 pt capitals paragraphs as headings',
    "'Company — Title' then 'City, ST | dates'",
    "bullets typed as '•<tab>'",
    "contact separated by ' • '",
  ],
  children: (p) => {
    const h = (t: string) => plain(t, { bold: true, size: 24 });
    return [
      plain(p.name, { bold: true, size: 36 }),
      plain(`${p.location} • ${p.phone} • ${p.email} • ${handle(p.linkedin)}`),
      h('PROFILE'),
      plain(p.summary),
      h('EMPLOYMENT'),
      ...p.jobs.flatMap((j) => [
        plain(`${j.company} — ${j.title}`, { bold: true }),
        plain(`${j.location} | ${dates(j)}`),
        ...j.bullets.map((b) => plain(`•\t${b}`)),
      ]),
      h('EDUCATION'),
      ...p.schools.flatMap((s) => [plain(s.school, { bold: true }), plain(`${s.printed} | ${dates(s)}`)]),
      h('CORE COMPETENCIES'),
      plain(allSkills(p).join(' • ')),
      ...p.customs.flatMap((c) => [
        h(c.heading.toUpperCase()),
        ...c.entries.map((e) => plain(`${e.title} — ${e.organization}, ${e.date}`)),
      ]),
    ];
  },
};
