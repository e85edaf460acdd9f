/**
 * Heading 2 styles; company line, then 'Title<tab>dates'; skills as a bulleted list; no custom sections.
 */
import { HeadingLevel, Paragraph, TextRun } from 'docx';
import { RIGHT_TAB, allSkills, dates, li, listItem, plain, type Person, type DocxLayout } from '../render';

export const person: Person = {
  id: 'x14',
  name: 'Laura Chen',
  email: 'laura.chen@example.com',
  phone: '555-0123',
  linkedin: li('laura-chen-pm'),
  location: 'San Jose, CA',
  summary: 'Product manager for developer tools. Shipped an API platform used by 20,000 developers and likes a well-written spec.',
  skills: [{ name: '', items: ['Roadmapping', 'SQL', 'Jira', 'User Interviews', 'API Design'] }],
  jobs: [
    {
      title: 'Senior Product Manager',
      company: 'Stackline Cloud',
      location: 'San Jose, CA',
      start: 'Jan 2021',
      end: 'Present',
      bullets: ['Own the public API and its developer portal.', 'Grew weekly active developers by 3x.'],
    },
    {
      title: 'Product Manager',
      company: 'Redwood Analytics',
      location: 'San Francisco, CA',
      start: 'Mar 2017',
      end: 'Dec 2020',
      bullets: ['Launched the self-serve dashboard builder.'],
    },
  ],
  schools: [
    {
      school: 'San Jose State University',
      studyType: 'Bachelor of Science',
      area: 'Software Engineering',
      printed: 'B.S., Software Engineering',
      location: 'San Jose, CA',
      start: '',
      end: '2016',
      notes: [],
    },
  ],
  customs: [],
  languages: [],
};

export const word: DocxLayout = {
  theme: 'docx-company-first',
  notes: ["company line, then 'Title<tab>dates'", 'skills as a bulleted list', "7-digit phone '555-0123'"],
  children: (p) => {
    const h = (t: string) => new Paragraph({ text: t, heading: HeadingLevel.HEADING_2 });
    return [
      plain(p.name, { bold: true, size: 36 }),
      plain(`${p.location} · ${p.email} · ${p.phone}`),
      plain(p.linkedin),
      h('About Me'),
      plain(p.summary),
      h('Experience'),
      ...p.jobs.flatMap((j) => [
        plain(j.company, { bold: true }),
        new Paragraph({
          tabStops: RIGHT_TAB,
          children: [new TextRun({ text: j.title, italics: true }), new TextRun(`\t${dates(j)}`)],
        }),
        ...j.bullets.map(listItem),
      ]),
      h('Education'),
      ...p.schools.flatMap((s) => [
        plain(s.school, { bold: true }),
        new Paragraph({
          tabStops: RIGHT_TAB,
          children: [new TextRun(s.printed), new TextRun(`\t${dates(s)}`)],
        }),
      ]),
      h('Skills'),
      ...allSkills(p).map(listItem),
    ];
  },
};
