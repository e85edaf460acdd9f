// How a degree printed under its school is read. Schools and fields here are invented.
import { describe, expect, it } from 'vitest';
import { parseSchool } from './parse-school';

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
