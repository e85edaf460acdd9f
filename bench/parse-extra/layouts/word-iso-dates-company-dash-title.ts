/**
 * Headings in a larger blue font but NOT bold (no heading styles); entry line 'Company' (bold) + ' – Title'
 * with ISO year-month dates at a right tab ('2019-03 – 2021-11'), 'City, ST' in grey italics below.
 */
import { Paragraph, Tab, TextRun } from 'docx';
import { RIGHT_TAB, allSkills, dates, handle, li, listItem, plain, type Person, type DocxLayout } from '../render';

export const person: Person = {
  id: 'x35',
  name: 'Leonie Bergstrand',
  email: 'leonie.bergstrand@example.com',
  phone: '612.555.0191',
  linkedin: li('leonie-bergstrand'),
  location: 'Minneapolis, MN',
  summary:
    'Retail buyer with ten years in home goods and furniture. Negotiates with overseas vendors, plans assortments around margin and sell-through, and keeps open-to-buy honest.',
  skills: [
    {
      name: '',
      items: ['Assortment Planning', 'Open-to-Buy', 'Vendor Negotiation', 'JDA Merchandising', 'Excel Power Query', 'Landed Cost Analysis'],
    },
  ],
  // ISO year-month dates ('2019-03 – 2021-11'); company bold, then ' – Title' on the same line.
  jobs: [
    {
      title: 'Senior Buyer',
      company: 'Fenwick Home',
      location: 'Minneapolis, MN',
      start: '2021-12',
      end: 'Present',
      bullets: [
        'Own a $42M tabletop and textiles category across 96 stores and online.',
        'Raised initial markup by 4.5 points by consolidating 31 vendors to 18.',
      ],
    },
    {
      title: 'Buyer',
      company: 'Prairie Outfitters Co.',
      location: 'St. Paul, MN',
      start: '2019-03',
      end: '2021-11',
      bullets: [
        'Bought outdoor furniture and grills, a $15M seasonal category.',
        'Cut end-of-season markdowns by a third with weekly sell-through reviews.',
      ],
    },
    {
      title: 'Assistant Buyer',
      company: 'Lindqvist Department Stores',
      location: 'Bloomington, MN',
      start: '2015-06',
      end: '2019-02',
      bullets: ['Managed purchase orders and vendor chargebacks for the home division.'],
    },
  ],
  schools: [
    {
      school: 'University of the Upper Midwest',
      studyType: 'Bachelor of Business Administration',
      area: 'Marketing',
      printed: 'BBA, Marketing',
      location: 'Duluth, MN',
      start: '2011-09',
      end: '2015-05',
      notes: [],
    },
  ],
  customs: [
    {
      heading: 'Awards',
      entries: [
        {
          title: 'Vendor Partner of the Year',
          organization: 'Fenwick Home',
          date: '2023',
          description: '',
        },
      ],
    },
  ],
  languages: ['Swedish', 'English'],
};

export const word: DocxLayout = {
  theme: 'docx-iso-dates-company-dash-title',
  notes: [
    'headings are plain paragraphs in a larger blue font, not bold, no heading styles',
    "entry line: 'Company' (bold) then ' – Title' (regular) on the same line, ISO dates '2019-03 – 2021-11' at a right tab stop",
    "'City, ST' in grey italics under each entry",
    "contact line separated by ' / '; skills on one line separated by ' | '",
    "education 'School – BBA, Marketing' with '2011-09 – 2015-05'; 'Awards' as 'Title, Issuer (2023)'; a 'Languages' line (not in the truth)",
  ],
  children: (p) => {
    const h = (t: string) =>
      new Paragraph({
        spacing: { before: 240, after: 60 },
        children: [new TextRun({ text: t, size: 28, color: '2E75B6' })],
      });
    const entry = (bold: string, rest: string, when: string, place: string) => [
      new Paragraph({
        tabStops: RIGHT_TAB,
        spacing: { before: 120 },
        children: [
          new TextRun({ text: bold, bold: true }),
          new TextRun({ text: ` \u2013 ${rest}` }),
          new TextRun({ children: [new Tab(), when] }),
        ],
      }),
      new Paragraph({ children: [new TextRun({ text: place, italics: true, color: '777777' })] }),
    ];
    return [
      new Paragraph({ children: [new TextRun({ text: p.name, size: 40, color: '2E75B6' })] }),
      plain([p.location, p.phone, p.email, handle(p.linkedin)].join(' / ')),
      h('Profile'),
      plain(p.summary),
      h('Experience'),
      ...p.jobs.flatMap((j) => [...entry(j.company, j.title, dates(j), j.location), ...j.bullets.map(listItem)]),
      h('Education'),
      ...p.schools.flatMap((s) => entry(s.school, s.printed, dates(s), s.location)),
      h('Areas of Expertise'),
      plain(allSkills(p).join(' | ')),
      ...p.customs.flatMap((c) => [h(c.heading), ...c.entries.map((e) => plain(`${e.title}, ${e.organization} (${e.date})`))]),
      h('Languages'),
      plain(p.languages.join(', ')),
    ];
  },
};
