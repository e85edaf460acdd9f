/**
 * A borderless two-column table: section names left, entries right; 'Company — City, ST' then
 * 'Title, 2016–2021'; bullets typed as '– ' paragraphs; skills in one ' · ' paragraph.
 */
import { Paragraph, Table, TableCell, TableRow, WidthType } from 'docx';
import { NO_TABLE_BORDERS, allSkills, dates, handle, li, plain, type Person, type DocxLayout } from '../render';

export const person: Person = {
  id: 'x19',
  name: 'Mateo Halvorsen',
  email: 'mhalvorsen@example.com',
  phone: '208.555.0173',
  linkedin: li('mateohalvorsen'),
  location: 'Boise, ID',
  summary:
    'Licensed architect designing schools and libraries in the Mountain West. Believes a good building starts with listening to the people who will use it.',
  skills: [
    {
      name: '',
      items: ['Revit', 'Rhino', 'AutoCAD', 'Enscape', 'Passive House Design', 'Construction Administration', 'Code Analysis'],
    },
  ],
  jobs: [
    {
      title: 'Project Architect',
      company: 'Sawtooth Design Collaborative',
      location: 'Boise, ID',
      start: '2021',
      end: 'Present',
      bullets: [
        'Led design of the 40,000 sq ft Meridian Public Library from concept to occupancy.',
        'Run weekly site meetings with contractors on three school projects.',
        'Introduced Passive House targets now used on every new studio project.',
      ],
    },
    {
      title: 'Architectural Designer',
      company: 'Hartwell & Oduya Architects',
      location: 'Salt Lake City, UT',
      start: '2016',
      end: '2021',
      bullets: ['Produced construction documents for five K-12 schools.', 'Built the Revit family library used across the office.'],
    },
    {
      title: 'Architectural Intern',
      company: 'Fenwick Studio',
      location: 'Eugene, OR',
      start: '2015',
      end: '',
      bullets: ['Made physical and digital models for competition entries.'],
    },
  ],
  schools: [
    {
      school: 'University of Oregon',
      studyType: 'Master',
      area: 'Architecture',
      printed: 'Master of Architecture',
      location: 'Eugene, OR',
      start: '2013',
      end: '2016',
      notes: [],
    },
    {
      school: 'Montana State University',
      studyType: 'Bachelor of Science',
      area: 'Environmental Design',
      printed: 'B.S. Environmental Design',
      location: 'Bozeman, MT',
      start: '2009',
      end: '2013',
      notes: [],
    },
  ],
  customs: [
    {
      heading: 'Awards',
      entries: [
        { title: 'Citation Award', organization: 'AIA Idaho', date: '2023', description: '' },
        {
          title: 'Emerging Professional of the Year',
          organization: 'AIA Utah',
          date: '2020',
          description: '',
        },
      ],
    },
  ],
  languages: [],
};

export const word: DocxLayout = {
  theme: 'docx-table-sections',
  notes: [
    "body is a borderless two-column table: 'PROFILE', 'EXPERIENCE', 'EDUCATION', 'SKILLS', 'AWARDS' in the left cell",
    "job as 'Company — City, ST' (bold), then 'Title, 2016–2021'",
    "bullets as plain paragraphs starting with '– '",
    "skills in one paragraph separated by ' · '",
  ],
  children: (p) => {
    const borders = NO_TABLE_BORDERS;
    const gap = () => new Paragraph({ text: '' });
    const row = (name: string, content: Paragraph[]) =>
      new TableRow({
        children: [
          new TableCell({
            width: { size: 2000, type: WidthType.DXA },
            children: [plain(name.toUpperCase(), { bold: true, size: 20 })],
          }),
          new TableCell({ width: { size: 7360, type: WidthType.DXA }, children: [...content, gap()] }),
        ],
      });
    const body = new Table({
      width: { size: 9360, type: WidthType.DXA },
      columnWidths: [2000, 7360],
      borders,
      rows: [
        row('Profile', [plain(p.summary)]),
        row(
          'Experience',
          p.jobs.flatMap((j, i) => [
            ...(i ? [gap()] : []),
            plain(`${j.company} — ${j.location}`, { bold: true }),
            plain(`${j.title}, ${dates(j, '–')}`),
            ...j.bullets.map((b) => plain(`– ${b}`)),
          ]),
        ),
        row(
          'Education',
          p.schools.flatMap((s, i) => [
            ...(i ? [gap()] : []),
            plain(`${s.school} — ${s.location}`, { bold: true }),
            plain(`${s.printed}, ${dates(s, '–')}`),
          ]),
        ),
        row('Skills', [plain(allSkills(p).join(' · '))]),
        ...p.customs.map((c) =>
          row(
            c.heading,
            c.entries.map((e) => plain(`${e.title}, ${e.organization}, ${e.date}`)),
          ),
        ),
      ],
    });
    return [plain(p.name, { bold: true, size: 40 }), plain(`${p.location} | ${p.phone} | ${p.email} | ${handle(p.linkedin)}`), gap(), body];
  },
};
