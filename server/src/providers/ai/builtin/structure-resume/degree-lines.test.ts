// How a degree printed under its school is read. Schools and fields here are invented.
import { describe, expect, it } from 'vitest';
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { parseSchool, parseSchools } from './parse-school';
import { splitEntries } from './split-entries';
import { printedLine } from './test-support/printed-lines';

describe('a degree line under the school, read as the entry’s first statement', () => {
  it('is the degree, note and all, however long its note runs', () => {
    const school = parseSchool({
      header: ['Polytechnic of Lower Brenvale\tOct 2011 – Jun 2013'],
      bullets: ['engineer (eng.) in Land Surveying, speciality: cadastral registers and boundary law', 'GPA very good (5.0)'],
    });
    expect(school).toMatchObject({
      school: 'Polytechnic of Lower Brenvale',
      degree: 'engineer (eng.) in Land Surveying, speciality: cadastral registers and boundary law',
      start_date: 'Oct 2011',
      end_date: 'Jun 2013',
    });
  });

  it('is no degree when the long line is a statement about the studies', () => {
    const school = parseSchool({
      header: ['Polytechnic of Lower Brenvale\tOct 2011 – Jun 2013'],
      bullets: ['Led the student surveying society and ran its field weekends in the hills every spring term'],
    });
    expect(school.degree).toBe('');
  });
});

describe('a section whose entries print the degree, a spaced dash, then the school', () => {
  it('reads the school after the dash even where its name has no word that says school', () => {
    const schools = parseSchools([
      {
        header: ['Master Craftsman Certificate (Guild Seal), Joinery - Guild Chamber of Lower Brenvale', 'September 2016 - June 2018'],
        bullets: [],
      },
      {
        header: [
          'Journeyman Certificate (dual training), Cabinet Making - Brenvale School of Joinery Trades',
          'August 2008 - January 2012',
        ],
        bullets: [],
      },
    ]);
    expect(schools.map((school) => [school.school, school.degree])).toEqual([
      ['Guild Chamber of Lower Brenvale', 'Master Craftsman Certificate (Guild Seal), Joinery'],
      ['Brenvale School of Joinery Trades', 'Journeyman Certificate (dual training), Cabinet Making'],
    ]);
  });

  it('leaves the entry alone where no other entry is printed that way', () => {
    const [school] = parseSchools([
      { header: ['Master Craftsman Certificate (Guild Seal), Joinery - Guild Chamber of Lower Brenvale', '2016 - 2018'], bullets: [] },
    ]);
    expect(school?.school).toBe('');
  });
});

describe('a degree at a school whose name wraps beside the dates', () => {
  const headerRow = (degree: string, place: string, dates: string, y: number): ExtractedLine => {
    const text = `${degree} at ${place}`;
    return {
      text: `${text}\t${dates}`,
      page: 2,
      x: 42,
      y,
      fontSize: 12,
      bold: true,
      cells: [
        { text, boldLead: degree, x: 42, x1: 440, fontSize: 12, bold: true },
        { text: dates, x: 472, x1: 571, fontSize: 9.7, bold: false },
      ],
    };
  };
  const plain = (text: string, y: number) => printedLine(text, { x: 42, y, right: 42 + text.length * 5.5, size: 12, page: 2 });

  it('reads the school whole, in the plain type its name began in', () => {
    const schools = splitEntries([
      headerRow('Diploma (Distinction) in Soil and Water Management', 'Brenvale', 'Sept 2010 - Dec 2013', 120),
      plain('Polytechnic of the Uplands', 136),
      headerRow('Upper Secondary Certificate (Sciences)', 'Tarnholm Girls’ Upper', 'Jan 2006 - Nov 2009', 160),
      plain('School', 177),
    ]).map(parseSchool);
    expect(schools.map((school) => school.school)).toEqual(['Brenvale Polytechnic of the Uplands', 'Tarnholm Girls’ Upper School']);
  });
});
