/** Rules written while round 24 of the parse corpus was added (its development layouts): each fails without its rule. */
import { describe, expect, it } from 'vitest';
import type { ExtractedLine, LineCell } from '../../../extraction/extracted-document';
import { extractContact } from './extract-contact';
import { readSkillsSection } from './extract-skills';
import { findDateRange } from './find-dates';
import { findName } from './find-name';
import { parseJobs } from './parse-entries';
import { parseSchool } from './parse-school';
import { splitEntries } from './split-entries';

const line = (text: string, y: number, fontSize = 10, x = 54): ExtractedLine => ({ text, page: 1, x, y, fontSize, bold: false });
const cell = (text: string, x: number, x1: number): LineCell => ({ text, x, x1, fontSize: 11.2, bold: false });
/** A printed line of 11.2 pt made of these cells. */
const printed = (y: number, ...cells: LineCell[]): ExtractedLine => ({
  ...line(cells.map((c) => c.text).join('\t'), y, 11.2, cells[0]?.x ?? 0),
  cells,
});

describe('the name', () => {
  it('is read whole over two lines after the document title, and a hyphen at the break joins its halves', () => {
    const header = [
      line('Résumé of MARIE-ODILE DU PRÉ-', 57, 22.5, 115),
      line('VALLON', 89, 22.5, 240),
      line('VÉTHEUIL, VAL-D’ORGE', 109, 12, 187),
    ];
    expect(findName(header, header)).toBe('MARIE-ODILE DU PRÉ-VALLON');
  });
});

describe('contact details', () => {
  const contactOf = (...texts: string[]) => {
    const header = [line('Odile Varennes-Brochu', 40, 22), ...texts.map((text, i) => line(text, 60 + i * 12))];
    return extractContact(header, [], header, []);
  };

  it('read a national number written in pairs of digits', () => {
    expect(contactOf('Vétheuil-sur-Orge · 04 91 37 62 58 · odile.vb@courriel-test.fr').phone).toBe('04 91 37 62 58');
  });

  it('read a town and region no list knows beside a profile address, with no e-mail address on the line', () => {
    expect(contactOf('odile.vb@courriel-test.fr', 'Villaverde de los Olmos, Tierra de Campos · linkedin.com/in/odile-vb').location).toBe(
      'Villaverde de los Olmos, Tierra de Campos',
    );
  });

  it('read a region followed by its number in brackets', () => {
    expect(contactOf('Vétheuil-sur-Orge, Hurepoix (91) · odile.vb@courriel-test.fr').location).toBe('Vétheuil-sur-Orge, Hurepoix (91)');
  });

  it('read a region written as a lower-case word, but not a way of working', () => {
    expect(contactOf('Stary Bór Leśny, podlaskie · +48 601 222 333').location).toBe('Stary Bór Leśny, podlaskie');
    expect(contactOf('Stary Bór Leśny, remote · +48 601 222 333').location).toBe('');
  });

  it('read the town and region of an address block, broken after the comma, without postal and country codes', () => {
    expect(contactOf('odile.vb@courriel-test.fr', 'Am Lindenhang 4', 'Oberwald an der Lauter,', 'Rheinland-Pfalz 67999 DE').location).toBe(
      'Oberwald an der Lauter, Rheinland-Pfalz',
    );
    expect(contactOf('odile.vb@courriel-test.fr', 'Flat 2, 14 Mill Rise', 'Kings Ashby, Herts ZZ9', '9ZZ GB').location).toBe(
      'Kings Ashby, Herts',
    );
  });

  it('read a number followed by an e-mail address with only a space between them', () => {
    expect(contactOf('04 91 37 62 58 odile.vb@courriel-test.fr')).toMatchObject({
      phone: '04 91 37 62 58',
      email: 'odile.vb@courriel-test.fr',
    });
  });

  it('read a town and region alone under contact details in the same small type, the name being read elsewhere', () => {
    const header = [line('+63 917 000 1111 rdc.example@seamail.test', 76, 8.5), line('Villaverde de los Olmos, Tierra de Campos', 88, 8.5)];
    expect(extractContact(header, [], header, []).location).toBe('Villaverde de los Olmos, Tierra de Campos');
  });

  it('read a town and region on a line of their own beside the name, but not a greeting', () => {
    expect(contactOf('Villaverde de los Olmos, Tierra de Campos', 'odile.vb@courriel-test.fr').location).toBe(
      'Villaverde de los Olmos, Tierra de Campos',
    );
    expect(contactOf('Hello, Reader.', 'odile.vb@courriel-test.fr').location).toBe('');
  });
});

describe('education', () => {
  const school = (...header: string[]) => parseSchool({ header, bullets: [] });

  it('reads the qualification with its field after "in" as the degree, and the other line as the awarding body', () => {
    expect(school('2014–2016\tGesellenbrief (Lehre) in Holzbau-Technik', 'Handwerkskammer Obertal-Ried')).toMatchObject({
      school: 'Handwerkskammer Obertal-Ried',
      degree: 'Gesellenbrief (Lehre) in Holzbau-Technik',
    });
  });

  it('reads a qualification written in small letters with its field after "in" before the school', () => {
    expect(school('magister (mgr) in Hydrotechnika, Politechnika Nadwiślańska')).toMatchObject({
      school: 'Politechnika Nadwiślańska',
      degree: 'magister (mgr) in Hydrotechnika',
    });
  });

  it('reads a name after a degree and its comma as the school, but a subject as the field', () => {
    expect(school('GCSEs (7 subjects), Hollinwood Park Comprehensive')).toMatchObject({
      school: 'Hollinwood Park Comprehensive',
      degree: 'GCSEs (7 subjects)',
    });
    expect(school('Bachelor of Arts, Political Economics').school).toBe('');
  });

  it('reads the school from a line below the header that a grade ran on into', () => {
    expect(
      parseSchool({ header: ['2007 – 2013\tDiploma in Landscape Design'], bullets: ['Orval School of Design GPA Mention bien'] }),
    ).toMatchObject({
      school: 'Orval School of Design',
      degree: 'Diploma in Landscape Design',
    });
  });

  it('knows a school by a compound ending in -schule', () => {
    expect(school('2008–2011\tFacharbeiterbrief in Metallbau', 'Berufsschule Obertal').school).toBe('Berufsschule Obertal');
  });

  it('reads a field before a degree with its abbreviation in brackets, when no school is named', () => {
    expect(school('Ocean Navigation – Bachelor of Science (BSON)\tCompleted in May 2011')).toMatchObject({
      school: '',
      degree: 'Bachelor of Science (BSON) in Ocean Navigation',
    });
  });

  it('reads a part whose words the degree repeats as its field, not a school', () => {
    expect(school('Youth Work – Bachelor of Youth Work (BYW)\tCompleted in June 2012')).toMatchObject({
      school: '',
      degree: 'Bachelor of Youth Work (BYW) in Youth Work',
    });
  });

  it('reads a field the degree names by its stem as the field, not a school', () => {
    expect(school('Paysagisme – Diplôme de paysagiste\tCompleted in June 2013')).toMatchObject({
      school: '',
      degree: 'Diplôme de paysagiste in Paysagisme',
    });
  });

  it('knows a diplôme as a degree', () => {
    expect(school('Diplôme d’ingénieur paysagiste, École supérieure du Val d’Orval')).toMatchObject({
      school: 'École supérieure du Val d’Orval',
      degree: 'Diplôme d’ingénieur paysagiste',
    });
  });
});

describe('jobs', () => {
  /** An entry whose header is these lines, over one statement. */
  const entry = (...header: string[]) => ({ header, bullets: ['Kept the log.'] });
  const job = (...header: string[]) => parseJobs([entry(...header)])[0];

  it('read a title no vocabulary knows before an employer named by its legal form', () => {
    expect(job('Stagiaire, Bureau Oriel Ingénierie SARL\tFeb 2012 – Jul 2012')).toMatchObject({
      title: 'Stagiaire',
      company: 'Bureau Oriel Ingénierie SARL',
    });
  });

  it('keep a legal form alone after a comma with the name before it', () => {
    expect(job('Deck Cadet, Tidewater Coastal Lines, Inc.\tMay 2008 – May 2009')).toMatchObject({
      title: 'Deck Cadet',
      company: 'Tidewater Coastal Lines, Inc.',
    });
  });

  it('know legal forms written in capitals that are ordinary words in lower case', () => {
    expect(job('Matros, Fjordvik Rederi AS\tJun 2021 – Present')).toMatchObject({ title: 'Matros', company: 'Fjordvik Rederi AS' });
  });

  it('do not split at a comma inside brackets', () => {
    expect(job('Ramp Agent (nights, weekends), Kestrel Ground Handling\tApr 2011 – Mar 2013')).toMatchObject({
      title: 'Ramp Agent (nights, weekends)',
      company: 'Kestrel Ground Handling',
    });
  });

  it('keep what a title covers, after a dash in small letters, with the title', () => {
    expect(job('Coach Driver – school runs and private hire, Kestrel Coaches & Travel\tApr 2009 – Jul 2016')).toMatchObject({
      title: 'Coach Driver – school runs and private hire',
      company: 'Kestrel Coaches & Travel',
    });
  });

  it("part title and employer at a comma where the section's other headers were read so", () => {
    const jobs = parseJobs([
      entry('AUG 2016 – PRESENT | ASHBY DEPOT', 'Driver, Vale Buses Ltd'),
      entry('JAN 2012 – JUL 2016 | ASHBY', 'Driver Trainer, Vale Buses Ltd'),
      entry('SEP 1999 – JAN 2004 | ASHBY', 'Stock Operative, Quickstep Distribution'),
    ]);
    expect(jobs[2]).toMatchObject({ title: 'Stock Operative', company: 'Quickstep Distribution', location: 'ASHBY' });
    const withComma = parseJobs([
      entry('2016 – 2020 | ASHBY', 'Driver, Vale Buses Ltd'),
      entry('2012 – 2016 | ASHBY', 'Driver Trainer, Vale Buses Ltd'),
      entry('2009 – 2012 | ASHBY', 'Collaboratrice, Dufour-Kerlan, architectes'),
    ]);
    expect(withComma[2]).toMatchObject({ title: 'Collaboratrice', company: 'Dufour-Kerlan, architectes' });
  });

  it("part title, employer and place where the section's other headers were read title, comma, employer", () => {
    const jobs = parseJobs([
      entry('Field Manager, Agrícola Los Olmos Ltda. — Chimbal, Maule (May 2020 – Present)'),
      entry('Technical Adviser, Frutícola del Sur S.A. — Talca (Jul 2016 – Apr 2020)'),
      entry('Inspectora Vegetal (contrata), Servicio Agrario Regional (SAR) — Los Robles, Maule (Mar 2014 – Jun 2016)'),
    ]);
    expect(jobs[2]).toMatchObject({
      title: 'Inspectora Vegetal (contrata)',
      company: 'Servicio Agrario Regional (SAR)',
      location: 'Los Robles, Maule',
    });
  });

  it('read a place named with the kind of site beside the dates, where the section prints places there', () => {
    const jobs = parseJobs([
      entry('Aug 2016 – Present | Ashby Vale depot', 'Driver, Vale Buses Ltd'),
      entry('Jan 2012 – Jul 2016 | Ashby Vale', 'Driver Trainer, Vale Buses Ltd'),
    ]);
    expect(jobs[0]).toMatchObject({ title: 'Driver', company: 'Vale Buses Ltd', location: 'Ashby Vale depot' });
  });

  it('read the places after the employers once one shows a town and region, or a legal form, before its place', () => {
    const jobs = parseJobs([
      entry(
        'Directora de biblioteca',
        'Red de Bibliotecas Municipales de Orvalle - Villaseca del Monte, Madrid',
        'October 2018 to Present',
      ),
      entry('Documentalista', 'Editorial Faro del Norte - Girona', 'September 2012 to December 2013'),
      entry('Monteur', 'Elektro Haas GmbH & Co. KG, Oberwald', '2008 – 2012'),
    ]);
    expect(jobs.map((job) => [job.company, job.location])).toEqual([
      ['Red de Bibliotecas Municipales de Orvalle', 'Villaseca del Monte, Madrid'],
      ['Editorial Faro del Norte', 'Girona'],
      ['Elektro Haas GmbH & Co. KG', 'Oberwald'],
    ]);
  });

  it('read the place on the dates line when the other line holds title and employer', () => {
    expect(
      job('Apr 2013 – Mar 2018 | Kirrawee, Tasman Coast', 'Line Technician, Base Maintenance Section, Orrin Aero Engineering K.K.'),
    ).toMatchObject({
      title: 'Line Technician, Base Maintenance Section',
      company: 'Orrin Aero Engineering K.K.',
      location: 'Kirrawee, Tasman Coast',
    });
  });
});

describe('a header wrapped beside its dates', () => {
  const entries = () => [
    printed(183, cell('Senior Caseworker, Family Unit, Omphile Thuso', 81, 371), cell('Feb 2020 – Present', 460, 547)),
    printed(199, cell('Children & Families Trust NPC', 81, 240)),
    printed(215, cell('Carry a caseload of 80 files and supervise four caseworkers and two aides', 111, 540)),
    printed(340, cell('Caseworker (Grade 1), Department of Social Welfare,', 81, 370), cell('Jan 2015 – Jan 2020', 455, 547)),
    printed(356, cell('Harrowgate District Office', 81, 230)),
    printed(371, cell('Home visits to villages without public transport, often 120 km in a day', 111, 530)),
  ];

  it('runs on into the next line once one header ends on a comma, and the others of the section alike', () => {
    expect(splitEntries(entries()).map((entry) => entry.header)).toEqual([
      ['Senior Caseworker, Family Unit, Omphile Thuso Children & Families Trust NPC\tFeb 2020 – Present'],
      ['Caseworker (Grade 1), Department of Social Welfare, Harrowgate District Office\tJan 2015 – Jan 2020'],
    ]);
  });

  it('does not run on when no header of the section shows a wrap', () => {
    const lines = entries().filter((_, i) => i < 3);
    expect(splitEntries(lines)[0]?.header).toEqual([
      'Senior Caseworker, Family Unit, Omphile Thuso\tFeb 2020 – Present',
      'Children & Families Trust NPC',
    ]);
    // A region's code in capitals ends a place, whatever small word it spells.
    const coded = [
      printed(291, cell('Marshgate Holdings, Baton Rouge, LA', 81, 236), cell('May 2023 – Jul 2024', 460, 547)),
      printed(303, cell('Head of Finance', 81, 160)),
    ];
    expect(splitEntries([...coded, ...lines])[0]?.header).toEqual([
      'Marshgate Holdings, Baton Rouge, LA\tMay 2023 – Jul 2024',
      'Head of Finance',
    ]);
  });
});

describe('a dated header left open on a joining word', () => {
  it('runs on into the line under its text, whatever its first letter', () => {
    const lines = [
      printed(563, cell('Sept. 2007 — June 2013', 198, 300), cell('Diplôme d’État de paysagiste (niveau master) in', 310, 520)),
      printed(576, cell('Urbanisme', 310, 360)),
      printed(587, cell('École supérieure du Val d’Orval', 310, 470)),
    ];
    expect(splitEntries(lines)[0]?.header[0]).toBe('Sept. 2007 — June 2013\tDiplôme d’État de paysagiste (niveau master) in Urbanisme');
  });
});

describe('dates', () => {
  it('are not read from a word that ends a range inside a sentence', () => {
    expect(findDateRange('Kept the reading lists for the seminar up to date')).toBeNull();
    expect(findDateRange('Eddy current inspection (as assistant)')).toBeNull();
    expect(findDateRange('(Current)')?.start).toBe('Current');
    expect(findDateRange('Jan 2019 to date')).toMatchObject({ start: 'Jan 2019', end: 'to date' });
  });
});

describe('skills', () => {
  it('keep a term the list was cut at whole when the next line starts in small letters, after a named group', () => {
    const lines = ['Aircraft & systems — B767, Borescope inspection, Eddy', 'current (assist), Landing gear, Human factors'].map(
      (text, i) => line(text, 582 + i * 11, 9.5, 43),
    );
    expect(readSkillsSection(lines, { rightEdge: null, words: new Set() }).skills).toEqual([
      'B767',
      'Borescope inspection',
      'Eddy current (assist)',
      'Landing gear',
      'Human factors',
    ]);
  });
});
