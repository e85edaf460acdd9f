// Date ranges as CVs from several countries print them. Each is kept as printed.
import { describe, expect, it } from 'vitest';
import { findDateRange } from './find-dates';

const rangeOf = (text: string) => {
  const range = findDateRange(text);
  return range ? [range.start, range.end] : null;
};

describe('a range with days in it', () => {
  it('keeps the day on both ends, before or after the month', () => {
    expect(rangeOf('1 March 2019 – 30 June 2021')).toEqual(['1 March 2019', '30 June 2021']);
    expect(rangeOf('March 1, 2019 – June 30, 2021')).toEqual(['March 1, 2019', 'June 30, 2021']);
    expect(rangeOf('3rd May 2018 – Present')).toEqual(['3rd May 2018', 'Present']);
  });

  it('takes no figure before the month for a day', () => {
    expect(rangeOf('GPA 3.1 September 2011 – May 2013')).toEqual(['September 2011', 'May 2013']);
  });
});

describe('a range in month and year with a hyphen', () => {
  it('is read, and no longer number is cut into one', () => {
    expect(rangeOf('12-2019 – 02-2021')).toEqual(['12-2019', '02-2021']);
    expect(rangeOf('2010-2019')).toEqual(['2010', '2019']);
  });
});

describe('months and open ends in other languages', () => {
  it('are read as printed', () => {
    expect(rangeOf('mars 2019 – juin 2021')).toEqual(['mars 2019', 'juin 2021']);
    expect(rangeOf('März 2019 – heute')).toEqual(['März 2019', 'heute']);
    expect(rangeOf('marzo 2019 – actualidad')).toEqual(['marzo 2019', 'actualidad']);
    expect(rangeOf('maart 2016 – mei 2018')).toEqual(['maart 2016', 'mei 2018']);
  });
});
