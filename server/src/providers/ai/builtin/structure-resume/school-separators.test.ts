import { describe, expect, it } from 'vitest';
import { parseSchool } from './parse-school';

const read = (header: string[]) => {
  const school = parseSchool({ header, bullets: [] });
  return [school.school, school.degree, school.start_date, school.end_date];
};

describe('a school set apart from its degree by a spaced dash or bar', () => {
  it('reads the school after the dash, the degree and its field before it', () => {
    expect(read(['Bachelor of Arts, Economics - University of Highvale', 'September 2018 - June 2022'])).toEqual([
      'University of Highvale',
      'Bachelor of Arts, Economics',
      'September 2018',
      'June 2022',
    ]);
  });

  it('reads the school before a bar as well', () => {
    expect(read(['Kestrel Polytechnic | Master of Science in Geology\t2014 – 2016'])).toEqual([
      'Kestrel Polytechnic',
      'Master of Science in Geology',
      '2014',
      '2016',
    ]);
  });

  it('leaves a dash between a degree and its field alone', () => {
    expect(read(['Kestrel Polytechnic', 'Master of Science - Geology'])).toEqual([
      'Kestrel Polytechnic',
      'Master of Science - Geology',
      '',
      '',
    ]);
  });
});

describe('a field printed before its degree with a slash', () => {
  it('reads as the degree in that field', () => {
    expect(read(['Kestrel Polytechnic\tSeptember 2013 - May 2015', 'Interaction Design / Master of Science'])).toEqual([
      'Kestrel Polytechnic',
      'Master of Science in Interaction Design',
      'September 2013',
      'May 2015',
    ]);
  });
});

describe('a grade in brackets after the degree', () => {
  it('is left out of the degree, and the degree is kept', () => {
    expect(read(['Halden College', 'Bachelor of Arts in Finance (GPA 3.7/4.0)', 'September 2004 – May 2008'])).toEqual([
      'Halden College',
      'Bachelor of Arts in Finance',
      'September 2004',
      'May 2008',
    ]);
  });
});
