/** An employer's line over a title whose first word is also an organisation's word. */
import { describe, expect, it } from 'vitest';
import { parseJob } from './parse-entries';

describe('a title that ends on its head noun', () => {
  it('is the title even when it starts with a word organisations use', () => {
    const job = parseJob({ header: ['Brightwater Distribution\tMar 2016 - Jan 2019', 'Analytics Manager'], bullets: [] });
    expect(job).toMatchObject({ title: 'Analytics Manager', company: 'Brightwater Distribution' });
  });

  it('still reads the first printed part as the title when neither says which it is', () => {
    const job = parseJob({ header: ['Night Porter\tMar 2016 - Jan 2019', 'Brightwater Freight'], bullets: [] });
    expect(job).toMatchObject({ title: 'Night Porter', company: 'Brightwater Freight' });
  });
});
