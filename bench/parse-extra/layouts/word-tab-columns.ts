/**
 * Tab-stop columns: 'Title<tab>Company<tab>City, ST<tab>2019–2023' on one line (left, center and right
 * tab stops, real <w:tab/> elements as Word writes them); ALL CAPS bold headings with a bottom border; Word list bullets with a custom '▪' glyph;
 * skills in three tab-separated columns; Projects as 'Name | Tech | Year' lines with a description.
 */
import { BorderStyle, Paragraph, Tab, TabStopType, TextRun } from 'docx';
import { allSkills, dates, handle, li, plain, type Person, type DocxLayout } from '../render';

export const person: Person = {
  id: 'x26',
  name: 'Kayla Brennan',
  email: 'kayla.brennan@example.com',
  phone: '(970) 555-0148',
  linkedin: li('kayla-brennan-cvt'),
  location: 'Fort Collins, CO',
  summary:
    'Credentialed veterinary technician with nine years in small-animal general practice and emergency care. Calm under pressure in anesthesia and triage, and keeps clinic records and inventory in order.',
  skills: [
    {
      name: '',
      items: [
        'Anesthesia Monitoring',
        'Dental Radiography',
        'Venipuncture',
        'IV Catheter Placement',
        'Triage',
        'Surgical Assisting',
        'ezyVet',
        'Avimark',
        'Inventory Control',
      ],
    },
  ],
  jobs: [
    {
      title: 'Lead Veterinary Technician',
      company: 'Foothills Animal Hospital',
      location: 'Fort Collins, CO',
      start: '2023',
      end: 'Present',
      bullets: [
        'Lead a team of six technicians in a four-doctor small-animal practice.',
        'Monitor anesthesia for 15 to 20 surgical and dental procedures a week.',
        'Moved client reminders into ezyVet, raising vaccine compliance from 62% to 81%.',
      ],
    },
    {
      title: 'Veterinary Technician',
      company: 'Front Range Pet Emergency',
      location: 'Loveland, CO',
      start: '2019',
      end: '2023',
      bullets: [
        'Triaged walk-in emergencies on overnight shifts with one veterinarian on duty.',
        'Placed IV catheters and ran in-house bloodwork for critical patients.',
        'Trained new technicians on the crash cart and CPR protocol.',
      ],
    },
    {
      title: 'Veterinary Assistant',
      company: 'Cache Valley Vet Clinic',
      location: 'Greeley, CO',
      start: '2016',
      end: '2019',
      bullets: ['Restrained patients, prepared surgical packs and kept the controlled-drug log.'],
    },
  ],
  schools: [
    {
      school: 'Poudre Valley Community College',
      studyType: 'Associate of Science',
      area: 'Veterinary Technology',
      printed: 'A.S. Veterinary Technology',
      location: 'Fort Collins, CO',
      start: '2014',
      end: '2016',
      notes: [],
    },
  ],
  customs: [
    {
      heading: 'Projects',
      entries: [
        {
          title: 'Anesthesia Monitoring Checklist',
          organization: '',
          tech: 'Google Sheets',
          date: '2022',
          description: 'A one-page checklist and vitals log adopted by all three emergency shifts.',
        },
        {
          title: 'Controlled Drug Audit Sheet',
          organization: '',
          tech: 'ezyVet Reports',
          date: '2024',
          description: 'A weekly reconciliation sheet that closed a recurring gap in the ketamine log.',
        },
      ],
    },
  ],
  languages: [],
};

export const word: DocxLayout = {
  theme: 'docx-tab-columns',
  notes: [
    "entry lines 'Title<tab>Company<tab>City, ST<tab>2019–2023' on one line: a left tab (company), a center tab (place), a right tab (dates)",
    'ALL CAPS bold headings with a bottom border (no heading styles)',
    "bullets are Word list items whose bullet glyph is '▪'",
    'skills in three tab-separated columns over three lines',
    "'Projects' as 'Name | Tech | Year' lines, each with a description paragraph (the tech is not in the truth)",
  ],
  children: (p) => {
    const h = (t: string) =>
      new Paragraph({
        spacing: { before: 240, after: 80 },
        border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: '404040', space: 1 } },
        children: [new TextRun({ text: t.toUpperCase(), bold: true })],
      });
    const columns = [
      { type: TabStopType.LEFT, position: 3000 },
      { type: TabStopType.CENTER, position: 6900 },
      { type: TabStopType.RIGHT, position: 9360 },
    ];
    const tabLine = (first: string, rest: string[]) =>
      new Paragraph({
        tabStops: columns,
        spacing: { before: 120 },
        children: [
          new TextRun({ text: first, bold: true, size: 20 }),
          new TextRun({ size: 20, children: rest.flatMap((c) => [new Tab(), c]) }),
        ],
      });
    const square = (text: string) => new Paragraph({ text, numbering: { reference: 'squares', level: 0 } });
    const skills = allSkills(p);
    const rows: string[][] = [];
    for (let i = 0; i < skills.length; i += 3) rows.push(skills.slice(i, i + 3));
    const thirds = [
      { type: TabStopType.LEFT, position: 3120 },
      { type: TabStopType.LEFT, position: 6240 },
    ];
    return [
      plain(p.name, { bold: true, size: 36 }),
      plain(`${p.location} | ${p.phone} | ${p.email} | ${handle(p.linkedin)}`),
      h('Profile'),
      plain(p.summary),
      h('Experience'),
      ...p.jobs.flatMap((j) => [tabLine(j.title, [j.company, j.location, dates(j, '–')]), ...j.bullets.map(square)]),
      h('Education'),
      ...p.schools.map((s) => tabLine(s.printed, [s.school, s.location, dates(s, '–')])),
      h('Skills'),
      ...rows.map(
        (r) =>
          new Paragraph({
            tabStops: thirds,
            children: [new TextRun({ children: r.flatMap((c, i) => (i ? [new Tab(), c] : [c])) })],
          }),
      ),
      ...p.customs.flatMap((c) => [
        h(c.heading),
        ...c.entries.flatMap((e) => [
          plain([e.title, e.tech ?? '', e.date].filter(Boolean).join(' | '), { bold: true }),
          ...(e.description ? [plain(e.description)] : []),
        ]),
      ]),
    ];
  },
};
