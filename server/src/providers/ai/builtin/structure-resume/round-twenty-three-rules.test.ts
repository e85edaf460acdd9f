/** Rules written while round 23 of the parse corpus was added (its development layouts): each fails without its rule. */
import { describe, expect, it } from 'vitest';
import type { ExtractedLine, LineCell } from '../../../extraction/extracted-document';
import { extractContact } from './extract-contact';
import { readSkillsSection } from './extract-skills';
import { findName } from './find-name';
import { classifyHeading } from './heading-words';
import { readLabelColumn } from './label-column';
import { joinOpenBrackets } from './wrapped-brackets';
import { splitEntries } from './split-entries';
import { parseJobs } from './parse-entries';
import { splitPageFurniture } from './page-furniture';
import { parseSchool } from './parse-school';
import { reviewOf } from './review';
import { splitAtWeight } from './weight-split';

const line = (text: string, y: number, fontSize = 10.5, x = 60): ExtractedLine => ({ text, page: 1, x, y, fontSize, bold: false });
const cell = (text: string, x: number, x1: number, fontSize = 10.9): LineCell => ({ text, x, x1, fontSize, bold: false });
const row = (y: number, ...cells: LineCell[]): ExtractedLine => ({
  ...line(cells.map((c) => c.text).join('\t'), y, cells[0]?.fontSize ?? 10.9, cells[0]?.x ?? 0),
  cells,
});

/** A printed line of one cell at 10.9 pt; `printed` is the cell's text where a reader moved the line's own. */
const printedAt = (text: string, x: number, y: number, x1: number, printed = text): ExtractedLine => ({
  ...line(text, y, 10.9, x),
  cells: [cell(printed, x, x1)],
});

/** The skills of a section whose lines are these, one under another in a sidebar. */
const skillsOf = (texts: string[]) =>
  readSkillsSection(
    texts.map((text, i) => line(text, 485 + i * 12, 9.5, 32)),
    { rightEdge: null, words: new Set() },
  ).skills;

describe('the name', () => {
  it('may end with a generational suffix and its full stop', () => {
    const header = [line('Tobias K. Marlow Jr.', 40, 20), line('Springfield, IL | tobias.marlow@example.com', 60)];
    expect(findName(header, header)).toBe('Tobias K. Marlow Jr.');
  });

  it('is read whole when it is set over three lines in large type', () => {
    const header = [
      line('Adaora', 60, 16, 468),
      line('Chidinma', 77, 16, 461),
      line('Nwankwo', 89, 16, 460),
      line('Senior Data Analyst', 111, 8, 452),
    ];
    expect(findName(header, header)).toBe('Adaora Chidinma Nwankwo');
  });

  it('keeps a generational suffix on its last line, which is no junior title', () => {
    const header = [
      line('TOMAS', 62, 30, 209),
      line('ELIAS A. VARGA', 94, 30, 209),
      line('JR.', 125, 30, 209),
      line('Profile', 160, 12, 209),
    ];
    expect(findName(header, header)).toBe('TOMAS ELIAS A. VARGA JR.');
  });

  it('is found at the top of the main column when a long sidebar is read before it', () => {
    const sidebar = [
      line('CONTACT', 149, 10.5, 22),
      ...Array.from({ length: 44 }, (_, i) => line(`Skill term ${String.fromCharCode(65 + (i % 26))}`, 170 + i * 12, 9.5, 22)),
    ];
    const main = [line('IGNACY', 62, 30, 209), line('ZAWADZKI', 94, 30, 209), line('Profile', 150, 12, 209)];
    const lines = [...sidebar, ...main];
    expect(findName([], lines)).toBe('IGNACY ZAWADZKI');
  });
});

describe('a label column', () => {
  it('does not cut a label out of the name, set in display type across the content edge', () => {
    const dated = (y: number, dates: string, text: string) => row(y, cell(dates, 65, 160), cell(text, 185, 540));
    const lines = [
      row(139, cell('Iñaki Berrocal Etxeberria', 116, 430, 24.8)),
      dated(314, 'May 2020 – Present', '• Field Manager, Viveros del Norte S.L. (Tudela)'),
      row(327, cell('• Ran 120 ha of stone fruit with a crew of forty.', 185, 520)),
      dated(436, 'Jul 2016 – Apr 2020', '• Technical Adviser, Frutas Ebro S.A. (Logroño)'),
      row(449, cell('• Advised 20 growers on spray programmes.', 185, 480)),
      dated(517, 'Mar 2014 – Jun 2016', '• Plant Health Inspector, Gobierno de Navarra'),
      row(530, cell('• Inspected nurseries before export.', 185, 450)),
    ];
    expect(readLabelColumn(lines)[0]?.text).toBe('Iñaki Berrocal Etxeberria');
  });
});

describe("'Title, Employer — Place' on one line", () => {
  const job = (header: string, homePlace = '') => parseJobs([{ header: [header], bullets: ['Ran the night shift.'] }], homePlace)[0];

  it('reads a place no list knows when a region follows it, or the employer names itself one', () => {
    expect(job('Field Manager, Huerta Los Aromos Ltda. — Quilicura, Maipo (May 2020 – Present)')).toMatchObject({
      title: 'Field Manager',
      company: 'Huerta Los Aromos Ltda.',
      location: 'Quilicura, Maipo',
    });
    expect(job('Shift Lead, Karoo Freight (Pty) Ltd — Upington (Mar 2020 – Dec 2021)')).toMatchObject({
      title: 'Shift Lead',
      company: 'Karoo Freight (Pty) Ltd',
      location: 'Upington',
    });
    expect(
      job('People Partner, Distribution Centres, Fynmark Retail (Pty) Ltd — Durban (Jan 2022 – Present)', 'Durban, KZN'),
    ).toMatchObject({
      title: 'People Partner, Distribution Centres',
      company: 'Fynmark Retail (Pty) Ltd',
      location: 'Durban',
    });
  });

  it('reads a title whose specialty follows a colon', () => {
    expect(job('Payroll Officer: Benefits & Leave, Karoo Freight (Pty) Ltd — Upington (Feb 2017 – Feb 2020)')).toMatchObject({
      title: 'Payroll Officer: Benefits & Leave',
      company: 'Karoo Freight (Pty) Ltd',
      location: 'Upington',
    });
  });

  it('keeps a team and its employer when nothing says the last part is a place', () => {
    expect(job('Engineer, Payments — Halyard (2019 – 2022)')).toMatchObject({
      title: 'Engineer, Payments',
      company: 'Halyard',
      location: '',
    });
  });
});

describe('a title and employer told apart by weight', () => {
  it('cuts before an employer that ends on a dotted legal form in small letters', () => {
    const text = 'Route Planner (FTL) Wisła Cargo Sp. z o.o.';
    const header: ExtractedLine = {
      ...line(`${text}\tOctober 2021 – Present`, 211, 10.5, 54),
      cells: [{ ...cell(text, 54, 319, 10.5), bold: true, boldLead: 'Route Planner (FTL)' }, cell('October 2021 – Present', 478, 558, 8.5)],
    };
    expect(splitAtWeight(header).text).toBe('Route Planner (FTL)\tWisła Cargo Sp. z o.o.\tOctober 2021 – Present');
  });

  it('still keeps a sentence whole', () => {
    const text = 'Shift Lead Kept the dock moving in the rain. We did it too.';
    const header: ExtractedLine = { ...line(text, 211, 10.5, 54), cells: [{ ...cell(text, 54, 319, 10.5), boldLead: 'Shift Lead' }] };
    expect(splitAtWeight(header).text).toBe(text);
  });
});

describe('legal forms of other countries', () => {
  it('name an employer, not a title', () => {
    expect(parseJobs([{ header: ['Wisła Cargo Sp. z o.o.\t2019 – 2021', 'Kierownik Zmiany'], bullets: [] }])[0]).toMatchObject({
      title: 'Kierownik Zmiany',
      company: 'Wisła Cargo Sp. z o.o.',
    });
  });
});

describe('the home place in the contact details', () => {
  const locationOf = (text: string) => {
    const header = [line('Inés Valdivia Rojas', 40, 20), line(text, 62)];
    return extractContact(header, [], header, []).location;
  };

  it('is a town and a region no list knows, beside an e-mail address or a phone number', () => {
    expect(locationOf('Villa Alegre de Maule, Región del Maule | +56 9 7712 4410 | ines.valdivia@example.cl')).toBe(
      'Villa Alegre de Maule, Región del Maule',
    );
  });

  it('is not a headline with its team on the contact line', () => {
    expect(locationOf('Data Analyst, Credit Risk | ines.valdivia@example.cl')).toBe('');
  });

  it('may be a city of four words printed alone before the other details', () => {
    expect(locationOf('Santa Cruz Del Norte, · (+53) 5 812 4410 · ines.valdivia@example.cu')).toBe('Santa Cruz Del Norte');
  });

  it('may hold small words before its region and country code', () => {
    expect(locationOf('ines.valdivia@example.mx | Dolores de Hidalgo, Querétaro, MX')).toBe('Dolores de Hidalgo, Querétaro');
  });
});

describe('header lines a narrow column wrapped', () => {
  /** A printed line of one cell, 5 pt a character, in a sidebar. */
  const narrow = (text: string, y: number, bold = false): ExtractedLine => ({
    ...line(text, y, 7.2, 446),
    bold,
    cells: [{ ...cell(text, 446, 446 + text.length * 5, 7.2), bold }],
  });

  it('are joined when the next line starts with a word that would not have fitted', () => {
    const lines = [
      narrow('Magister (MA) in Logistics', 323, true),
      narrow('and Supply Chain', 331, true),
      narrow('Administration', 339, true),
      narrow('Westmarch School of', 349),
      narrow('Economics', 357),
      narrow('2012 - 2014', 367),
      narrow('Licencjat (BA) in Economics', 383, true),
      narrow('Westmarch School of', 393),
      narrow('Economics', 402),
      narrow('2009 - 2012', 411),
    ];
    expect(splitEntries(lines).map((entry) => entry.header.filter((h) => !/\d/.test(h)))).toEqual([
      ['Magister (MA) in Logistics and Supply Chain Administration', 'Westmarch School of Economics'],
      ['Licencjat (BA) in Economics', 'Westmarch School of Economics'],
    ]);
  });

  it("are not joined when the next line is a school's whole name", () => {
    const lines = [narrow('Diploma in Dental Hygiene Studies', 323), narrow('University of Carrow', 331), narrow('2012 - 2014', 341)];
    expect(splitEntries(lines)[0]?.header).toEqual(['Diploma in Dental Hygiene Studies', 'University of Carrow', '2012 - 2014']);
  });
});

describe('a dated header whose text runs to the right edge', () => {
  it('takes back the rest of a word it broke, under its text past the mark, though a date column was moved after it', () => {
    const head = 'Intake Clerk (Graduate Programme), Department of Em-';
    const lines = [
      printedAt(`${head}\tFeb 2015 – Dec 2016`, 187, 588, 547, `• ${head}`),
      printedAt('ployment and Labour (Pretoria)', 196, 601.6, 349),
      printedAt('• Captured leave and appointments on the payroll system for 600 staff in two', 187, 615, 547),
      printedAt('regions', 196, 628.6, 230),
      printedAt('• Audited 1,200 personnel files', 187, 642, 330),
    ];
    const [entry] = splitEntries(lines);
    expect(entry?.header).toEqual([
      'Intake Clerk (Graduate Programme), Department of Employment and Labour (Pretoria)\tFeb 2015 – Dec 2016',
    ]);
    expect(entry?.bullets).toEqual([
      'Captured leave and appointments on the payroll system for 600 staff in two regions',
      'Audited 1,200 personnel files',
    ]);
  });
});

describe('a bracket wrapped onto the next line', () => {
  it('joins a word broken at its hyphen whole', () => {
    const lines = [line('Acting Manager, Karoo Mining Services (Kathu, North-', 412), line('ern Cape)', 425)];
    expect(joinOpenBrackets(lines).map((l) => l.text)).toEqual(['Acting Manager, Karoo Mining Services (Kathu, Northern Cape)']);
  });
});

describe('a qualification the vocabulary does not know', () => {
  it('is the degree when its field follows "in" and the school comes after a comma', () => {
    expect(parseSchool({ header: ['Diplomado in Riego Tecnificado, Universidad de Talca (2018 – 2019)'], bullets: [] })).toMatchObject({
      degree: 'Diplomado in Riego Tecnificado',
      school: 'Universidad de Talca',
    });
  });
});

describe('a skills list of one term a line', () => {
  it('keeps a term whose two names a spaced slash joins', () => {
    expect(skillsOf(['SQL (Oracle)', 'SAS 9.4 / SAS EG', 'Power BI', 'Tableau', 'IFRS 9 / ECL'])).toEqual([
      'SQL (Oracle)',
      'SAS 9.4 / SAS EG',
      'Power BI',
      'Tableau',
      'IFRS 9 / ECL',
    ]);
  });

  it('is no list of one term a line when its lines list several', () => {
    expect(skillsOf(['SQL, Python, R', 'Tableau / Power BI', 'Excel, Access'])).toEqual([
      'SQL',
      'Python',
      'R',
      'Tableau',
      'Power BI',
      'Excel',
      'Access',
    ]);
  });
});

describe('a heading of two names joined', () => {
  it('is the section both name, one of them in the singular', () => {
    expect(classifyHeading('SKILLS & PROFICIENCY')?.kind).toBe('skills');
    expect(classifyHeading('Skills and Interests')).toBeNull();
  });
});

describe('the terms of a skills section', () => {
  it('leave out contact details and a credit line read after the section', () => {
    expect(skillsOf(['Forecasting', 'Budgeting', 'Designed with care by a studio for its clients', 'ana.lind@example.org'])).toEqual([
      'Forecasting',
      'Budgeting',
    ]);
  });
});

describe("a title's unit after a spaced dash, the employer on the next line", () => {
  it('stays with the title, and the employer is the part that ends on a legal form', () => {
    const [job] = parseJobs([
      { header: ['Shift Supervisor – Returns & Repairs', 'Halvard Trading Ltd. | 2019 – 2022'], bullets: ['Ran the returns desk.'] },
    ]);
    expect(job).toMatchObject({ title: 'Shift Supervisor – Returns & Repairs', company: 'Halvard Trading Ltd.', start_date: '2019' });
  });
});

describe('a place in brackets after the employer that no list knows', () => {
  const job = (header: string) => parseJobs([{ header: [header], bullets: ['Ran the harvest crew.'] }])[0];

  it('is the place when a region follows the town, or the employer ends on a legal form', () => {
    expect(job('Field Technician, Viña Los Robles S.A. (Peumo, Cachapoal)\tJan 2013 – Apr 2013')).toMatchObject({
      title: 'Field Technician',
      company: 'Viña Los Robles S.A.',
      location: 'Peumo, Cachapoal',
    });
    expect(job('Grower Adviser, Frutas del Maule S.A. (Talca)\tJul 2016 – Apr 2020')).toMatchObject({
      company: 'Frutas del Maule S.A.',
      location: 'Talca',
    });
  });

  it('is no place when it is a title or a note', () => {
    expect(job('Agrícola Los Robles (Farm Manager)\t2016 – 2020')).toMatchObject({ location: '' });
  });
});

describe('a dated header wrapped after a legal form', () => {
  it('takes back the place that went on below it', () => {
    const head = 'Field Technician (Viticulture), Viña Los Robles S.A.';
    const lines = [
      printedAt(`${head}\tJan 2013 – Apr 2013`, 185, 544, 547, `• ${head}`),
      printedAt('(Peumo, Cachapoal)', 194, 558, 312),
      printedAt('• Sampled grapes for harvest maturity across the estate and its neighbours', 185, 572, 547),
      printedAt('• Mapped vineyard blocks', 185, 585, 353),
    ];
    expect(splitEntries(lines)[0]?.header).toEqual([`${head} (Peumo, Cachapoal)\tJan 2013 – Apr 2013`]);
  });
});

describe('the lines the import could not place', () => {
  it('leave out the rest of a word broken before a date column moved to the line end', () => {
    const job = {
      title: 'Intake Clerk',
      company: 'Department of Employment',
      location: 'Pretoria',
      start_date: 'Feb 2015',
      end_date: 'Dec 2016',
      description: [],
    };
    const result = {
      name: 'Lerato Dube',
      contact: { email: '', phone: '', linkedin: '', location: '' },
      summary: '',
      skills: [],
      work_experience: [job],
      education: [],
      custom_sections: [],
    };
    const lines = [line('Intake Clerk, Department of Em-\tFeb 2015 – Dec 2016', 100), line('ployment (Pretoria)', 114)];
    expect(reviewOf(result, lines, []).unplaced).toEqual([]);
  });

  it("leave out a form's contact line whose details were read, labels and all, but keep a label beside nothing read", () => {
    const result = {
      name: 'Lerato Dube',
      contact: { email: 'lerato.dube@example.org', phone: '+27 82 614 9053', linkedin: '', location: 'Pretoria' },
      summary: '',
      skills: [],
      work_experience: [],
      education: [],
      custom_sections: [],
    };
    const lines = [
      line('Email address: lerato.dube@example.org Phone number: +27 82 614 9053', 60),
      line('Home: Pretoria,', 72),
      line('Home address: Kerkstraat 12', 84),
    ];
    expect(reviewOf(result, lines, []).unplaced).toEqual(['Home address: Kerkstraat 12']);
  });
});

describe('places after employers, as a section prints them alike', () => {
  const entry = (header: string) => ({ header: [header], bullets: ['Filed the weekly story.'] });

  it("are read for every job once one job's place was read there", () => {
    const jobs = parseJobs(
      [
        entry('Data Editor\tEditorial Marea S.A. de C.V., Ciudad de Oaxaca\tJun 2021 – Present'),
        entry('Correspondent\tFreelance, Remote\t2018 – 2021'),
        entry('Senior Reporter\tNoticias del Valle, Tlaxiaco, Oax.\t2015 – 2018'),
      ],
      'Ciudad de Oaxaca, OAX',
    );
    expect(jobs.map((job) => [job.company, job.location])).toEqual([
      ['Editorial Marea S.A. de C.V.', 'Ciudad de Oaxaca'],
      ['Freelance', 'Remote'],
      ['Noticias del Valle', 'Tlaxiaco, Oax.'],
    ]);
  });

  it('are not read where no job shows the pattern', () => {
    const jobs = parseJobs([entry('Reporter\tNoticias del Valle, Tlaxiaco\t2015 – 2018'), entry('Editor\tHartley, Osei\t2018 – 2020')]);
    expect(jobs.map((job) => job.location)).toEqual(['', '']);
  });
});

describe('the word beside the dates', () => {
  const entry = (dates: string, title: string, employer: string) => ({ header: [dates, title, employer], bullets: ['Served customers.'] });

  it("is an entry's place where the other entries' places were read there", () => {
    const jobs = parseJobs(
      [
        entry('01/10/2023 – 01/03/2024 | Oulu', 'KIOSK ASSISTANT', 'Oulun Liikuntapalvelut Oy'),
        entry('01/06/2023 – 01/07/2023 | Kuusamo', 'CAMP COUNSELLOR (SUMMER JOB)', 'Koillismaan Leirit ry'),
      ],
      'Oulu, FI',
    );
    expect(jobs[1]).toMatchObject({ title: 'CAMP COUNSELLOR (SUMMER JOB)', company: 'Koillismaan Leirit ry', location: 'Kuusamo' });
  });
});

describe('a running header printed atop the later pages only', () => {
  it('is page furniture when it names the document in small type', () => {
    const onPage = (page: number, text: string, y: number, fontSize = 12): ExtractedLine => ({ ...line(text, y, fontSize, 72), page });
    const lines = [
      onPage(1, 'Ines Valdivia', 60, 22),
      ...Array.from({ length: 8 }, (_, i) => onPage(1, `Ran the weekly stock count for store ${i + 1}.`, 100 + i * 16)),
      onPage(2, 'Ines Valdivia – Curriculum Vitae\tUpdated 08/05/2025', 44, 9),
      onPage(2, 'Valencia, Spain · April 2011 – October 2012', 84),
      onPage(2, 'Portfolio Manager, Brightwater Funds', 105),
    ];
    expect(splitPageFurniture(lines).furniture.map((l) => l.text)).toEqual(['Ines Valdivia – Curriculum Vitae\tUpdated 08/05/2025']);
  });
});
