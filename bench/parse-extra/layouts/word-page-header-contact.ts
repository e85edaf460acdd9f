/**
 * Name and contact in the Word PAGE HEADER (header1.xml), not in the body; the body starts with 'Summary'.
 * Bold title-case paragraphs as headings (no styles); 'Title | Company' then a right-aligned dates
 * paragraph; Word list bullets; a Languages line (not in the truth).
 */
import { AlignmentType, Paragraph, TextRun } from 'docx';
import { allSkills, dates, handle, li, listItem, plain, type Person, type DocxLayout } from '../render';

export const person: Person = {
  id: 'x27',
  name: 'Teresa Villanueva',
  email: 'teresa.villanueva@example.com',
  phone: '(602) 555-0163',
  linkedin: li('teresa-villanueva-paralegal'),
  location: 'Phoenix, AZ',
  summary:
    'Litigation paralegal with ten years of experience supporting commercial and employment cases from intake through trial. Keeps discovery organised, deadlines met and attorneys ready for every deposition.',
  skills: [
    {
      name: '',
      items: [
        'Legal Research',
        'Westlaw',
        'LexisNexis',
        'E-Discovery',
        'Relativity',
        'Clio',
        'Deposition Preparation',
        'Trial Binders',
        'Calendaring',
      ],
    },
  ],
  jobs: [
    {
      // The layout prints 'Title | Company' and a dates line only, so no place is shown.
      title: 'Senior Paralegal',
      company: 'Sonoran Legal Group LLP',
      location: '',
      start: 'March 2020',
      end: 'Present',
      bullets: [
        'Manage discovery for a docket of 35 commercial litigation matters across three partners.',
        'Run document review in Relativity for productions of up to 400,000 pages.',
        'Draft deposition outlines, exhibit lists and trial binders for state and federal court.',
      ],
    },
    {
      title: 'Litigation Paralegal',
      company: 'Desert Bloom Law',
      location: '',
      start: 'June 2016',
      end: 'February 2020',
      bullets: [
        'Prepared initial disclosures and discovery responses in wage-and-hour cases.',
        'Kept the firm calendar of court deadlines in Clio with no missed filing in four years.',
      ],
    },
    {
      title: 'Legal Assistant',
      company: 'Hartwell & Pike',
      location: '',
      start: 'August 2014',
      end: 'May 2016',
      bullets: ['Filed pleadings electronically and tracked service of process for 60 open cases.'],
    },
  ],
  schools: [
    {
      school: 'Saguaro State University',
      studyType: 'Bachelor of Arts',
      area: 'Political Science',
      printed: 'B.A. Political Science',
      location: '',
      start: '2010',
      end: '2014',
      notes: [],
    },
  ],
  customs: [
    {
      heading: 'Certifications',
      entries: [
        { title: 'Certified Paralegal', organization: 'NALA', date: '2017', description: '' },
        {
          title: 'Arizona Legal Document Preparer',
          organization: 'Arizona Supreme Court',
          date: '2019',
          description: '',
        },
      ],
    },
  ],
  languages: ['English', 'Spanish'],
};

export const word: DocxLayout = {
  theme: 'docx-page-header-contact',
  notes: [
    'name and contact line live in the section page header (word/header1.xml); the body starts with the Summary heading',
    "bold title-case paragraphs as headings ('Summary', 'Work Experience', 'Education', 'Skills', 'Certifications', 'Languages'), no heading styles",
    "job as 'Title | Company' (bold), then a separate right-aligned paragraph 'March 2020 – Present'",
    'bullets are Word list items',
    "a 'Languages' line at the end (not in the truth)",
  ],
  header: (p) => [
    new Paragraph({ children: [new TextRun({ text: p.name, bold: true, size: 36 })] }),
    plain(`${p.location} | ${p.phone} | ${p.email} | ${handle(p.linkedin)}`),
  ],
  children: (p) => {
    const h = (t: string) =>
      new Paragraph({
        spacing: { before: 240, after: 60 },
        children: [new TextRun({ text: t, bold: true, size: 24 })],
      });
    const right = (text: string) => new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun(text)] });
    return [
      h('Summary'),
      plain(p.summary),
      h('Work Experience'),
      ...p.jobs.flatMap((j) => [plain(`${j.title} | ${j.company}`, { bold: true }), right(dates(j)), ...j.bullets.map(listItem)]),
      h('Education'),
      ...p.schools.flatMap((s) => [plain(`${s.printed} | ${s.school}`, { bold: true }), right(dates(s))]),
      h('Skills'),
      plain(allSkills(p).join(', ')),
      ...p.customs.flatMap((c) => [
        h(c.heading),
        ...c.entries.map((e) => plain([e.title, e.organization, e.date].filter(Boolean).join(', '))),
      ]),
      ...(p.languages.length > 0 ? [h('Languages'), plain(p.languages.join(', '))] : []),
    ];
  },
};
