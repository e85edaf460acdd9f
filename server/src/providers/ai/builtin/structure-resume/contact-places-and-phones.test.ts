import { describe, expect, it } from 'vitest';
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { splitContactParts } from './contact-patterns';
import { extractContact } from './extract-contact';
import { parseJobs } from './parse-entries';
import { parseLocation, placeWithoutComma, splitOffPlace } from './places';

const line = (text: string, y: number): ExtractedLine => ({ text, page: 1, x: 50, y, fontSize: 10, bold: false });

/** The header block of a sidebar theme: name, headline, then one detail per line. */
function sidebarHeader(details: string[]): ExtractedLine[] {
  return [line('Marisol Achterberg', 40), line('Payroll Specialist', 60), ...details.map((text, i) => line(text, 90 + i * 14))];
}

describe('places printed without their comma', () => {
  it('reads a US city with its state code, and the country code after it', () => {
    expect(placeWithoutComma('Tacoma WA US')).toBe('Tacoma, WA');
    expect(placeWithoutComma('Grand Rapids MI')).toBe('Grand Rapids, MI');
    expect(placeWithoutComma('Grand Rapids XY')).toBeNull();
  });

  it("reads a country whose name has small words ('of', 'and') in it", () => {
    expect(placeWithoutComma('Busan Republic of Korea')).toBe('Busan, Republic of Korea');
    expect(placeWithoutComma('Port of Spain Trinidad and Tobago')).toBeNull();
    expect(placeWithoutComma('San Fernando Trinidad and Tobago')).toBe('San Fernando, Trinidad and Tobago');
  });

  it("does not read a country's own name as a city and a country", () => {
    expect(placeWithoutComma('Republic of Korea')).toBeNull();
    expect(parseLocation('Republic of Korea')).toBeNull();
  });

  it('finds the place in a sidebar header that prints it without commas', () => {
    const header = sidebarHeader(['Tacoma WA US', 'marisol@example.org', '(253) 555-0147']);
    expect(extractContact(header, [], header, []).location).toBe('Tacoma, WA');
  });

  it('reads a city over its country (a country of several words) as one place', () => {
    const header = sidebarHeader(['Busan', 'Republic of Korea', 'marisol@example.org']);
    expect(extractContact(header, [], header, []).location).toBe('Busan, Republic of Korea');
  });
});

describe('phone numbers whose last group reads like a year', () => {
  it('are still phone numbers', () => {
    const header = sidebarHeader(['+44 68 629 1904', 'marisol@example.org']);
    expect(extractContact(header, [], header, []).phone).toBe('+44 68 629 1904');
    const local = sidebarHeader(['(253) 555-2019']);
    expect(extractContact(local, [], local, []).phone).toBe('(253) 555-2019');
  });

  it('while years side by side and ranges are not', () => {
    const header = sidebarHeader(['2011 2015 2019', '2012 – 2016 2020']);
    expect(extractContact(header, [], header, []).phone).toBe('');
  });
});

describe('an e-mail address broken over two lines', () => {
  it('is taken whole from the link behind it when the page shows only its tail', () => {
    const header = sidebarHeader(['# mari-', 'sol.achterberg@example.org']);
    expect(extractContact(header, [], header, ['mailto:marisol.achterberg@example.org']).email).toBe('marisol.achterberg@example.org');
  });

  it('is read as printed when the link points elsewhere', () => {
    const header = sidebarHeader(['sol.achterberg@example.org']);
    expect(extractContact(header, [], header, ['mailto:jobs@example.org']).email).toBe('sol.achterberg@example.org');
  });
});

describe("a country's two-letter code after its name", () => {
  it('adds nothing to the place', () => {
    expect(parseLocation('Munich, Germany DE')).toBe('Munich, Germany');
    expect(parseLocation('Munich, Germany XY')).toBe('Munich, Germany');
    expect(parseLocation('Munich, Wherever DE')).toBeNull();
  });
});

describe('places vouched for by a region or a large city', () => {
  it("reads a city and its country's region ('Toronto, Ontario', 'Pune, Maharashtra', 'Sydney, NSW')", () => {
    expect(parseLocation('Kingston, Ontario')).toBe('Kingston, Ontario');
    expect(parseLocation('Pune, Maharashtra')).toBe('Pune, Maharashtra');
    expect(parseLocation('Wollongong, NSW')).toBe('Wollongong, NSW');
    expect(parseLocation('Halden Grammar School, Auckland')).toBeNull();
  });

  it('reads a large city printed alone in the header as the place', () => {
    const header = sidebarHeader(['Melbourne', 'marisol@example.org']);
    expect(extractContact(header, [], header, []).location).toBe('Melbourne');
  });

  it('does not read a word that is also a town as a place', () => {
    const header = sidebarHeader(['Mobile', '(253) 555-0147']);
    expect(extractContact(header, [], header, []).location).toBe('');
  });
});

describe('the full stop after a place that ends a header', () => {
  it('is not part of the place, while an abbreviation inside it keeps its own', () => {
    expect(splitOffPlace('Supply Chain Manager, Oakridge Shipping, Burlington, VT.')?.[1]).toBe('Burlington, VT');
    expect(splitOffPlace('Analyst, Kestrel Labs, St. Louis, MO.')?.[1]).toBe('St. Louis, MO');
  });
});

describe('phone numbers in a national spelling', () => {
  it('reads a number with its trunk prefix and no country code', () => {
    for (const phone of ['0412 775 309', '07700 900123', '(11) 98765-4321', '030 1234 5678']) {
      const header = sidebarHeader(['marisol@example.org', phone, 'Geelong, VIC']);
      expect(extractContact(header, [], header, []).phone).toBe(phone);
    }
  });

  it('does not read a range of years or a postal code with its extension as one', () => {
    for (const part of ['2019 - 2021', '97201-1234']) {
      const header = sidebarHeader(['marisol@example.org', part]);
      expect(extractContact(header, [], header, []).phone).toBe('');
    }
  });
});

describe('regions named with their kind', () => {
  it("reads a city with a region that says it is one ('Oyo State', 'Limpopo Province')", () => {
    expect(parseLocation('Ibadan, Oyo State')).toBe('Ibadan, Oyo State');
    expect(parseLocation('Polokwane, Limpopo Province, South Africa')).toBe('Polokwane, Limpopo Province');
  });

  it('does not read a university or an employer as a place', () => {
    expect(parseLocation('Columbus, Ohio State')).toBeNull();
    expect(parseLocation('Mercy Hospital, Lagos State')).toBeNull();
  });
});

describe("a region's code from a country no list here covers", () => {
  it('reads a city and its code as the place in the contact block', () => {
    const header = sidebarHeader(['marisol@example.org', '+55 31 99876-5432', 'Belo Horizonte, MG']);
    expect(extractContact(header, [], header, []).location).toBe('Belo Horizonte, MG');
  });

  it("does not read a name with a credential after it ('…, RN') as a place", () => {
    const header = [line('Marisol Achterberg, RN', 40), line('marisol@example.org', 60)];
    expect(extractContact(header, [], header, []).location).toBe('');
  });
});

describe('a mark after the last contact detail', () => {
  it('is no part of the detail', () => {
    expect(splitContactParts('+55 31 99876-5432 ✦ ana@example.org ✦ Belo Horizonte, MG ✦')).toEqual([
      '+55 31 99876-5432',
      'ana@example.org',
      'Belo Horizonte, MG',
    ]);
  });
});

describe("places in the jobs of the home country's kind", () => {
  /** The job of an entry with a title line over an employer's line. */
  const job = (company: string) => ({ header: ['Designer', company], bullets: [] });
  const readWithHome = (entry: { header: string[]; bullets: string[] }, homePlace: string) => parseJobs([entry], homePlace)[0]!;

  it("splits a city with its region's code off the employer, where the contact block shows that kind of code", () => {
    expect(readWithHome(job('Agência Serra Verde Ltda., São Paulo, SP (hybrid)'), 'Belo Horizonte, MG')).toMatchObject({
      company: 'Agência Serra Verde Ltda.',
      location: 'São Paulo, SP (hybrid)',
    });
  });

  it('splits the home town, or a town after a legal or organisation word, off the employer', () => {
    expect(readWithHome(job('Kahvila Mansikka, Tampere'), 'Tampere')).toMatchObject({
      company: 'Kahvila Mansikka',
      location: 'Tampere',
    });
    expect(readWithHome(job('Halden & Price Insurance Ltd, Stockport'), 'Manchester, Greater Manchester')).toMatchObject({
      company: 'Halden & Price Insurance Ltd',
      location: 'Stockport',
    });
    expect(readWithHome(job('Wiza, Hagenes and Goodwin'), 'Leeds').company).toBe('Wiza, Hagenes and Goodwin');
    expect(readWithHome(job('Acme Ltd, Operations Manager'), 'Leeds').company).toBe('Acme Ltd, Operations Manager');
  });

  it('leaves the employer whole for a home place in the US, and a credential after a name', () => {
    expect(readWithHome(job('Northwind Clinic, Springfield, QX'), 'Boise, ID').company).toBe('Northwind Clinic, Springfield, QX');
    expect(readWithHome(job('Mercy Hospital, Ada Okafor, RN'), 'Belo Horizonte, MG').company).toBe('Mercy Hospital, Ada Okafor, RN');
  });
});

describe('contact details of other countries and forms', () => {
  it("reads each detail of a form's line, whose labels only a space sets apart", () => {
    const header = [
      line('Abena Mensah', 40),
      line('Email address: abena@example.org Phone number: 07700 900461', 60),
      line('LinkedIn: https://www.linkedin.com/in/abena-mensah Home: Manchester, Greater Manchester', 72),
    ];
    expect(extractContact(header, [], header, [])).toMatchObject({
      email: 'abena@example.org',
      phone: '07700 900461',
      location: 'Manchester, Greater Manchester',
    });
  });

  it("reads a place with a ZIP code, a country's code, or small words in the city's name", () => {
    expect(parseLocation('KILLEEN, TX 76542')).toBe('KILLEEN, TX');
    for (const [detail, place] of [
      ['Shibuya-ku, Tokyo, JP', 'Shibuya-ku, Tokyo'],
      ['Ciudad de México, CDMX', 'Ciudad de México, CDMX'],
    ]) {
      const header = sidebarHeader(['marisol@example.org', detail!]);
      expect(extractContact(header, [], header, []).location).toBe(place);
    }
  });
});

describe('a district of a large city, and a city alone on an address line', () => {
  it('reads either as the place in the contact block', () => {
    for (const [detail, place] of [
      ['Shibuya-ku, Tokyo', 'Shibuya-ku, Tokyo'],
      ['Tampere,', 'Tampere'],
    ]) {
      const header = sidebarHeader(['marisol@example.org', detail!, '+358 40 718 2295']);
      expect(extractContact(header, [], header, []).location).toBe(place);
    }
  });

  it('does not read a heading or an employer before a comma as a place', () => {
    for (const detail of ['Experience,', 'Northwind Logistics,']) {
      const header = sidebarHeader(['marisol@example.org', detail]);
      expect(extractContact(header, [], header, []).location).toBe('');
    }
  });
});

describe("a town alone among a job's header parts", () => {
  it('is where the job was, not the employer', () => {
    const entry = { header: ['01/11/2023 – CURRENT | Tampere', 'BARISTA (PART-TIME)', 'Kahvila Mansikka'], bullets: [] };
    expect(parseJobs([entry], 'Tampere')[0]).toMatchObject({
      title: 'BARISTA (PART-TIME)',
      company: 'Kahvila Mansikka',
      location: 'Tampere',
    });
    const london = { header: ['2019 – 2021 | London', 'Data Analyst', 'Northwind Freight'], bullets: [] };
    expect(parseJobs([london], 'Leeds')[0]).toMatchObject({ company: 'Northwind Freight', location: 'London' });
  });
});
