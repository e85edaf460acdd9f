/**
 * Plain typed CV: 'Title, Company, City, ST' then dates line; 'School, Degree, Year'; a 7-digit phone.
 * Word: Bold capitals paragraphs as headings, no styles; the product's failing case.
 */
import { allSkills, customBlock, dates, esc, listItem, plain, ul, type Person, type HtmlLayout, type DocxLayout } from '../render';

export const person: Person = {
  id: 'x08',
  name: 'Katherine Coleman',
  email: 'kcoleman@example.com',
  phone: '555-0199',
  linkedin: '',
  location: 'Hampton, VA',
  summary: '',
  skills: [{ name: '', items: ['Orbital Mechanics', 'Numerical Analysis', 'FORTRAN', 'Analytic Geometry'] }],
  jobs: [
    {
      title: 'Research Mathematician',
      company: 'NASA Langley',
      location: 'Hampton, VA',
      start: 'Jun 1953',
      end: 'Present',
      bullets: ['Calculated trajectories for the Freedom 7 and Friendship 7 flights.', 'Verified electronic computer output by hand.'],
    },
    {
      title: 'Mathematics Teacher',
      company: 'Marion High School',
      location: 'Marion, VA',
      start: 'Sep 1937',
      end: 'May 1952',
      bullets: ['Taught mathematics and French.'],
    },
  ],
  schools: [
    {
      school: 'West Virginia State College',
      studyType: 'Bachelor of Science',
      area: 'Mathematics',
      printed: 'B.S. Mathematics',
      location: '',
      start: '',
      end: '1937',
      notes: [],
    },
  ],
  customs: [
    {
      heading: 'Honors & Awards',
      entries: [{ title: 'Group Achievement Award', organization: 'NASA', date: '1967', description: '' }],
    },
  ],
  languages: [],
};

export const pdf: HtmlLayout = {
  theme: 'extra-plain-typed',
  notes: ["'Title, Company, City, ST' then dates on their own line", "'School, Degree, Year' on one line", "7-digit phone '555-0199'"],
  css: `body { font-family: 'DejaVu Serif', serif; font-size: 11pt; } h1 { font-size: 16pt; margin: 0; } h2 { font-size: 11pt; font-weight: bold; margin: 14px 0 4px; }`,
  body: (p) => {
    const h = (t: string) => `<h2>${esc(t.toUpperCase())}</h2>`;
    return `<h1>${esc(p.name)}</h1><p>${esc(p.phone)} | ${esc(p.email)} | ${esc(p.location)}</p>
${h('Experience')}${p.jobs.map((j) => `<p>${esc(j.title)}, ${esc(j.company)}, ${esc(j.location)}</p><p>${esc(dates(j))}</p>${ul(j.bullets)}`).join('')}
${h('Education')}${p.schools.map((s) => `<p>${esc(s.school)}, ${esc(s.printed)}, ${esc(s.end)}</p>`).join('')}
${h('Skills')}<p>${allSkills(p).map(esc).join(', ')}</p>
${p.customs.map((c) => customBlock(c, (t) => h(t), 'comma')).join('')}`;
  },
};

export const word: DocxLayout = {
  theme: 'docx-plain-typed',
  notes: ['bold capitals paragraphs as headings', "'Title, Company, City, ST' then dates line", "'School, Degree, Year'", '7-digit phone'],
  children: (p) => {
    const h = (t: string) => plain(t.toUpperCase(), { bold: true });
    return [
      plain(p.name, { bold: true, size: 32 }),
      plain(`${p.phone} | ${p.email} | ${p.location}`),
      h('Experience'),
      ...p.jobs.flatMap((j) => [plain(`${j.title}, ${j.company}, ${j.location}`), plain(dates(j)), ...j.bullets.map(listItem)]),
      h('Education'),
      ...p.schools.map((s) => plain(`${s.school}, ${s.printed}, ${s.end}`)),
      h('Skills'),
      plain(allSkills(p).join(', ')),
      ...p.customs.flatMap((c) => [
        h(c.heading),
        ...c.entries.map((e) => plain([e.title, e.organization, e.date].filter(Boolean).join(', '))),
      ]),
    ];
  },
};
