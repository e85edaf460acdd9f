import { describe, expect, it } from 'vitest';
import { UploadResponseSchema } from '@hireready/contract';
import type { ExtractedDocument, ExtractedLine } from '../../../extraction/extracted-document';
import { findName } from './find-name';
import { structureResumeBuiltin } from './index';
import { splitPageFurniture } from './page-furniture';
import type { RoledLine } from './line-roles';
import { splitEntries } from './split-entries';
import { joinWrapped } from './wrapped-lines';

/** A PDF line with one cell per tab-separated part, each part's width from its length (5 pt a character). */
function line(
  text: string,
  x: number,
  y: number,
  opts: { size?: number; bold?: boolean; page?: number; cellXs?: number[] } = {},
): ExtractedLine {
  const size = opts.size ?? 10;
  const parts = text.split('\t');
  let at = x;
  const cells = parts.map((part, i) => {
    const cx = opts.cellXs?.[i] ?? at;
    at = cx + part.length * 5 + 30;
    return { text: part, x: cx, x1: cx + part.length * 5, fontSize: size, bold: opts.bold ?? false };
  });
  return { text, page: opts.page ?? 1, x: cells[0]?.x ?? x, y, fontSize: size, bold: opts.bold ?? false, cells };
}

function pdf(lines: ExtractedLine[]): ExtractedDocument {
  return { format: 'pdf', lines, links: [], pageCount: Math.max(...lines.map((l) => l.page)) };
}

describe('wrapped bullets', () => {
  // Full lines end near x = 500; the text column starts at 60, bullet text at 70 after the mark.
  const section = [
    line('Data Analyst, Corvane Freight\tJan 2020 – Present', 50, 100, { bold: true, cellXs: [50, 420] }),
    line('• Built the weekly demand forecast with the planning team, which cut stockouts by', 60, 114),
    line('18% across nine warehouses.', 70, 126),
    line('• Automated the carrier invoice check.', 60, 140),
    line('• Wrote the analysis scripts in Python for the returns team and the regional', 60, 154),
    line('Salesforce rollout, saving two days a month.', 70, 166),
  ];
  // Widths from text length: make the two wrapped first lines reach the right edge.
  for (const l of [section[1], section[4]]) if (l?.cells?.[0]) l.cells[0].x1 = 500;

  it('joins a bullet wrapped at its hanging indent into one statement, even when the rest starts with a capital', () => {
    const [entry] = splitEntries(section);
    expect(entry?.bullets).toEqual([
      'Built the weekly demand forecast with the planning team, which cut stockouts by 18% across nine warehouses.',
      'Automated the carrier invoice check.',
      'Wrote the analysis scripts in Python for the returns team and the regional Salesforce rollout, saving two days a month.',
    ]);
  });

  it('does not join a line that ended short of the right edge to the next one', () => {
    const lines = [
      line('Data Analyst, Corvane Freight\tJan 2020 – Present', 50, 100, { bold: true, cellXs: [50, 420] }),
      line('Built the weekly demand forecast', 60, 114),
      line('with no wrap here because the line above was short', 60, 126),
    ];
    const [entry] = splitEntries(lines);
    expect(entry?.bullets).toHaveLength(2);
  });

  it('joins a word hyphenated at a line end, and keeps a hyphen the document uses elsewhere', () => {
    expect(joinWrapped('reviewed by the audi-', 'tor every quarter', new Set())).toBe('reviewed by the auditor every quarter');
    expect(joinWrapped('ran the cross-', 'dock schedule', new Set(['cross-dock']))).toBe('ran the cross-dock schedule');
  });
});

describe('label column', () => {
  // Headings and dates in a column at x 60-140; the text at x 160.
  const lines = [
    line('Ilse Varga', 160, 60, { size: 24, bold: true }),
    line('ilse.varga@example.org · +353 1 555 0142 · Cork, Ireland', 160, 90),
    line('Experience', 60, 116, { cellXs: [60] }),
    line('Mar 2019 –\tStaff Nurse, Lough Mahon Clinic', 60, 130, { cellXs: [70, 160] }),
    line('Present\tRan the discharge checklist for the surgical ward.', 60, 144, { cellXs: [90, 160] }),
    line('Trained six new nurses on the telemetry unit.', 160, 158),
    line('Education\tBachelor of Science in Nursing, University of Carrow', 60, 190, { cellXs: [60, 160] }),
    line('2014 – 2018', 60, 204, { cellXs: [80] }),
    line('Skills\tTriage, Wound Care, IV Therapy', 60, 230, { cellXs: [60, 160] }),
    line('Interests\tChoral singing', 60, 256, { cellXs: [60, 160] }),
  ];

  it('reads section names as headings and wrapped dates as the entry dates', () => {
    const result = structureResumeBuiltin(pdf(lines));
    expect(result.name).toBe('Ilse Varga');
    expect(result.contact.location).toBe('Cork, Ireland');
    expect(result.work_experience).toHaveLength(1);
    expect(result.work_experience[0]).toMatchObject({
      title: 'Staff Nurse',
      company: 'Lough Mahon Clinic',
      start_date: 'Mar 2019',
      end_date: 'Present',
    });
    expect(result.work_experience[0]?.description).toEqual([
      'Ran the discharge checklist for the surgical ward.',
      'Trained six new nurses on the telemetry unit.',
    ]);
    expect(result.skills).toEqual(['Triage', 'Wound Care', 'IV Therapy']);
    expect(result.custom_sections.map((s) => s.title)).toEqual(['Interests']);
  });

  it('never cuts a sentence that starts in the label column and runs across the text', () => {
    const across = line('Nurse with nine years on surgical wards and a steady hand in the night shift.', 85, 100, { cellXs: [85] });
    const withSummary = [...lines.slice(0, 2), line('Summary', 60, 96, { cellXs: [60] }), across, ...lines.slice(2)];
    expect(structureResumeBuiltin(pdf(withSummary)).summary).toBe(
      'Nurse with nine years on surgical wards and a steady hand in the night shift.',
    );
  });

  it('puts a Europass form entry back in the usual order', () => {
    const form = [
      line('Jonas Weber', 200, 50, { size: 20 }),
      line('Planner for cross-dock and regional distribution operations across northern Europe', 200, 76),
      line('Work experience', 60, 100, { cellXs: [60] }),
      line('Dates\t01/03/2019 - 30/06/2021', 60, 120, { cellXs: [165, 200] }),
      line('Occupation or position held\tWarehouse Planner', 60, 134, { cellXs: [55, 200] }),
      line('Main activities and responsibilities\t- Planned the cross-dock schedule for the regional', 60, 148, { cellXs: [10, 200] }),
      line('distribution centre.', 200, 160),
      line('Name and address of employer\tKestrel Freight, Rotterdam, Netherlands', 60, 172, { cellXs: [50, 200] }),
      line('Dates\t01/09/2016 - 28/02/2019', 60, 190, { cellXs: [165, 200] }),
      line('Occupation or position held\tWarehouse Coordinator', 60, 204, { cellXs: [55, 200] }),
      line('Name and address of employer\tSaltmarsh Shipping, Porto, Portugal', 60, 218, { cellXs: [50, 200] }),
    ];
    const jobs = structureResumeBuiltin(pdf(form)).work_experience;
    expect(jobs.map((j) => [j.title, j.company, j.start_date, j.end_date])).toEqual([
      ['Warehouse Planner', 'Kestrel Freight', '01/03/2019', '30/06/2021'],
      ['Warehouse Coordinator', 'Saltmarsh Shipping', '01/09/2016', '28/02/2019'],
    ]);
    expect(jobs[0]?.description).toEqual(['Planned the cross-dock schedule for the regional distribution centre.']);
  });
});

describe('name', () => {
  it('joins a name set on two large lines', () => {
    const lines = [
      line('MAREN', 50, 60, { size: 30 }),
      line('LINDQVIST', 50, 92, { size: 30 }),
      line('Registered Nurse', 50, 120, { size: 14 }),
    ];
    expect(findName(lines, lines)).toBe('MAREN LINDQVIST');
  });

  it('takes the name from a line it shares with a headline, and never a document title', () => {
    const lines = [
      line('Curriculum Vitae', 200, 40, { size: 18 }),
      line('Declan Ashby, Senior Accountant', 50, 70, { size: 16 }),
      line('declan@example.com', 50, 90),
    ];
    expect(findName(lines, lines)).toBe('Declan Ashby');
  });
});

describe('page furniture', () => {
  it('keeps page numbers and a running header out of the entries', () => {
    const lines = [
      line('Harriet Moreau — Résumé', 50, 20, { page: 1 }),
      line('Body of page one', 50, 200, { page: 1 }),
      line('1/2', 500, 760, { page: 1 }),
      line('Harriet Moreau — Résumé', 50, 20, { page: 2 }),
      line('Body of page two', 50, 200, { page: 2 }),
      line('2/2', 500, 760, { page: 2 }),
    ];
    const { content, furniture } = splitPageFurniture(lines);
    expect(content.map((l) => l.text)).toEqual(['Body of page one', 'Body of page two']);
    expect(furniture).toHaveLength(4);
  });
});

describe('a short statement at the indent of the statements above it', () => {
  const result = structureResumeBuiltin(
    pdf([
      line('Katherine Coleman', 43, 59, { size: 16, bold: true }),
      line('555-0199 | kc@example.com | Hampton, VA', 43, 74),
      line('EXPERIENCE', 43, 98, { bold: true }),
      line('Research Mathematician, Langley Research Center, Hampton, VA', 43, 113),
      line('Jun 1953 – Present', 43, 128),
      line('Calculated trajectories for the first two crewed flights.', 57, 142),
      line('Verified electronic computer output by hand.', 57, 155),
      line('Mathematics Teacher, Marion High School, Marion, VA', 43, 174),
      line('Sep 1937 – May 1952', 43, 188),
      line('Taught mathematics and French.', 57, 203),
    ]),
  );

  it('is a statement of its entry, not part of the header', () => {
    expect(result.work_experience[1]).toMatchObject({
      title: 'Mathematics Teacher',
      company: 'Marion High School',
      description: ['Taught mathematics and French.'],
    });
  });
});

describe('review', () => {
  it('lists fields the reader could not fill and lines no field took, within the contract', () => {
    const lines = [
      line('Tobias Strand', 50, 40, { size: 22 }),
      line('tobias@example.com', 50, 70),
      line('Experience', 50, 100, { size: 13, bold: true }),
      line('Forklift Operator\t2019 – 2022', 50, 120, { cellXs: [50, 420] }),
      line('• Moved pallets safely through the night shift.', 60, 134),
      line('References', 50, 170, { size: 13, bold: true }),
      line('Available from my former supervisor on request', 50, 186),
    ];
    const result = UploadResponseSchema.parse(structureResumeBuiltin(pdf(lines)));
    expect(result.review?.uncertain).toEqual(
      expect.arrayContaining([
        { path: 'contact.phone', reason: 'No phone number was found.' },
        { path: 'work_experience.0.company', reason: 'No company was found for this job.' },
      ]),
    );
    expect(result.review?.unplaced).toEqual(['Available from my former supervisor on request']);
  });

  it('shows only the part of a line that no field took, as the file prints it', () => {
    const lines = [
      line('Tobias Strand', 50, 40, { size: 22 }),
      line('Education', 50, 100, { size: 13, bold: true }),
      line('Master of Science in Geology\t2014 – 2016', 50, 120, { bold: true, cellXs: [50, 420] }),
      line('Harlow State University, GPA 3.1/4.0, Dean’s list', 50, 134),
    ];
    const result = structureResumeBuiltin(pdf(lines));
    expect(result.education[0]?.school).toBe('Harlow State University');
    expect(result.review?.unplaced).toEqual(['GPA 3.1/4.0, Dean’s list']);
  });

  it('does not list the name of a skills group, nor the half of a word broken at a line end', () => {
    const lines = [
      line('Tobias Strand', 50, 40, { size: 22 }),
      line('Skills', 50, 100, { size: 13, bold: true }),
      line('Tools', 50, 116, { bold: true }),
      line('Sketch, Figma, Miro', 50, 128),
      line('Awards', 50, 150, { size: 13, bold: true }),
      line('Annual Excellence Award, Tidewater Dig-', 50, 166),
      line('ital (Sep 2021)', 50, 178),
    ];
    const result = structureResumeBuiltin(pdf(lines));
    expect(result.skills).toEqual(['Sketch', 'Figma', 'Miro']);
    expect(result.custom_sections[0]?.entries[0]).toMatchObject({ title: 'Annual Excellence Award', organization: 'Tidewater Digital' });
    expect(result.review?.unplaced).toEqual([]);
  });
});

describe('inline section labels', () => {
  it('reads plain paragraphs that open with "Experience:" and "Education:" as sections', () => {
    const plain = (text: string, i: number): ExtractedLine => ({ text, page: 1, x: 0, y: i * 20, fontSize: 11, bold: false });
    const doc: ExtractedDocument = {
      format: 'docx',
      links: [],
      pageCount: 1,
      lines: [
        'Kwame Abernathy',
        'Savannah, GA. Telephone (912) 555-0133. E-mail kwame@example.net.',
        'Experience: Warehouse Supervisor, Tidewater Freight, Savannah, GA (March 2019 to Present).',
        'Ran the night shift of twelve pickers. Cut picking errors by a third in one year.',
        'Education: Associate of Science in Logistics, Coastal College (2015 to 2017)',
        'Skills: Forklift operation, Inventory control, SAP.',
      ].map(plain),
    };
    const result = structureResumeBuiltin(doc);
    expect(result.work_experience).toHaveLength(1);
    expect(result.work_experience[0]).toMatchObject({
      title: 'Warehouse Supervisor',
      company: 'Tidewater Freight',
      start_date: 'March 2019',
      end_date: 'Present',
    });
    expect(result.education[0]).toMatchObject({ school: 'Coastal College', start_date: '2015', end_date: '2017' });
    expect(result.skills).toEqual(['Forklift operation', 'Inventory control', 'SAP']);
  });
});

describe("an entry's last statement, short and unmarked", () => {
  it('stays a statement when nothing under it would make it a header, whatever the line-role model says', () => {
    const lines = [
      line('PhD Researcher at Gelre University\tSept 2014 - Sept 2018', 42, 547, { size: 12, cellXs: [42, 470] }),
      line('Arnhem, Netherlands', 42, 563),
      line('Thesis: rainfall thresholds for overland flow in loess catchments', 55, 587),
      line('Taught lab sessions for Hydrology I for four years', 55, 603),
      // The line-role model, used to set apart short entry heads, takes it for one.
      { ...line('Co-supervised 5 MSc theses', 55, 620), roles: { body: false } } as RoledLine,
    ];
    const entries = splitEntries(lines);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.bullets.at(-1)).toBe('Co-supervised 5 MSc theses');
  });
});

describe('a sentence about the job that mentions a year', () => {
  it('is a statement of the entry, not the start of another', () => {
    const lines = [
      line('Visiting Attorney, Caldwell Pierce LLP', 67, 468),
      line('Sep 2019 - Mar 2020', 67, 494),
      line('Secondment to the Japan practice group of a US firm, on leave from my firm.', 67, 518),
      line('Associate, Nishikawa & Ueda Law Offices', 67, 566),
      line('Dec 2014 - Mar 2021', 67, 590),
      {
        ...line('Corporate and M&A group of a large firm; seconded to a client office for 8 months in 2017.', 67, 615),
        roles: { body: false },
      } as RoledLine,
      line('Drafted due diligence reports for 20+ inbound and outbound transactions', 97, 641),
      line('Advised foreign investors on prior-notification filings', 97, 655),
    ];
    const entries = splitEntries(lines);
    expect(entries.map((e) => e.header[0])).toEqual(['Visiting Attorney, Caldwell Pierce LLP', 'Associate, Nishikawa & Ueda Law Offices']);
    expect(entries[1]?.bullets[0]).toBe('Corporate and M&A group of a large firm; seconded to a client office for 8 months in 2017.');
  });
});

describe('statements with no full stop, one per line', () => {
  it('are not joined after a line that stopped well short of the widest of its entry', () => {
    const lines = [
      line('Barista, Kahvila Mansikka\t2023 – Present', 43, 141, { bold: true, cellXs: [43, 420] }),
      line('open the café on my own on Saturdays, with the till float, the bake-off and the cash-up', 55, 175),
      { ...line('serve up to 200 customers', 55, 185), roles: { cont: false } } as RoledLine,
      { ...line('trained two new weekend staff', 55, 196), roles: { cont: true } } as RoledLine,
    ];
    expect(splitEntries(lines)[0]?.bullets).toEqual([
      'open the café on my own on Saturdays, with the till float, the bake-off and the cash-up',
      'serve up to 200 customers',
      'trained two new weekend staff',
    ]);
  });
});
