/**
 * Heading 2 title-case headings; dates first then a tab: 'dates<tab>Title, Company, City, ST'.
 */
import { ExternalHyperlink, HeadingLevel, Paragraph, TabStopType, TextRun } from 'docx';
import { allSkills, dates, li, listItem, plain, type Person, type DocxLayout } from '../render';

export const person: Person = {
  id: 'x13',
  name: 'Benjamin Okafor',
  email: 'ben.okafor@example.com',
  phone: '(555) 555-0147',
  linkedin: li('benokafor'),
  location: 'Raleigh, NC',
  summary: 'Mechanical engineer designing HVAC systems for hospitals and labs.',
  skills: [{ name: '', items: ['SolidWorks', 'Revit MEP', 'Energy Modeling', 'ASHRAE Standards'] }],
  jobs: [
    {
      title: 'Mechanical Engineer',
      company: 'Triangle MEP Group',
      location: 'Raleigh, NC',
      start: '2018',
      end: 'Present',
      bullets: ['Designed air handling for a 300-bed hospital tower.', 'Mentored three junior engineers.'],
    },
    {
      title: 'Design Engineer',
      company: 'Carolina Climate Systems',
      location: 'Durham, NC',
      start: '2015',
      end: '2018',
      bullets: ['Modelled energy use for 40 commercial buildings.'],
    },
  ],
  schools: [
    {
      school: 'North Carolina State University',
      studyType: 'Bachelor of Science',
      area: 'Mechanical Engineering',
      printed: 'B.S. Mechanical Engineering',
      location: 'Raleigh, NC',
      start: '2011',
      end: '2015',
      notes: ['GPA 3.6'],
    },
  ],
  customs: [
    {
      heading: 'Honors & Awards',
      entries: [
        {
          title: 'Young Engineer of the Year',
          organization: 'ASHRAE Raleigh',
          date: '2022',
          description: '',
        },
      ],
    },
  ],
  languages: [],
};

export const word: DocxLayout = {
  theme: 'docx-left-dates',
  notes: ['Heading 2 styles in title case', "'dates<tab>Title, Company, City, ST'", "education 'dates<tab>Degree, School'"],
  children: (p) => {
    const h = (t: string) => new Paragraph({ text: t, heading: HeadingLevel.HEADING_2 });
    const tab = [{ type: TabStopType.LEFT, position: 1800 }];
    return [
      new Paragraph({ text: p.name, heading: HeadingLevel.TITLE }),
      plain(`${p.email} | ${p.phone} | ${p.location}`),
      new Paragraph({
        children: [
          new ExternalHyperlink({
            link: p.linkedin,
            children: [new TextRun({ text: p.linkedin, style: 'Hyperlink' })],
          }),
        ],
      }),
      h('Profile'),
      plain(p.summary),
      h('Work History'),
      ...p.jobs.flatMap((j) => [
        new Paragraph({
          tabStops: tab,
          children: [new TextRun(`${dates(j)}\t`), new TextRun({ text: `${j.title}, ${j.company}, ${j.location}`, bold: true })],
        }),
        ...j.bullets.map(listItem),
      ]),
      h('Education'),
      ...p.schools.flatMap((s) => [
        new Paragraph({
          tabStops: tab,
          children: [new TextRun(`${dates(s)}\t`), new TextRun({ text: `${s.printed}, ${s.school}`, bold: true })],
        }),
        ...s.notes.map((n) => plain(`\t${n}`)),
      ]),
      h('Skills'),
      plain(allSkills(p).join(', ')),
      ...p.customs.flatMap((c) => [
        h(c.heading),
        ...c.entries.map(
          (e) =>
            new Paragraph({
              tabStops: tab,
              children: [new TextRun(`${e.date}\t`), new TextRun(`${e.title}, ${e.organization}`)],
            }),
        ),
      ]),
    ];
  },
};
