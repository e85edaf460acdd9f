/** An education entry that prints the field and the degree but no school. */
import { describe, expect, it } from 'vitest';
import { isFieldOfStudy } from './field-of-study';
import { parseSchool } from './parse-school';

describe('a field of study beside a bare degree, with no school', () => {
  it('is the degree’s field, not the school', () => {
    const school = parseSchool({ header: ['Geology – Bachelor of Science\tCompleted in May 2012'], bullets: [] });
    expect(school).toMatchObject({ school: '', degree: 'Bachelor of Science in Geology', end_date: 'May 2012' });
  });

  it('still reads a name that is not a subject as the school', () => {
    const school = parseSchool({ header: ['Brightwater – Master of Arts\t2015'], bullets: [] });
    expect(school).toMatchObject({ school: 'Brightwater', degree: 'Master of Arts' });
  });

  it('tells subjects from names', () => {
    expect(isFieldOfStudy('Computer Science')).toBe(true);
    expect(isFieldOfStudy('Politics and International Relations')).toBe(true);
    expect(isFieldOfStudy('Brightwater')).toBe(false);
    expect(isFieldOfStudy('Class of 2015')).toBe(false);
  });
});
