/**
 * Rules written while development layouts were read with hand-written people from other pools
 * than their own (bench/parse-corpus/cross.mjs, decision 040): each fails without its rule.
 */
import { describe, expect, it } from 'vitest';
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { extractContact } from './extract-contact';
import { parseJobs } from './parse-entries';
import { parseSchool } from './parse-school';
import { splitEntries } from './split-entries';

const line = (text: string, y: number, fontSize = 10.5, x = 58): ExtractedLine => ({ text, page: 1, x, y, fontSize, bold: false });
const item = (text: string, y: number): ExtractedLine => ({ ...line(`• ${text}`, y, 10.5, 62) });
/** The one job a header names, with no statements. */
const jobOf = (header: string[]) => parseJobs([{ header, bullets: [] }])[0];

describe('job headers', () => {
  it('end on a legal form’s stop without reading as a sentence', () => {
    const entries = splitEntries([
      line('Route Planner (Night Desk) — Wisłowóz Kraftwagen Sp. z o.o.', 214),
      line('Gdynia\tOct 2021 – Present', 226),
      item('Booked return loads for refrigerated trailers', 242),
      item('Kept the carrier list up to date', 256),
      line('Warehouse Shift Lead — Veldhuis Opslag en Transport B.V.', 280),
      line('Tilburg, Netherlands\tMay 2016 – Feb 2019', 292),
      item('Ran the forklift rota for the cold store.', 308),
    ]);
    expect(entries.map((e) => e.header)).toEqual([
      ['Route Planner (Night Desk) — Wisłowóz Kraftwagen Sp. z o.o.', 'Gdynia\tOct 2021 – Present'],
      ['Warehouse Shift Lead — Veldhuis Opslag en Transport B.V.', 'Tilburg, Netherlands\tMay 2016 – Feb 2019'],
    ]);
  });
});

describe('job headers read alike', () => {
  it('end on an initial’s stop without reading as a sentence, so the first job keeps its header', () => {
    const entries = splitEntries([
      line('Head Cook (Kitchen Lead), Posada del Arroyo Cocina Regional S.C.', 329, 10, 67),
      line('Apr 2021 - Present\t5 years 7 months', 353, 8.3, 67),
      line('Ran the grill on weekday evenings', 379, 10, 97),
      line('Line Cook, Cantina Los Arcos – Centro', 476, 10, 67),
      line('Sep 2017 - Mar 2021\t3 years 5 months', 500, 8.3, 67),
      line('Ran the grill on weekends.', 526, 10, 97),
    ]);
    expect(entries.map((e) => e.header[0])).toEqual([
      'Head Cook (Kitchen Lead), Posada del Arroyo Cocina Regional S.C.',
      'Line Cook, Cantina Los Arcos – Centro',
    ]);
  });

  it('keep a branch after a dash with the employer where the section parts title and employer at a comma', () => {
    const jobs = parseJobs([
      { header: ['Head Cook, Posada del Arroyo, S.A. de C.V.', 'Apr 2021 - Present'], bullets: [] },
      { header: ['Line Cook, Cantina Los Arcos – Centro', 'Sep 2017 - Mar 2021'], bullets: [] },
      { header: ['Kitchen Porter, Hotel Mirasierra', 'Jan 2015 - Aug 2017'], bullets: [] },
    ]);
    expect(jobs.map((j) => [j.title, j.company])).toEqual([
      ['Head Cook', 'Posada del Arroyo, S.A. de C.V.'],
      ['Line Cook', 'Cantina Los Arcos – Centro'],
      ['Kitchen Porter', 'Hotel Mirasierra'],
    ]);
  });
});

describe('schools with no statements', () => {
  it('run on from a line that breaks off into the next one’s text before its dates', () => {
    const entries = splitEntries([
      line(
        'Postgraduate Certificate in Heritage Building Conservation and Sustainable Restoration, National Higher School of',
        490,
        10,
        72,
      ),
      line('Building and Planning\t2015 – 2016', 501, 10, 72),
      line('Master of Architecture in Sustainable Urban Housing and Landscape Design, National Higher School', 513, 10, 72),
      line('of Building and Planning\t2007 – 2013', 524, 10, 72),
    ]);
    expect(entries.map((e) => e.header)).toEqual([
      [
        'Postgraduate Certificate in Heritage Building Conservation and Sustainable Restoration, National Higher School of Building and Planning\t2015 – 2016',
      ],
      [
        'Master of Architecture in Sustainable Urban Housing and Landscape Design, National Higher School of Building and Planning\t2007 – 2013',
      ],
    ]);
  });

  it('part where the space between lines widens, though one degree wraps onto a second line', () => {
    const entries = splitEntries([
      { ...line('Postgraduate Diploma in Maritime Law — Harbourside Business', 600), bold: true },
      line('Academy', 613),
      line('Oct 2024 – Present', 626, 10.5, 475),
      { ...line('Master of Arts in Port Economics — Harbourside Business Academy', 645), bold: true },
      line('GPA 3.9/4\tOct 2012 – Jun 2014', 658),
      line('Bachelor of Arts in Economics — Harbourside Business Academy', 678),
      line('Oct 2009 – Jul 2012', 691, 10.5, 474),
    ]);
    expect(entries.map((e) => e.header)).toEqual([
      ['Postgraduate Diploma in Maritime Law — Harbourside Business', 'Academy', 'Oct 2024 – Present'],
      ['Master of Arts in Port Economics — Harbourside Business Academy', 'GPA 3.9/4\tOct 2012 – Jun 2014'],
      ['Bachelor of Arts in Economics — Harbourside Business Academy', 'Oct 2009 – Jul 2012'],
    ]);
  });
});

describe('a header beside a date column', () => {
  const celled = (text: string, y: number, x: number, x1: number): ExtractedLine => ({
    ...line(text, y, 10, x),
    cells: [{ text, x, x1, fontSize: 10, bold: false }],
  });
  const dated = (dates: string, text: string, y: number, x1: number): ExtractedLine => ({
    ...line(`${dates}\t${text}`, y, 10, 58),
    cells: [
      { text: dates, x: 58, x1: 146, fontSize: 10, bold: false },
      { text, x: 157, x1, fontSize: 10, bold: false },
    ],
  });

  it('runs on below its text when the next line’s first word would not have fitted, whatever its first letter', () => {
    const entries = splitEntries([
      dated('Sep 2020 – now', 'Locum Pharmacist, Harbour Street Chemists', 200, 380),
      celled('• Checked prescriptions for two care homes and a hospice, and counselled patients on', 212, 156, 554),
      celled('new medicines by phone', 224, 167, 280),
      dated('Jan 2018 – Aug 2020', 'Dispatch Pharmacist (Nights & Weekends), Tidewater Regional Hospital', 237, 554),
      celled('Supply Centre, Remote', 249, 157, 250),
      celled('• Packed ward orders for the night round and logged controlled drugs in the register', 258, 156, 553),
    ]);
    expect(entries[1]?.header).toEqual([
      'Jan 2018 – Aug 2020\tDispatch Pharmacist (Nights & Weekends), Tidewater Regional Hospital Supply Centre, Remote',
    ]);
  });

  it('reads a title by its head noun before a note in brackets that holds a comma', () => {
    const job = jobOf(['02/2019 – present\tCommunity Health Nurse (part-time, 2 days a week), Reefside Smiles Pty Ltd, Mackay, QLD']);
    expect(job).toMatchObject({
      title: 'Community Health Nurse (part-time, 2 days a week)',
      company: 'Reefside Smiles Pty Ltd',
      location: 'Mackay, QLD',
    });
  });

  it('gives title, employer and a remote place from one comma-separated part', () => {
    const job = jobOf(['Jan 2018 – Aug 2020\tDispatch Pharmacist (Nights & Weekends), Tidewater Regional Hospital Supply Centre, Remote']);
    expect(job).toMatchObject({
      title: 'Dispatch Pharmacist (Nights & Weekends)',
      company: 'Tidewater Regional Hospital Supply Centre',
      location: 'Remote',
    });
  });
});

describe('statements', () => {
  it('start at a list glyph that touches its text', () => {
    const entries = splitEntries([
      line('JUNIOR BI DEVELOPER, FELDMARK LOGISTIK GMBH\tSEP 2023 — PRESENT', 193, 10, 72),
      line('•Moved the nightly stock report from spreadsheets to the data warehouse', 217, 10, 72),
      line('•Wrote the guide new starters use to query the order tables.', 230, 10, 72),
    ]);
    expect(entries[0]?.bullets).toEqual([
      'Moved the nightly stock report from spreadsheets to the data warehouse',
      'Wrote the guide new starters use to query the order tables.',
    ]);
  });
});

describe('a date column left of the headers', () => {
  it('closes a range wrapped onto the next row, whose text finishes a header left open', () => {
    const entries = splitEntries([
      { ...line('2021 –\tProject Officer, Dairy Cooperatives (Ardmore,', 226, 9.5, 209), bold: true },
      { ...line('Present\tKilbride & Glenmore)', 235, 9.5, 209), bold: true },
      line('Tidewater Growers Trust, Ardmore', 248, 9.5, 275),
      line('Visit member farms each week', 260, 9.5, 286),
    ]);
    expect(entries[0]?.header[0]).toBe('2021 – Present\tProject Officer, Dairy Cooperatives (Ardmore, Kilbride & Glenmore)');
  });

  it('leaves a range inside an indented line to a statement', () => {
    const entries = splitEntries([
      { ...line('2015 – 2019\tSoil Technician (Labs)', 336, 9.5, 209), bold: true },
      line('Ridgeway District Agricultural Office', 344, 9.5, 275),
      line('Sampled soil on forty farms a month', 393, 9.5, 286),
      line('Stem borer survey, 2019–2020', 405, 9.5, 286),
      { ...line('2013 – 2015\tSeed Sales Representative', 424, 9.5, 209), bold: true },
      line('Meadowlark Seeds Ltd, Carrow', 435, 9.5, 275),
    ]);
    expect(entries.map((e) => e.header[0])).toEqual(['2015 – 2019\tSoil Technician (Labs)', '2013 – 2015\tSeed Sales Representative']);
    expect(entries[0]?.bullets).toContain('Stem borer survey, 2019–2020');
  });
});

describe('places alone on a header line', () => {
  it('are read where other jobs of the section print theirs, a town no list knows too', () => {
    const jobs = parseJobs([
      { header: ['11/2023 – present\tCashier (part-time), Kahvila Lumimarja', 'Tampere'], bullets: [] },
      { header: ['06/2023 – 07/2023\tLifeguard (summer job), Pihlajavesi Summer Camps ry', 'Kuorevesi'], bullets: [] },
      { header: ['05/2021 – 08/2022\tLeaflet Distributor, Hämeen Jakelu Oy', 'Tampere'], bullets: [] },
    ]);
    expect(jobs[1]).toMatchObject({ title: 'Lifeguard (summer job)', company: 'Pihlajavesi Summer Camps ry', location: 'Kuorevesi' });
  });
});

describe('places in a margin', () => {
  it('are read at the position every header prints them, a town with its region in brackets too', () => {
    const jobs = parseJobs([
      {
        header: ['Apr 2019 – Present', 'Hallstadt, Oberfranken', 'Kältetechnikmeister, Serviceleitung', 'Elektro Kaltwasser GmbH & Co. KG'],
        bullets: [],
      },
      {
        header: ['Feb 2012 – Aug 2015', 'Bad Tennstedt', 'Anlagenmechaniker (mit Bereitschaftsdienst)', 'Stadtwerke Unstrutal AG'],
        bullets: [],
      },
      { header: ['Aug 2008 – Jan 2012', 'Weidenthal (Pfalz)', 'Auszubildender Mechatroniker', 'Haustechnik Morscheid e.K.'], bullets: [] },
    ]);
    expect(jobs.map((j) => [j.title, j.company, j.location])).toEqual([
      ['Kältetechnikmeister, Serviceleitung', 'Elektro Kaltwasser GmbH & Co. KG', 'Hallstadt, Oberfranken'],
      ['Anlagenmechaniker (mit Bereitschaftsdienst)', 'Stadtwerke Unstrutal AG', 'Bad Tennstedt'],
      ['Auszubildender Mechatroniker', 'Haustechnik Morscheid e.K.', 'Weidenthal (Pfalz)'],
    ]);
  });
});

describe('a degree taken at a place', () => {
  it('names that place the school, whatever it calls itself', () => {
    const school = parseSchool({
      header: ['Meisterprüfung in Kälteanlagenbau at Handwerkskammer Rheinhessen-Nahe', 'Sep 2016 → Jun 2018'],
      bullets: [],
    });
    expect(school).toMatchObject({ school: 'Handwerkskammer Rheinhessen-Nahe', degree: 'Meisterprüfung in Kälteanlagenbau' });
  });
});

describe('a sidebar’s contact details', () => {
  const sidebar = (...texts: [string, number, boolean?][]) =>
    texts.map(([text, y, bold]) => ({ ...line(text, y, 9, 51), bold: bold ?? false }));

  it('give the place under its label on a line of its own, run on past a comma, and a name whose second line starts with particles', () => {
    const header = [
      { ...line('Anna-Lena', 75, 22, 51), bold: true },
      { ...line('van der Vliet', 100, 22, 51), bold: true },
      ...sidebar(['CONTACT', 176, true], ['Email', 222, true], ['a.vandervliet@inbox-test.de', 232], ['Location', 247, true]),
      ...sidebar(['Lindau an der Wiesbach,', 260], ['Oberschwaben-Allgäu', 271]),
    ];
    expect(extractContact(header, [], header, [])).toMatchObject({
      name: 'Anna-Lena van der Vliet',
      location: 'Lindau an der Wiesbach, Oberschwaben-Allgäu',
    });
  });

  it('give a name broken at its hyphen, whose first line’s words a wide gap parts', () => {
    const header = [
      line('Maëlle\tBeaulieu-', 73, 21.9, 58),
      line('Montréal, QC', 88, 9, 500),
      line('Tremblay', 96, 21.9, 58),
      line('Court Stenographer (Certified)\tmaelle@inbox-test.ca', 110, 10, 58),
    ];
    expect(extractContact(header, [], header, []).name).toBe('Maëlle Beaulieu-Tremblay');
  });

  it('take no section’s name under a menu’s “Home” for a place', () => {
    const header = sidebar(['Home', 83], ['About', 97], ['Resume', 110], ['Amani Otieno', 180, true], ['a.otieno@inbox-test.co.ke', 200]);
    expect(extractContact(header, [], header, []).location).toBe('');
  });
});
