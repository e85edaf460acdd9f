import { describe, expect, it } from 'vitest';
import { parseSchool } from './parse-school';
import { splitEntries } from './split-entries';

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

describe('a class of degree in brackets', () => {
  it('is part of the degree when it carries no mark, commas and all', () => {
    expect(read(['BEng (First Class, Merit Award) in Naval Architecture', 'Port Tarrow University', '2011 – 2015'])).toEqual([
      'Port Tarrow University',
      'BEng (First Class, Merit Award) in Naval Architecture',
      '2011',
      '2015',
    ]);
  });

  it('keeps a class named with its honours', () => {
    expect(read(['Quillbridge College', 'BA (Joint Honours) in Theology and Music', '2002 – 2005'])[1]).toBe(
      'BA (Joint Honours) in Theology and Music',
    );
  });

  it('is left out with its mark, as a grade is', () => {
    expect(read(['Quillbridge College', 'BA (Honours, 2:1) in Theology', '2002 – 2005'])[1]).toBe('BA in Theology');
  });
});

describe('schools whose dates close each entry on a line of their own', () => {
  const line = (text: string, y: number) => ({ text, page: 1, x: 446, y, fontSize: 7, bold: false });

  it('end each entry at its dates, however many lines the degree wrapped onto', () => {
    const entries = splitEntries(
      [
        'Master of Business',
        'Administration in',
        'Economics',
        'University of Wexmoor',
        '2010 - 2012',
        'Bachelor of Science in',
        'Accounting',
        'Kilbride University',
        '2006 - 2010',
      ].map((text, i) => line(text, 250 + i * 9)),
    );
    expect(entries.map(parseSchool).map((s) => [s.school, s.start_date, s.end_date])).toEqual([
      ['University of Wexmoor', '2010', '2012'],
      ['Kilbride University', '2006', '2010'],
    ]);
  });
});

describe('a field printed before its degree', () => {
  it('reads as the degree in that field, on one line with a comma or on the line above', () => {
    expect(read(['Kestrel Polytechnic', 'Computer Science, Master of Science'])[1]).toBe('Master of Science in Computer Science');
    expect(read(['Kestrel Polytechnic\tSep 2008 – Jul 2010', 'Economics', 'Master of Business Administration'])[1]).toBe(
      'Master of Business Administration in Economics',
    );
  });
});

describe('a range joined by an arrow', () => {
  it('reads its start and end', () => {
    expect(read(['Kestrel Polytechnic', 'Bachelor of Arts in History', 'Sep 2008 → Jul 2012']).slice(2)).toEqual(['Sep 2008', 'Jul 2012']);
  });
});

describe('ranges written with words', () => {
  it("read 'to date' and 'till date' as the open end, and 'till' between two dates", () => {
    expect(read(['Kestrel Polytechnic', 'Diploma in Nursing', 'Jan 2020 to date']).slice(2)).toEqual(['Jan 2020', 'to date']);
    expect(read(['Kestrel Polytechnic', 'Diploma in Nursing', 'Jan 2020 till date']).slice(2)).toEqual(['Jan 2020', 'till date']);
    expect(read(['Kestrel Polytechnic', 'Diploma in Nursing', 'Jan 2016 till Mar 2018']).slice(2)).toEqual(['Jan 2016', 'Mar 2018']);
  });
});

describe("'Degree, Field, School' on one line", () => {
  it('puts the field with the degree and leaves the school its own name', () => {
    expect(read(['Master of Arts, History, Harlow State University\tSeptember 2011 – May 2013']).slice(0, 2)).toEqual([
      'Harlow State University',
      'Master of Arts, History',
    ]);
    expect(read(['Bachelor of Arts, History, University of Eastbrook.\t2006 – 2010'])[0]).toBe('University of Eastbrook');
  });
});

describe('a note after a semicolon or bar on the degree line', () => {
  it('keeps the degree and leaves the grade out', () => {
    expect(read(['Dunmore Institute of Technology', 'Bachelor of Engineering in Acoustics; GPA 3.55/4.0\tAug 2012 – May 2016'])).toEqual([
      'Dunmore Institute of Technology',
      'Bachelor of Engineering in Acoustics',
      'Aug 2012',
      'May 2016',
    ]);
  });

  it('leaves out an honour after a bar but keeps a clause that is not a note', () => {
    expect(read(['Dunmore Institute of Technology', "Master of Arts in Linguistics | Dean's List"])[1]).toBe(
      'Master of Arts in Linguistics',
    );
    expect(read(['Dunmore Institute of Technology', 'Master of Arts in Linguistics; Phonology'])[1]).toBe(
      'Master of Arts in Linguistics; Phonology',
    );
  });
});

describe('schools and degrees named as they are abroad', () => {
  it("reads a school named in its own language ('Universidade', 'Universität')", () => {
    expect(read(['B.Des. in Graphic Design, Universidade Federal de Lavras\t2014 – 2018'])).toEqual([
      'Universidade Federal de Lavras',
      'B.Des. in Graphic Design',
      '2014',
      '2018',
    ]);
    expect(read(['M.Sc. in Physics, Technische Universität Dresden\t2012 – 2014'])[0]).toBe('Technische Universität Dresden');
  });

  it("reads a degree's abbreviation from other systems ('B.Tech', 'LL.B') as a degree, apart from its school", () => {
    expect(read(['B.Tech, Mechanical Engineering, Kestrel Institute of Technology\t2015 – 2019']).slice(0, 2)).toEqual([
      'Kestrel Institute of Technology',
      'B.Tech, Mechanical Engineering',
    ]);
    expect(read(['LL.B, Harlow Law School, 2013']).slice(0, 2)).toEqual(['Harlow Law School', 'LL.B']);
    expect(read(['B.N.Sc. in Nursing Science, Kestrel University\t2009 – 2014']).slice(0, 2)).toEqual([
      'Kestrel University',
      'B.N.Sc. in Nursing Science',
    ]);
  });

  it('reads secondary qualifications and the schools that give them', () => {
    expect(read(['A-levels in Business Studies, English Language', 'Chadderton Vale Sixth Form', '2007 – 2009']).slice(0, 2)).toEqual([
      'Chadderton Vale Sixth Form',
      'A-levels in Business Studies, English Language',
    ]);
  });

  it("does not take a place's dotted letters ('D.C.') for a degree", () => {
    expect(read(['Bachelor of Arts in History', 'Harlow University, Washington, D.C.', '2010 – 2014'])[1]).toBe(
      'Bachelor of Arts in History',
    );
  });
});
