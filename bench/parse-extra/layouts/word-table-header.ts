/**
 * A two-cell table for the header, Heading 1 styles, title<tab>dates with a right tab stop.
 */
import { ExternalHyperlink, HeadingLevel, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { NO_TABLE_BORDERS, RIGHT_TAB, dates, handle, li, listItem, plain, type Person, type DocxLayout } from '../render';

export const person: Person = {
  id: 'x11',
  name: 'Jonathan Reyes',
  email: 'jon.reyes@example.com',
  phone: '555.014.2277',
  linkedin: li('jonathan-reyes-dev'),
  location: 'Denver, CO',
  summary: 'Front-end developer who ships accessible React apps. Previously a newspaper designer, which still shows in the typography.',
  skills: [
    { name: 'Frontend', items: ['React', 'TypeScript', 'Next.js', 'Tailwind CSS'] },
    { name: 'Testing', items: ['Playwright', 'Vitest', 'axe'] },
  ],
  jobs: [
    {
      title: 'Front-End Developer',
      company: 'Summit Outdoor Co.',
      location: 'Denver, CO',
      start: 'Jul 2021',
      end: 'Present',
      bullets: ['Rebuilt the storefront in Next.js, improving conversion by 9%.', 'Brought the checkout to WCAG 2.1 AA.'],
    },
    {
      title: 'Web Developer',
      company: 'Denver Post Media',
      location: 'Denver, CO',
      start: 'Jan 2018',
      end: 'Jun 2021',
      bullets: ['Built interactive election maps read by two million people.'],
    },
  ],
  schools: [
    {
      school: 'University of Colorado Boulder',
      studyType: 'Bachelor of Arts',
      area: 'Journalism',
      printed: 'B.A. Journalism',
      location: 'Boulder, CO',
      start: '2011',
      end: '2015',
      notes: [],
    },
  ],
  customs: [
    {
      heading: 'Projects',
      entries: [
        {
          title: 'Trailhead Finder',
          organization: '',
          date: '2023',
          description: 'Map of Colorado trailheads.',
        },
      ],
    },
  ],
  languages: [],
};

export const word: DocxLayout = {
  theme: 'docx-table-header',
  notes: [
    'header is a 1x2 table: name | contact lines',
    'Heading 1 styles',
    "'Title<tab>dates' then 'Company, City, ST'",
    "skills as 'Group: a, b' lines",
  ],
  children: (p) => {
    const borders = NO_TABLE_BORDERS;
    const header = new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      borders,
      rows: [
        new TableRow({
          children: [
            new TableCell({ children: [plain(p.name, { bold: true, size: 40 })] }),
            new TableCell({
              children: [
                plain(p.email),
                plain(p.phone),
                new Paragraph({
                  children: [
                    new ExternalHyperlink({
                      link: p.linkedin,
                      children: [new TextRun({ text: handle(p.linkedin), style: 'Hyperlink' })],
                    }),
                  ],
                }),
                plain(p.location),
              ],
            }),
          ],
        }),
      ],
    });
    const h = (t: string) => new Paragraph({ text: t, heading: HeadingLevel.HEADING_1 });
    return [
      header,
      h('Summary'),
      plain(p.summary),
      h('Professional Experience'),
      ...p.jobs.flatMap((j) => [
        new Paragraph({
          tabStops: RIGHT_TAB,
          children: [new TextRun({ text: j.title, bold: true }), new TextRun({ text: `\t${dates(j)}` })],
        }),
        plain(`${j.company}, ${j.location}`, { italics: true }),
        ...j.bullets.map(listItem),
      ]),
      h('Education'),
      ...p.schools.flatMap((s) => [
        new Paragraph({
          tabStops: RIGHT_TAB,
          children: [new TextRun({ text: s.school, bold: true }), new TextRun({ text: `\t${dates(s)}` })],
        }),
        plain(s.printed),
      ]),
      h('Technical Skills'),
      ...p.skills.map(
        (g) =>
          new Paragraph({
            children: [new TextRun({ text: `${g.name}: `, bold: true }), new TextRun(g.items.join(', '))],
          }),
      ),
      ...p.customs.flatMap((c) => [
        h(c.heading),
        ...c.entries.flatMap((e) => [
          new Paragraph({
            tabStops: RIGHT_TAB,
            children: [new TextRun({ text: e.title, bold: true }), new TextRun(`\t${e.date}`)],
          }),
          plain(e.description),
        ]),
      ]),
    ];
  },
};
