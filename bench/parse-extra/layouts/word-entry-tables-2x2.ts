/**
 * Every experience and education entry is a borderless 2x2 table: 'Title' | dates (right) over
 * 'Company' | 'City, ST' (right), bullets as Word list items below it; headings are capitals
 * paragraphs on a shaded band; centred name and a ' ◆ ' contact line; skills as a 'Group' | items table.
 */
import { AlignmentType, Paragraph, ShadingType, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { NO_TABLE_BORDERS, dates, handle, li, listItem, plain, type Person, type DocxLayout } from '../render';

export const person: Person = {
  id: 'x32',
  name: 'Gabriel Nakamura',
  email: 'gabriel.nakamura@example.com',
  phone: '(919) 555-0148',
  linkedin: li('gabriel-nakamura-qa'),
  location: 'Raleigh, NC',
  summary:
    'Software QA lead with eleven years of testing healthcare, logistics and insurance software. Builds automation suites that developers trust and release processes that catch defects before customers do.',
  skills: [
    { name: 'Test Automation', items: ['Selenium WebDriver', 'Playwright', 'Cypress', 'REST Assured'] },
    { name: 'Performance', items: ['JMeter', 'k6'] },
    { name: 'CI & Tools', items: ['Jenkins', 'GitHub Actions', 'Jira', 'TestRail'] },
  ],
  jobs: [
    {
      title: 'QA Lead',
      company: 'Pinecrest Health Software',
      location: 'Raleigh, NC',
      start: 'Jan 2020',
      end: 'Present',
      bullets: [
        'Lead a team of six testers across three product squads for a patient scheduling platform.',
        'Moved 1,800 manual regression cases to Playwright, cutting the release cycle from three weeks to four days.',
        'Introduced risk-based test planning adopted by every engineering team.',
      ],
    },
    {
      title: 'Senior QA Engineer',
      company: 'Carolina Freightworks',
      location: 'Durham, NC',
      start: 'Apr 2016',
      end: 'Dec 2019',
      bullets: [
        'Built the REST Assured API suite that gates every deploy of the shipment tracking service.',
        'Ran JMeter load tests that found a connection-pool leak before peak season.',
      ],
    },
    {
      title: 'QA Analyst',
      company: 'Bluewater Insurance Group',
      location: 'Charlotte, NC',
      start: 'Jul 2013',
      end: 'Mar 2016',
      bullets: ['Wrote and executed test cases in TestRail for the policy administration system.'],
    },
  ],
  schools: [
    {
      school: 'Piedmont State University',
      studyType: 'Bachelor of Science',
      area: 'Computer Science',
      printed: 'B.S. in Computer Science',
      location: 'Greensboro, NC',
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
          title: 'ISTQB Advanced Level Test Manager',
          organization: 'ISTQB',
          date: '2021',
          description: '',
        },
        {
          title: 'AWS Certified Cloud Practitioner',
          organization: 'Amazon Web Services',
          date: '2022',
          description: '',
        },
      ],
    },
  ],
  languages: [],
};

export const word: DocxLayout = {
  theme: 'docx-entry-tables-2x2',
  notes: [
    "centred name, centred contact line separated by ' ◆ '",
    'headings are bold capitals paragraphs with a light blue paragraph shading (no heading styles)',
    "every job and school is its own borderless 2x2 table: 'Title' (bold) | 'Jan 2020 – Present' (right) / 'Company' (italic) | 'City, ST' (right)",
    'bullets are Word list items after each table',
    "skills as a borderless two-column table: group name | 'a, b, c'",
    "'Certifications' as 'Title — Issuer (2021)' lines",
  ],
  children: (p) => {
    const h = (t: string) =>
      new Paragraph({
        spacing: { before: 240, after: 80 },
        shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'DCE6F2' },
        children: [new TextRun({ text: t.toUpperCase(), bold: true })],
      });
    const cell = (text: string, opts: { bold?: boolean; italics?: boolean; right?: boolean }, width: number) =>
      new TableCell({
        width: { size: width, type: WidthType.DXA },
        children: [
          new Paragraph({
            ...(opts.right ? { alignment: AlignmentType.RIGHT } : {}),
            children: [new TextRun({ text, bold: opts.bold, italics: opts.italics })],
          }),
        ],
      });
    const entry = (a: string, b: string, c: string, d: string) =>
      new Table({
        width: { size: 9360, type: WidthType.DXA },
        columnWidths: [6360, 3000],
        borders: NO_TABLE_BORDERS,
        rows: [
          new TableRow({ children: [cell(a, { bold: true }, 6360), cell(b, { right: true }, 3000)] }),
          new TableRow({ children: [cell(c, { italics: true }, 6360), cell(d, { right: true }, 3000)] }),
        ],
      });
    const gap = () => new Paragraph({ spacing: { after: 60 }, children: [] });
    return [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [new TextRun({ text: p.name, bold: true, size: 36 })],
      }),
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [new TextRun([p.location, p.phone, p.email, handle(p.linkedin)].join('  \u25c6  '))],
      }),
      h('Professional Summary'),
      plain(p.summary),
      h('Experience'),
      ...p.jobs.flatMap((j) => [entry(j.title, dates(j), j.company, j.location), ...j.bullets.map(listItem), gap()]),
      h('Education'),
      ...p.schools.flatMap((s) => [entry(s.printed, dates(s), s.school, s.location), gap()]),
      h('Technical Skills'),
      new Table({
        width: { size: 9360, type: WidthType.DXA },
        columnWidths: [2400, 6960],
        borders: NO_TABLE_BORDERS,
        rows: p.skills.map(
          (g) =>
            new TableRow({
              children: [cell(g.name, { bold: true }, 2400), cell(g.items.join(', '), {}, 6960)],
            }),
        ),
      }),
      ...p.customs.flatMap((c) => [h(c.heading), ...c.entries.map((e) => plain(`${e.title} \u2014 ${e.organization} (${e.date})`))]),
    ];
  },
};
