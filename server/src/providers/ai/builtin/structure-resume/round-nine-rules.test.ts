/** Rules from round 9 of the parse corpus: conventions of layouts the reader had not met. */
import { describe, expect, it } from 'vitest';
import { classifyHeading } from './detect-sections';
import { parseJob } from './parse-entries';

describe('what academic CVs and older conventions call the jobs', () => {
  it('reads appointments, positions and employment as experience', () => {
    const kinds = ['Professional Appointments', 'Academic Positions', 'Appointments', 'Previous Employment'].map(
      (text) => classifyHeading(text)?.kind,
    );
    expect(kinds).toEqual(['experience', 'experience', 'experience', 'experience']);
  });
});

describe('a job on one line with its dates in brackets at the end', () => {
  it('keeps the range whole, so its dash cuts no part and no bracket reaches the place', () => {
    const job = parseJob({ header: ['Curriculum Designer, Windrow School — Fort Collins, CO (May 2023 – Sep 2024)'], bullets: [] });
    expect(job).toMatchObject({
      title: 'Curriculum Designer',
      company: 'Windrow School',
      location: 'Fort Collins, CO',
      start_date: 'May 2023',
      end_date: 'Sep 2024',
    });
  });

  it('still reads cells set apart by a tab on either side of the dates', () => {
    const job = parseJob({ header: ['Finance Manager, Saltmarsh Partners, Albany, NY (01/11/2023 to present).\t2023–'], bullets: [] });
    expect(job).toMatchObject({ title: 'Finance Manager', company: 'Saltmarsh Partners', location: 'Albany, NY' });
  });
});
