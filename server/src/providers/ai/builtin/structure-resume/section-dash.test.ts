// A section whose headers all part title and employer with one kind of dash. Employers, titles and
// places here are invented.
import { describe, expect, it } from 'vitest';
import { parseJobs } from './parse-entries';

describe('the dash every header of a section parts its fields with', () => {
  it('is the only separator: a dash of another kind inside a header is part of a name', () => {
    const jobs = parseJobs([
      { header: ['Brindle & Oak Interiors - Shop Manager\tMar 2019 – Present'], bullets: ['Ran a team of nine.'] },
      { header: ['Wexcombe Homewares - Deputy Shop Lead\tJun 2015 – Feb 2019'], bullets: ['Opened the second branch.'] },
      { header: ['Tarrowby Outfitters – Lanternquay Arcade - Stock Clerk (weekends)\tSep 2012 – May 2015'], bullets: [] },
    ]);
    expect(jobs.map((job) => [job.title, job.company, job.start_date, job.end_date])).toEqual([
      ['Shop Manager', 'Brindle & Oak Interiors', 'Mar 2019', 'Present'],
      ['Deputy Shop Lead', 'Wexcombe Homewares', 'Jun 2015', 'Feb 2019'],
      ['Stock Clerk (weekends)', 'Tarrowby Outfitters – Lanternquay Arcade', 'Sep 2012', 'May 2015'],
    ]);
  });

  it('still parts off a place that a dash of another kind leads to', () => {
    const jobs = parseJobs([
      { header: ['Brindle & Oak Interiors - Shop Manager – Tarnholm, UK\tMar 2019 – Present'], bullets: [] },
      { header: ['Wexcombe Homewares - Deputy Shop Lead\tJun 2015 – Feb 2019'], bullets: [] },
    ]);
    expect(jobs.map((job) => [job.title, job.company, job.location])).toEqual([
      ['Shop Manager', 'Brindle & Oak Interiors', 'Tarnholm, UK'],
      ['Deputy Shop Lead', 'Wexcombe Homewares', ''],
    ]);
  });

  it('does not hold where the headers part their fields in different ways', () => {
    const jobs = parseJobs([
      { header: ['Shop Manager – Brindle & Oak Interiors\tMar 2019 – Present'], bullets: [] },
      { header: ['Deputy Shop Lead, Wexcombe Homewares\tJun 2015 – Feb 2019'], bullets: [] },
    ]);
    expect(jobs.map((job) => [job.title, job.company])).toEqual([
      ['Shop Manager', 'Brindle & Oak Interiors'],
      ['Deputy Shop Lead', 'Wexcombe Homewares'],
    ]);
  });
});

describe('a freelancer’s header', () => {
  it('keeps the trade name with the word for working for oneself, and reads a town with its work mode as the place', () => {
    const [job] = parseJobs([
      {
        header: ['Sep 2020 – Present', 'Tarnholm / remote', 'Freelance Translator', 'Self-employed — Brindle Words'],
        bullets: ['Legal and medical texts.'],
      },
    ]);
    expect(job).toMatchObject({ title: 'Freelance Translator', company: 'Self-employed — Brindle Words', location: 'Tarnholm / remote' });
  });
});

describe('a unit printed after the title', () => {
  it('goes with the title, and the organisation after it is the employer', () => {
    const jobs = parseJobs([
      {
        header: ['Lead Dispenser, Infection Control Unit, Brenvale General Hospital\tMarch 2022 – Present'],
        bullets: ['Ran the weekly antibiotic review.'],
      },
      {
        header: ['School Hygienist – Schools Outreach Programme, Tarnholm Oral Health Trust\tJan 2014 – Jan 2019'],
        bullets: ['Screened 4,000 pupils a year.'],
      },
    ]);
    expect(jobs.map((job) => [job.title, job.company])).toEqual([
      ['Lead Dispenser, Infection Control Unit', 'Brenvale General Hospital'],
      ['School Hygienist – Schools Outreach Programme', 'Tarnholm Oral Health Trust'],
    ]);
  });
});

describe('a spaced hyphen that parts every header of a section', () => {
  it('parts title from employer where no word says which is which', () => {
    const jobs = parseJobs([
      { header: ['Encuadernadora (taller de restauración) - Archivo Provincial de Montecrespo', '2019-04-01 - Present'], bullets: [] },
      { header: ['Auxiliar de archivo - Fundación Castro Lenares', '2016-01-01 - 2019-03-01'], bullets: [] },
      { header: ['Becaria (prácticas) - Ediciones Torremolar, S.L.', '2015-02-01 - 2015-12-01'], bullets: [] },
    ]);
    expect(jobs.map((job) => [job.title, job.company, job.start_date])).toEqual([
      ['Encuadernadora (taller de restauración)', 'Archivo Provincial de Montecrespo', '2019-04-01'],
      ['Auxiliar de archivo', 'Fundación Castro Lenares', '2016-01-01'],
      ['Becaria (prácticas)', 'Ediciones Torremolar, S.L.', '2015-02-01'],
    ]);
  });
});

describe('a section that prints one field a line', () => {
  const entries = [
    { header: ['Ferncliff Township Libraries', 'Branch Librarian', '2018 - Present'], bullets: ['Ran the branch.'] },
    { header: ['Ashgrove College – Faculty of Music Library', 'Music Cataloguer', '2014 - 2018'], bullets: ['Catalogued scores.'] },
    { header: ['Pellworth Press, Ltd.', 'Editorial Assistant', '2012 - 2013'], bullets: [] },
  ];

  it('keeps a dash inside the one line that has one as part of a name', () => {
    expect(parseJobs(entries).map((job) => [job.title, job.company])).toEqual([
      ['Branch Librarian', 'Ferncliff Township Libraries'],
      ['Music Cataloguer', 'Ashgrove College – Faculty of Music Library'],
      ['Editorial Assistant', 'Pellworth Press, Ltd.'],
    ]);
  });

  it('still parts off a place the dash leads to', () => {
    const placed = entries.map((entry, i) =>
      i === 1 ? { ...entry, header: ['Ashgrove College – Dunmore, Ireland', 'Music Cataloguer', '2014 - 2018'] } : entry,
    );
    expect(parseJobs(placed)[1]).toMatchObject({
      company: 'Ashgrove College',
      location: 'Dunmore, Ireland',
    });
  });
});
