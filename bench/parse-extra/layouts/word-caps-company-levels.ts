/**
 * A borderless 1x2 header table (name | contact stacked right); small-caps ruled headings;
 * 'COMPANY, City, ST — Title' then an italic dates line; '• ' typed bullets; skills with levels; Interests last.
 */
import { AlignmentType, BorderStyle, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { NO_TABLE_BORDERS, allSkills, dates, handle, li, plain, type Person, type DocxLayout } from '../render';

export const person: Person = {
  id: 'x23',
  name: 'Danielle Mwangi',
  email: 'danielle.mwangi@example.com',
  phone: '612-555-0190',
  linkedin: li('daniellemwangi-hr'),
  location: 'Minneapolis, MN',
  summary:
    'HR business partner for healthcare and food-manufacturing teams of up to 1,400 people. Pairs employee relations work with people analytics so leaders decide from data.',
  skills: [
    {
      name: '',
      items: ['Workday', 'Employee Relations', 'Excel', 'Python', 'SQL', 'Tableau'],
    },
  ],
  skillLevels: {
    Workday: 'Advanced',
    'Employee Relations': 'Advanced',
    Excel: 'Advanced',
    Python: 'Intermediate',
    SQL: 'Intermediate',
    Tableau: 'Basic',
  },
  jobs: [
    {
      title: 'Senior HR Business Partner',
      company: 'Northstar Health Partners',
      location: 'Minneapolis, MN',
      start: 'March 2020',
      end: 'Present',
      bullets: [
        'Partner with the COO and six clinic directors on workforce plans for 1,400 employees.',
        'Built a Python and SQL attrition model that flagged at-risk units two quarters early.',
        'Cut first-year nurse turnover from 31% to 19% with a redesigned onboarding program.',
      ],
    },
    {
      title: 'HR Business Partner',
      company: 'Lakeshore Foods',
      location: 'St. Paul, MN',
      start: 'June 2016',
      end: 'February 2020',
      bullets: [
        'Supported three plants and 900 hourly employees through a union contract renewal.',
        'Led 60 employee relations investigations a year with no findings overturned.',
      ],
    },
    {
      title: 'HR Generalist',
      company: 'Prairie Mutual Insurance',
      location: 'Des Moines, IA',
      start: 'August 2013',
      end: 'May 2016',
      bullets: ['Ran benefits enrollment and new-hire orientation for a 500-person office.'],
    },
  ],
  schools: [
    {
      school: 'Twin Lakes University',
      studyType: 'Master of Arts',
      area: 'Human Resources and Industrial Relations',
      printed: 'Master of Arts, Human Resources and Industrial Relations',
      location: 'Minneapolis, MN',
      start: '2011',
      end: '2013',
      notes: [],
    },
    {
      school: 'Des Moines Valley College',
      studyType: 'Bachelor of Arts',
      area: 'Psychology',
      printed: 'B.A. Psychology',
      location: 'Des Moines, IA',
      start: '2007',
      end: '2011',
      notes: [],
    },
  ],
  customs: [
    {
      heading: 'Certifications',
      entries: [
        {
          title: 'SHRM Senior Certified Professional',
          organization: 'Society for Human Resource Management',
          date: '2019',
          description: '',
        },
      ],
    },
  ],
  languages: [],
  interests: ['Distance running', 'Community choir', 'Mentoring first-generation college students'],
};

export const word: DocxLayout = {
  theme: 'docx-caps-company-levels',
  notes: [
    'header is a borderless 1x2 table: name left, contact lines stacked and right-aligned',
    "job as 'COMPANY NAME, City, ST — Job Title' (company in capitals), then an italic dates line 'March 2020 – Present'",
    "bullets typed as '• ' at the start of ordinary paragraphs (no Word numbering)",
    "skills with levels 'Python (Intermediate), SQL (Intermediate)'; the truth keeps the bare skill names",
    "an 'Interests' section at the end, one comma-separated line (not in the truth, like languages)",
  ],
  children: (p) => {
    const borders = NO_TABLE_BORDERS;
    const right = (text: string) => new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun({ text, size: 20 })] });
    const header = new Table({
      width: { size: 9360, type: WidthType.DXA },
      columnWidths: [5360, 4000],
      borders,
      rows: [
        new TableRow({
          children: [
            new TableCell({
              width: { size: 5360, type: WidthType.DXA },
              children: [plain(p.name, { bold: true, size: 44 })],
            }),
            new TableCell({
              width: { size: 4000, type: WidthType.DXA },
              children: [right(p.email), right(p.phone), right(p.location), right(handle(p.linkedin))],
            }),
          ],
        }),
      ],
    });
    const h = (t: string) =>
      new Paragraph({
        spacing: { before: 240, after: 80 },
        border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '7F7F7F', space: 1 } },
        children: [new TextRun({ text: t, bold: true, smallCaps: true, size: 26 })],
      });
    const levels = p.skillLevels ?? {};
    const interests = p.interests ?? [];
    return [
      header,
      h('Summary'),
      plain(p.summary),
      h('Experience'),
      ...p.jobs.flatMap((j) => [
        new Paragraph({
          spacing: { before: 120 },
          children: [
            new TextRun({ text: `${j.company.toUpperCase()}, ${j.location} — `, bold: true }),
            new TextRun({ text: j.title, bold: true }),
          ],
        }),
        plain(dates(j), { italics: true }),
        ...j.bullets.map((b) => plain(`• ${b}`)),
      ]),
      h('Education'),
      ...p.schools.flatMap((s) => [
        plain(`${s.school.toUpperCase()}, ${s.location} — ${s.printed}`, { bold: true }),
        plain(dates(s), { italics: true }),
      ]),
      h('Skills'),
      plain(
        allSkills(p)
          .map((s) => (levels[s] ? `${s} (${levels[s]})` : s))
          .join(', '),
      ),
      ...p.customs.flatMap((c) => [
        h(c.heading),
        ...c.entries.map((e) => plain([e.title, e.organization, e.date].filter(Boolean).join(', '))),
      ]),
      ...(interests.length > 0 ? [h('Interests'), plain(interests.join(', '))] : []),
    ];
  },
};
