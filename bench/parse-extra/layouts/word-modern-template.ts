/**
 * Word 'modern' template: Title style name, a headline, contact right-aligned with line breaks,
 * Heading 1 title-case headings, 'Title' / 'Company | City, ST' / right-tabbed dates, numbering bullets.
 */
import { AlignmentType, HeadingLevel, Paragraph, TabStopType, TextRun } from 'docx';
import { RIGHT_TAB, allSkills, dates, handle, li, listItem, plain, type Person, type DocxLayout } from '../render';

export const person: Person = {
  id: 'x18',
  name: 'Theodora Vance',
  email: 'theodora.vance@example.com',
  phone: '(555) 310-4482',
  linkedin: li('theodora-vance-pharmd'),
  location: 'Louisville, KY',
  summary:
    'Clinical pharmacist with eight years in hospital and community pharmacy. Focused on anticoagulation management and safe medication transitions at discharge.',
  skills: [
    {
      name: '',
      items: [
        'Anticoagulation Management',
        'Medication Reconciliation',
        'Pharmacokinetic Dosing',
        'Sterile Compounding',
        'Epic Willow',
        'Immunizations',
      ],
    },
  ],
  jobs: [
    {
      title: 'Clinical Pharmacist',
      company: 'Bluegrass Regional Medical Center',
      location: 'Louisville, KY',
      start: 'March 2019',
      end: 'Present',
      bullets: [
        'Run the pharmacist-led warfarin clinic for 350 outpatients.',
        'Verify about 600 inpatient orders a shift on the cardiology and oncology floors.',
        'Cut 30-day readmissions for heart failure patients by 11% with discharge counselling.',
      ],
    },
    {
      title: 'Staff Pharmacist',
      company: 'Ohio Valley Drug Co.',
      location: 'Jeffersonville, IN',
      start: 'June 2016',
      end: 'February 2019',
      bullets: [
        'Filled and checked 250 prescriptions a day in a busy community pharmacy.',
        'Gave 1,200 flu and shingles vaccines in two seasons.',
      ],
    },
  ],
  schools: [
    {
      school: 'Bluegrass State University College of Pharmacy',
      studyType: 'Doctor',
      area: 'Pharmacy',
      printed: 'Doctor of Pharmacy',
      location: 'Lexington, KY',
      start: 'August 2012',
      end: 'May 2016',
      notes: ['Rho Chi Honor Society'],
    },
  ],
  customs: [
    {
      heading: 'Certifications & Licenses',
      entries: [
        {
          title: 'Registered Pharmacist',
          organization: 'Kentucky Board of Pharmacy',
          date: '2016',
          description: '',
        },
        {
          title: 'Board Certified Pharmacotherapy Specialist',
          organization: 'Board of Pharmacy Specialties',
          date: '2020',
          description: '',
        },
      ],
    },
  ],
  languages: [],
};

export const word: DocxLayout = {
  theme: 'docx-modern-template',
  notes: [
    'name in the Title style, a headline line under it',
    'contact details in one right-aligned paragraph with line breaks',
    "Heading 1 title-case headings: 'Professional Summary', 'Professional Experience', 'Education & Training', 'Key Skills', 'Certifications & Licenses'",
    "job as 'Title' (bold), 'Company | City, ST' (italic), then a right-tabbed dates line 'March 2019 – Present'",
    'skills two to a line, separated by a tab',
  ],
  children: (p) => {
    const h = (t: string) => new Paragraph({ text: t, heading: HeadingLevel.HEADING_1 });
    const datesLine = (d: string) => new Paragraph({ tabStops: RIGHT_TAB, children: [new TextRun(`\t${d}`)] });
    const skills = allSkills(p);
    const pairs: string[][] = [];
    for (let i = 0; i < skills.length; i += 2) pairs.push(skills.slice(i, i + 2));
    return [
      new Paragraph({ text: p.name, heading: HeadingLevel.TITLE }),
      new Paragraph({
        children: [
          new TextRun({
            text: `${p.jobs[0]?.title ?? ''} · Anticoagulation & Transitions of Care`,
            size: 26,
            color: '555555',
          }),
        ],
      }),
      new Paragraph({
        alignment: AlignmentType.RIGHT,
        children: [
          new TextRun(p.email),
          new TextRun({ text: p.phone, break: 1 }),
          new TextRun({ text: p.location, break: 1 }),
          new TextRun({ text: handle(p.linkedin), break: 1 }),
        ],
      }),
      h('Professional Summary'),
      plain(p.summary),
      h('Professional Experience'),
      ...p.jobs.flatMap((j) => [
        plain(j.title, { bold: true }),
        plain(`${j.company} | ${j.location}`, { italics: true }),
        datesLine(dates(j)),
        ...j.bullets.map(listItem),
      ]),
      h('Education & Training'),
      ...p.schools.flatMap((s) => [
        plain(s.printed, { bold: true }),
        plain(`${s.school} | ${s.location}`, { italics: true }),
        datesLine(dates(s)),
        ...s.notes.map((n) => plain(n)),
      ]),
      h('Key Skills'),
      ...pairs.map((pair) => new Paragraph({ tabStops: [{ type: TabStopType.LEFT, position: 4680 }], text: pair.join('\t') })),
      ...p.customs.flatMap((c) => [
        h(c.heading),
        ...c.entries.map(
          (e) =>
            new Paragraph({
              tabStops: RIGHT_TAB,
              children: [new TextRun({ text: e.title, bold: true }), new TextRun(`, ${e.organization}\t${e.date}`)],
            }),
        ),
      ]),
    ];
  },
};
