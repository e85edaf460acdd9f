/** Rules written while round 25 of the parse corpus was added (its development layouts): each fails without its rule. */
import { describe, expect, it } from 'vitest';
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { extractContact } from './extract-contact';
import { readSkillsSection } from './extract-skills';
import { findName } from './find-name';
import { parseJobs } from './parse-entries';
import { parseSchool } from './parse-school';
import { reviewOf } from './review';
import type { LineRoles, RoledLine } from './line-roles';
import { splitEntries } from './split-entries';

const line = (text: string, y: number, fontSize = 10, x = 54): ExtractedLine => ({ text, page: 1, x, y, fontSize, bold: false });
/** A line as the line-role model read it. */
const roled = (printed: ExtractedLine, roles: LineRoles): RoledLine => ({ ...printed, roles });
/** A PDF line with its right end, where its letters are about 0.45 of its size wide. */
const placed = (text: string, y: number, fontSize: number, x: number): ExtractedLine => {
  const x1 = Math.round(x + text.length * fontSize * 0.45);
  return { ...line(text, y, fontSize, x), cells: [{ text, x, x1, fontSize, bold: false }] };
};

describe('the name', () => {
  it('letter-spaced in capitals over two lines, its word spaces lost, is parted where the profile address spells its words', () => {
    const header = [
      { ...line('THANDEKAPRECIOUSNGCOBO-', 64, 25, 63), bold: true },
      { ...line('MKHIZE', 94, 25, 222), bold: true },
      line('REGISTERED SOCIAL WORKER | YOUTH SERVICES', 112, 10, 51),
      line('Mbombela · thandeka.nm@inbox-test.co.za · linkedin.com/in/thandeka-ngcobo-mkhize', 131, 8.5, 76),
    ];
    expect(findName(header, header, ['thandeka.nm@inbox-test.co.za', 'https://linkedin.com/in/thandeka-ngcobo-mkhize'])).toBe(
      'THANDEKA PRECIOUS NGCOBO-MKHIZE',
    );
  });
});

describe('skills', () => {
  it('keep a term cut at the end of a list’s second line whole, measured from that line, not the first', () => {
    const printed = (text: string, y: number, x1: number): ExtractedLine => ({
      ...line(text, y, 9.5, 43),
      cells: [{ text, x: 43, x1, fontSize: 9.5, bold: false }],
    });
    const lines = [
      printed('Practice — Wound dressing, Falls risk review, Palliative', 36, 280),
      printed('care planning, Medication rounds, Discharge letters, Night', 47, 282),
      printed('cover, Family meetings', 59, 130),
    ];
    expect(readSkillsSection(lines, { rightEdge: null, words: new Set() }).skills).toEqual([
      'Wound dressing',
      'Falls risk review',
      'Palliative care planning',
      'Medication rounds',
      'Discharge letters',
      'Night cover',
      'Family meetings',
    ]);
  });
});

describe('the lines left for the user to place', () => {
  it('leave out a letter-spaced name line whose lost spaces hide the words of the name read from it', () => {
    const result = {
      name: 'THANDEKA PRECIOUS NGCOBO-MKHIZE',
      contact: { email: 'thandeka.nm@inbox-test.co.za', phone: '', linkedin: '', location: '' },
      summary: '',
      skills: [],
      work_experience: [],
      education: [],
      custom_sections: [],
    };
    const lines = [line('THANDEKAPRECIOUSNGCOBO-', 64, 25, 63), line('MKHIZE', 94, 25, 222), line('KWAZULUNATALCOAST', 110)];
    expect(reviewOf(result, lines, []).unplaced).toEqual(['KWAZULUNATALCOAST']);
  });
});

describe('a greeting around the name over lines', () => {
  it('gives the name without the greeting or its closing stop', () => {
    const header = [
      line('HELLO, WORLD.', 223, 17),
      line("I'm Wanjiru", 284, 63, 175),
      line('Gatete.', 351, 63, 181),
      line('AGRONOMIST', 452, 12.7, 72),
    ];
    expect(findName(header, header)).toBe('Wanjiru Gatete');
  });
});

describe('contact details', () => {
  const contactOf = (...texts: string[]) => {
    const header = [line('Ilse Varkevisser', 40, 22), ...texts.map((text, i) => line(text, 60 + i * 12))];
    return extractContact(header, [], header, []);
  };

  it('read a town and region no list knows where a label says it is the place', () => {
    expect(contactOf('@ Email\tilse.vk@voorbeeldpost.nl', '◉ Location\tHarlingerveen, Waddenkust').location).toBe(
      'Harlingerveen, Waddenkust',
    );
    expect(contactOf('ilse.vk@voorbeeldpost.nl', 'Location: Harlingerveen, Waddenkust').location).toBe('Harlingerveen, Waddenkust');
  });
});

describe('the place in the contact details', () => {
  it('is not read from a section heading that spells a town and a state code', () => {
    const header = [
      line('Ilse Varkevisser', 40, 22),
      line('ilse.vk@voorbeeldpost.nl, 080-5512-3390, Harlingerveen, Waddenkust', 60),
      line('ABOUT ME', 80),
    ];
    expect(extractContact(header, [], header, []).location).toBe('Harlingerveen, Waddenkust');
  });

  it('is read from a cell of its own in a contact column that shares its rows with the profile beside it', () => {
    const header = [
      line('Ilse Varkevisser', 40, 22),
      line('• ilse.vk@voorbeeldpost.nl\tCustoms declarant with fifteen years in', 60),
      line('• Harlingerveen, Waddenkust\tfreight forwarding and customs.', 72),
    ];
    expect(extractContact(header, [], header, []).location).toBe('Harlingerveen, Waddenkust');
  });
});

describe('a town over its region, set beside the name', () => {
  const placed = (text: string, y: number, fontSize: number, x: number, x1: number): ExtractedLine => ({
    ...line(text, y, fontSize, x),
    cells: [{ text, x, x1, fontSize, bold: false }],
  });

  it('is the place when the two lines share their right end, and not when they are menu lines above the name', () => {
    const beside = [
      placed('Ilse Varkevisser', 100, 24.8, 89, 300),
      placed('Harlingen', 100, 10.9, 458, 510),
      placed('Waddenkust', 116, 10.9, 448, 510),
    ];
    expect(extractContact(beside, [], beside, []).location).toBe('Harlingen, Waddenkust');
    const menu = [placed('Menu', 44, 12, 34, 62), placed('Resume', 58, 12, 34, 74), placed('Ilse Varkevisser', 180, 24, 34, 240)];
    expect(extractContact(menu, [], menu, []).location).toBe('');
  });
});

describe('a town and region broken at the region’s own hyphen', () => {
  it('is joined again without a space, and the country’s code after it is left out', () => {
    const header = [
      line('Aurélie Vasseur-Blanc', 40, 22),
      line('Lormont, Nouvelle-', 60),
      line('Aquitaine FR', 72),
      line('+33 6 55 01 23 45', 84),
    ];
    expect(extractContact(header, [], header, []).location).toBe('Lormont, Nouvelle-Aquitaine');
  });
});

describe('contact details set apart by commas only', () => {
  it('give the number and a town with its region', () => {
    const header = [line('Ilse Varkevisser', 40, 22), line('ilse.vk@voorbeeldpost.nl, 080-5512-3390, Harlingerveen, Waddenkust', 60)];
    expect(extractContact(header, [], header, [])).toMatchObject({ phone: '080-5512-3390', location: 'Harlingerveen, Waddenkust' });
  });
});

describe('jobs', () => {
  const jobOf = (...header: string[]) => parseJobs([{ header, bullets: ['Ran the night shift'] }])[0];

  it('leave out the full stop that closes a header written as a sentence, but keep a legal form’s', () => {
    const job = jobOf('Cellar Hand, Ravensgill Wines Ltd, Tarnbrook, New Zealand.', 'Feb 2019 – May 2019');
    expect(job?.location).toBe('Tarnbrook, New Zealand');
    expect(jobOf('Cellar Hand, Viñedos Orrego Ltda.', 'Feb 2019 – May 2019')?.company).toBe('Viñedos Orrego Ltda.');
  });

  it('read a listed city and its country after an employer, not the employer with the city', () => {
    const job = jobOf('Senior Designer, Fernhollow Digital, Auckland, New Zealand.', 'January 2024 – Current');
    expect(job).toMatchObject({ title: 'Senior Designer', company: 'Fernhollow Digital', location: 'Auckland, New Zealand' });
  });

  it('read a region no list knows and a country after an employer named by its legal form', () => {
    const job = jobOf('Enólogo Asistente, Viña Orrego S.A., Valle del Quilmo, Chile', 'Apr 2020 – Present');
    expect(job).toMatchObject({ title: 'Enólogo Asistente', company: 'Viña Orrego S.A.', location: 'Valle del Quilmo, Chile' });
  });

  it('read a title whose note in brackets holds an ampersand as the title', () => {
    const job = jobOf('Relay Interpreter (Nights & Weekends)\tHarbourside Relay Centre', 'Jan 2018 – Aug 2020');
    expect(job).toMatchObject({ title: 'Relay Interpreter (Nights & Weekends)', company: 'Harbourside Relay Centre' });
  });

  it('read an ampersand between words in small letters as part of what a role covers, not as an employer’s', () => {
    const job = jobOf('Kestrel Learning Rooms, Tarn branch', 'Part-time tutor, maths & reading', '2023 - Present');
    expect(job).toMatchObject({ title: 'Part-time tutor, maths & reading', company: 'Kestrel Learning Rooms, Tarn branch' });
  });
});

describe('jobs in Word paragraphs', () => {
  it('start at a bold line right above a line of dates, after a paragraph the line-role model ran on', () => {
    const paragraph = (text: string, y: number, bold = false): ExtractedLine => ({ ...line(text, y, 11, 0), bold });
    const entries = splitEntries([
      paragraph('Team Lead — Noordvaart Shipping B.V.', 1, true),
      paragraph('Delft, May 2021 – Present', 2),
      paragraph('Lead a team of seven declarants. Prepared the company for its audit.', 3),
      roled(paragraph('Declarant — Hale & Zn. Expeditie B.V.', 4, true), { body: true }),
      paragraph('Delft, Jan 2016 – Apr 2021', 5),
      paragraph('Filed customs declarations for sea freight.', 6),
    ]);
    expect(entries.map((e) => e.header[0])).toEqual(['Team Lead — Noordvaart Shipping B.V.', 'Declarant — Hale & Zn. Expeditie B.V.']);
  });

  it('keep what a role covers, after a dash on the title’s line, with the title when the employer is another part', () => {
    const job = parseJobs([
      {
        header: ['Hygienist – Schools Outreach · Tarnvale Oral Health Service', 'January 2014 → January 2019'],
        bullets: [],
      },
    ])[0];
    expect(job).toMatchObject({ title: 'Hygienist – Schools Outreach', company: 'Tarnvale Oral Health Service' });
  });

  it('read a town after an employer’s comma as its place where the section prints listed places there', () => {
    const jobs = parseJobs([
      { header: ['Oral Health Therapist', 'Brightwater Dental Pty Ltd, Cairns, QLD | 02/2019 - Present'], bullets: [] },
      { header: ['Dental Assistant', 'Bright Tarn Dental, Kelsoton | 06/2009 - 12/2010'], bullets: [] },
      { header: ['Apprentice Pastry Cook', 'Pâtisserie Vauclair, Vallorcine (74) | 09/2007 - 07/2009'], bullets: [] },
    ]);
    expect(jobs[1]).toMatchObject({ company: 'Bright Tarn Dental', location: 'Kelsoton' });
    expect(jobs[2]).toMatchObject({ company: 'Pâtisserie Vauclair', location: 'Vallorcine (74)' });
  });

  it('keep each list item a statement of its own, whatever the line-role model says', () => {
    const paragraph = (text: string, y: number): RoledLine =>
      roled({ ...line(text, y, 10, 0), isListItem: true }, { body: true, cont: true });
    const entries = splitEntries([
      { ...line('Tutor', 1, 11, 0), bold: true },
      line('Kestrel Learning Rooms, Apr 2023 – Present', 2, 10, 0),
      paragraph('Ran weekly revision groups for small classes', 3),
      paragraph('4 of my 5 evening-class learners passed their theory test', 4),
    ]);
    expect(entries[0]?.bullets).toEqual([
      'Ran weekly revision groups for small classes',
      '4 of my 5 evening-class learners passed their theory test',
    ]);
  });

  it('head an entry with a paragraph in a Word heading style, whatever the line-role model says', () => {
    const styled = (text: string, y: number, style: string): ExtractedLine => ({ ...line(text, y, 10.5, 0), style });
    const entries = splitEntries([
      styled('May 2019 – Present | Tarnów', 1, 'Dates'),
      roled(styled('Site Manager, Budkraft Sp. z o.o.', 2, 'Heading2'), { body: true }),
      { ...styled('Ran a site of eleven subcontractors.', 3, 'ListBullet'), isListItem: true },
    ]);
    expect(entries).toEqual([
      { header: ['May 2019 – Present | Tarnów', 'Site Manager, Budkraft Sp. z o.o.'], bullets: ['Ran a site of eleven subcontractors.'] },
    ]);
  });

  it('read a place with its surroundings beside the dates, where the section prints places there', () => {
    const jobs = parseJobs([
      { header: ['May 2019 – Present | Tarnów i okolice', 'Site Manager, Budkraft Sp. z o.o.'], bullets: [] },
      { header: ['Mar 2016 – Apr 2019 | Kraków', 'Deputy Site Manager, Budkraft Sp. z o.o.'], bullets: [] },
    ]);
    expect(jobs[0]).toMatchObject({ title: 'Site Manager', location: 'Tarnów i okolice' });
  });

  it('read an ‘at’ inside brackets as the note’s, not as the title’s employer', () => {
    const job = parseJobs([
      { header: ['Warehouse clerk (temp) — Flexpool Staffing (placed at Koelveld Cold Store)', 'Sep 2008 – Jan 2010'], bullets: [] },
    ])[0];
    expect(job).toMatchObject({ title: 'Warehouse clerk (temp)', company: 'Flexpool Staffing (placed at Koelveld Cold Store)' });
  });
});

describe('schools', () => {
  const schoolOf = (...header: string[]) => parseSchool({ header, bullets: [] });

  it('part a school’s name in capitals, with its abbreviation in brackets, from a degree that starts ‘BCom’', () => {
    expect(schoolOf('UNIVERSITY OF ALDMOOR (UA) BCom Honours in Industrial Psychology\tFeb 2016 – Dec 2017')).toMatchObject({
      school: 'UNIVERSITY OF ALDMOOR (UA)',
      degree: 'BCom Honours in Industrial Psychology',
    });
  });

  it('read a Dutch compound ending in -school as a school', () => {
    expect(schoolOf('HBO Bachelor in Logistics, Hogeschool Veenmond (2006 – 2008)')).toMatchObject({
      school: 'Hogeschool Veenmond',
      degree: 'HBO Bachelor in Logistics',
    });
  });

  it('read a name of three words or more after the field as the school, and a qualification’s code in capitals as the degree', () => {
    expect(schoolOf('Diploma Havenlogistiek in Port logistics, Stichting Vakscholen Haven & Vervoer (2011 – 2012)')).toMatchObject({
      school: 'Stichting Vakscholen Haven & Vervoer',
      degree: 'Diploma Havenlogistiek in Port logistics',
    });
    expect(schoolOf('VWO, Scholengemeenschap De Veenhaven (2001 – 2006)')).toMatchObject({
      school: 'Scholengemeenschap De Veenhaven',
      degree: 'VWO',
    });
    expect(schoolOf('2001 – 2006', 'VWO', 'Scholengemeenschap De Veenhaven')).toMatchObject({
      school: 'Scholengemeenschap De Veenhaven',
      degree: 'VWO',
    });
  });
});

describe('a header wrapped in two where statements carry marks', () => {
  it('is the next entry’s header, not a statement, when its first line breaks off open onto a line with the dates', () => {
    const entries = splitEntries([
      line('Farm Manager, Agrícola Los Olmos Ltda. — Pelequén (Mar 2019 – Present)', 202, 10.5, 57),
      line('– Ran the orchard crews through two harvests a year.', 228, 10.5, 62),
      line('Senior Grower Technical Adviser to contract growers, Exportadora Huertos del Quilmo Norte S.A. —', 308, 10.5, 57),
      line('Talagante (Jul 2016 – Apr 2020)', 320, 10.5, 57),
      line('– Visited contract growers every fortnight in the season.', 334, 10.5, 62),
    ]);
    expect(entries.map((e) => e.header)).toEqual([
      ['Farm Manager, Agrícola Los Olmos Ltda. — Pelequén (Mar 2019 – Present)'],
      [
        'Senior Grower Technical Adviser to contract growers, Exportadora Huertos del Quilmo Norte S.A. —',
        'Talagante (Jul 2016 – Apr 2020)',
      ],
    ]);
  });
});

describe('statements', () => {
  // As the line-role model read them in a layout without marks: the second line as a header, running on from the first.
  it('keep a statement that closes on a year in brackets, and a short statement apart from the next one', () => {
    const entries = splitEntries([
      { ...placed('Tutor · Kestrel Learning Rooms', 100, 11.5, 68), bold: true },
      placed('April 2023 → Present', 115, 9, 68),
      roled(placed('Taught maths to small groups', 133, 10, 86), { body: true, cont: false }),
      roled(placed('4 of my 5 evening-class learners passed their driving theory test on the first try (2024)', 151, 10, 86), {
        body: false,
        cont: true,
      }),
    ]);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.bullets).toEqual([
      'Taught maths to small groups',
      '4 of my 5 evening-class learners passed their driving theory test on the first try (2024)',
    ]);
  });

  it('where headers are set large and wrap over two lines, keep statements in the body’s size out of the headers', () => {
    const header = (y: number, first: string, second: string, dates: string) => [
      placed(first, y, 18, 194),
      placed(second, y + 21, 18, 194),
      placed(dates, y + 33, 9.6, 194),
    ];
    const entries = splitEntries([
      ...header(60, 'Head Pastry Cook at Hotel Belvoir des', 'Remparts, Lerande, France', 'September 2021 – Present'),
      placed('Ran a brigade of six cooks and apprentices in the pastry kitchen', 110, 12, 194),
      placed('Brought plate waste down by a fifth in a year', 124, 12, 194),
      placed('Trained new starters', 138, 12, 194),
      ...header(170, 'Pastry Cook at The Willow Table Ltd,', 'Tarnbrook, UK', 'October 2015 – December 2016'),
      placed('Plated the desserts of the evening menu, five nights a week.', 220, 12, 194),
    ]);
    expect(entries.map((e) => e.header)).toEqual([
      ['Head Pastry Cook at Hotel Belvoir des Remparts, Lerande, France', 'September 2021 – Present'],
      ['Pastry Cook at The Willow Table Ltd, Tarnbrook, UK', 'October 2015 – December 2016'],
    ]);
    expect(entries[0]?.bullets.at(-1)).toBe('Trained new starters');
  });
});
