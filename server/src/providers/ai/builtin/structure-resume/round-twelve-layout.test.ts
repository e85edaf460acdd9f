/** Rules from round 12 of the parse corpus about page layout: date columns, headings beside their text, bands, bullets at a tab. */
import { describe, expect, it } from 'vitest';
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { parseJobs } from './parse-entries';
import { splitEntries } from './split-entries';
import { parseSchool } from './parse-school';
import { detectSections } from './detect-sections';
import { extractSkills } from './extract-skills';
import { splitPageFurniture } from './page-furniture';
import { readHeadingGrid } from './heading-grid';
import { readLabelColumn } from './label-column';

describe('a date column in small type whose rows fall between the header rows beside it', () => {
  const line = (text: string, y: number, x: number, opts: { bold?: boolean; size?: number } = {}): ExtractedLine => ({
    text,
    page: 1,
    x,
    y,
    fontSize: opts.size ?? 10,
    bold: opts.bold ?? false,
  });
  const lines = [
    line('Nurse Manager', 142, 295, { bold: true }),
    line('Feb 2021 –', 151, 221, { size: 9 }),
    line('Bramble General Hospital, Fort Collins, CO', 154, 295),
    line('Jan 2025', 162, 221, { size: 9 }),
    line('• Streamlined the telemetry unit rota together with the operations team.', 168, 294),
    line('• Introduced night shift handovers, cutting patient wait times by 21%.', 180, 294),
    line('Charge Nurse', 308, 295, { bold: true }),
    line('Apr 2020 –', 319, 221, { size: 9 }),
    line('Halcyon Health, Portland, OR', 323, 295),
    line('Present', 330, 221, { size: 9 }),
    line('• Part of a team of 24 serving 13 sites.', 337, 294),
  ];

  it('closes each range with the end two rows down in the same column, and keeps each job whole', () => {
    const jobs = parseJobs(splitEntries(lines));
    expect(jobs).toEqual([
      {
        title: 'Nurse Manager',
        company: 'Bramble General Hospital',
        location: 'Fort Collins, CO',
        start_date: 'Feb 2021',
        end_date: 'Jan 2025',
        description: [
          'Streamlined the telemetry unit rota together with the operations team.',
          'Introduced night shift handovers, cutting patient wait times by 21%.',
        ],
      },
      {
        title: 'Charge Nurse',
        company: 'Halcyon Health',
        location: 'Portland, OR',
        start_date: 'Apr 2020',
        end_date: 'Present',
        description: ['Part of a team of 24 serving 13 sites.'],
      },
    ]);
  });

  it('leaves a lone start date alone when what lies two rows down is in another column', () => {
    const moved = lines.map((l) => (l.text === 'Jan 2025' ? { ...l, x: 295 } : l));
    expect(parseJobs(splitEntries(moved))[0]?.end_date).not.toBe('Jan 2025');
  });
});

describe('a heading on the row of its first line', () => {
  const cellLine = (cells: { text: string; x: number; size: number; bold: boolean }[], y: number): ExtractedLine => ({
    text: cells.map((c) => c.text).join('\t'),
    page: 1,
    x: cells[0]?.x ?? 0,
    y,
    fontSize: cells[0]?.size ?? 10,
    bold: cells[0]?.bold ?? false,
    cells: cells.map((c) => ({ text: c.text, x: c.x, x1: c.x + c.text.length * 6, fontSize: c.size, bold: c.bold })),
  });
  const plain = (text: string, y: number, x = 199, size = 8): ExtractedLine => ({ text, page: 1, x, y, fontSize: size, bold: false });
  const heading = (text: string, y: number): ExtractedLine => ({ text, page: 1, x: 69, y, fontSize: 13.5, bold: true });

  it('is a heading when it has the look of the page’s other headings and the text beside it has not', () => {
    const lines = [
      heading('Education', 40),
      plain('University of Carrow Vale\t2011 - 2015', 56, 169, 13.5),
      cellLine(
        [
          { text: 'Skills', x: 69, size: 13.5, bold: true },
          { text: 'Finance', x: 169, size: 13.5, bold: false },
          { text: 'Tools', x: 284, size: 13.5, bold: false },
        ],
        113,
      ),
      plain('Forecasting\tPower BI', 135),
      plain('Budgeting\tExcel', 147),
    ];
    const { sections } = detectSections(lines);
    expect(sections.map((s) => [s.kind, s.lines.map((l) => l.text)])).toEqual([
      ['education', ['University of Carrow Vale\t2011 - 2015']],
      ['skills', ['Finance\tTools', 'Forecasting\tPower BI', 'Budgeting\tExcel']],
    ]);
  });

  it('stays a line of its section when the page’s headings look otherwise (a bold group label beside its skills)', () => {
    const group = cellLine(
      [
        { text: 'Tools', x: 69, size: 10, bold: true },
        { text: 'Excel, Tableau', x: 169, size: 10, bold: false },
      ],
      80,
    );
    const { sections } = detectSections([heading('Skills', 60), group]);
    expect(sections.map((s) => [s.kind, s.lines.map((l) => l.text)])).toEqual([['skills', ['Tools\tExcel, Tableau']]]);
  });
});

describe('dates in small type at the right of a header row, at the edges of pages', () => {
  const at = (text: string, page: number, y: number, x: number, size = 10): ExtractedLine => ({
    text,
    page,
    x,
    y,
    fontSize: size,
    bold: false,
  });

  it('keeps them as the header’s dates, and not as a running header, though every range reads alike', () => {
    const lines = [
      at('Windrow Bank', 2, 41, 69, 13.5),
      at('2020 - 2021', 2, 41, 404, 8),
      at('Senior Financial Analyst', 2, 57, 69),
      at('Corrigan Institute of Technology', 2, 213, 169, 13.5),
      at('2016 - 2018', 2, 213, 503, 8),
      at('Master of Science - Finance', 2, 229, 169),
      at('University of Carrow Vale', 3, 41, 69, 13.5),
      at('2011 - 2015', 3, 41, 404, 8),
      at('Bachelor of Science - Economics', 3, 57, 69),
    ];
    const { content } = splitPageFurniture(lines);
    expect(content).toHaveLength(lines.length);
    const schools = splitEntries(content.slice(3)).map(parseSchool);
    expect(schools.map((s) => [s.school, s.start_date, s.end_date])).toEqual([
      ['Corrigan Institute of Technology', '2016', '2018'],
      ['University of Carrow Vale', '2011', '2015'],
    ]);
  });
});

describe('sections side by side in a band of a page with no gutter', () => {
  const row = (cells: [string, number][], y: number, size = 9): ExtractedLine => ({
    text: cells.map(([text]) => text).join('\t'),
    page: 1,
    x: cells[0]?.[1] ?? 0,
    y,
    fontSize: size,
    bold: false,
    cells: cells.map(([text, x]) => ({ text, x, x1: x + text.length * 4.5, fontSize: size, bold: false })),
  });

  it('reads each box under its heading, heading by heading', () => {
    const lines = [
      row(
        [
          ['Contact', 43],
          ['Profiles', 209],
          ['About', 379],
        ],
        86,
      ),
      row(
        [
          ['+49 32 538 4192', 56],
          ['linkedin.com/in/leticia-lindqvist', 209],
          ['Registered Nurse with 17 years of', 379],
        ],
        100,
      ),
      row(
        [
          ['leticia@example.org', 43],
          ['experience in sepsis screening.', 379],
        ],
        111,
      ),
      row([['Munich, Germany', 43]], 122),
      { text: 'EXPERIENCE', page: 1, x: 64, y: 163, fontSize: 12, bold: true },
    ];
    expect(readHeadingGrid(lines).map((l) => l.text)).toEqual([
      'Contact',
      '+49 32 538 4192',
      'leticia@example.org',
      'Munich, Germany',
      'Profiles',
      'linkedin.com/in/leticia-lindqvist',
      'About',
      'Registered Nurse with 17 years of',
      'experience in sepsis screening.',
      'EXPERIENCE',
    ]);
  });

  it('leaves a row of section names with nothing close under them as it is', () => {
    const lines = [
      row(
        [
          ['Profile', 59],
          ['Skills', 321],
        ],
        244,
      ),
      row(
        [
          ['Full name:', 59],
          ['90%', 321],
        ],
        290,
      ),
    ];
    expect(readHeadingGrid(lines).map((l) => l.text)).toEqual(['Profile\tSkills', 'Full name:\t90%']);
  });
});

describe('a bullet set at a tab before its item', () => {
  it('labels nothing: the group name after it is still the group name', () => {
    const item = (text: string, y: number): ExtractedLine => ({
      text: `•\t${text}`,
      page: 1,
      x: 57,
      y,
      fontSize: 10,
      bold: false,
      cells: [
        { text: '•', x: 57, x1: 60, fontSize: 10, bold: false },
        { text, x: 75, x1: 240, fontSize: 10, bold: false },
      ],
    });
    const lines = [
      'Languages: Java, TypeScript',
      'Platforms: AWS, Kafka',
      'Testing: Jest, Playwright',
      'Data: SQL, dbt',
      'Cloud: GCP, Azure',
      'Ops: Terraform, Helm',
    ].map((text, i) => item(text, 236 + i * 14));
    // Wrapped lines of other bullets start where the items do, as on a page of bulleted text.
    const wrapped = (text: string, y: number): ExtractedLine => ({
      text,
      page: 1,
      x: 75,
      y,
      fontSize: 10,
      bold: false,
      cells: [{ text, x: 75, x1: 300, fontSize: 10, bold: false }],
    });
    const page = [
      ...lines,
      wrapped('which cut the error rate by 38% within 11 months.', 330),
      wrapped('and was later adopted by four other teams.', 344),
    ];
    expect(extractSkills(readLabelColumn(page).slice(0, lines.length))).toEqual([
      'Java',
      'TypeScript',
      'AWS',
      'Kafka',
      'Jest',
      'Playwright',
      'SQL',
      'dbt',
      'GCP',
      'Azure',
      'Terraform',
      'Helm',
    ]);
  });
});
