/** Rules from round 7 of the parse corpus: conventions of layouts the reader had not met. */
import { describe, expect, it } from 'vitest';
import { findDateRange } from './find-dates';

describe('a date printed year first with the name of its month', () => {
  it('reads a range of such dates', () => {
    expect(findDateRange('2019-May - 2022-Jun')).toMatchObject({ start: '2019-May', end: '2022-Jun' });
    expect(findDateRange('2013-Mar – Present')).toMatchObject({ start: '2013-Mar', end: 'Present' });
  });

  it('still reads a range whose dash has no spaces before a month and year', () => {
    expect(findDateRange('2019-Mar 2021')).toMatchObject({ start: '2019', end: 'Mar 2021' });
  });
});
