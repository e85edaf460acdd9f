import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { statusFromText } from '@hireready/contract';
import { escapeText, foldLine, renderCalendar } from './calendar-feed';
import { toCsv } from './export-csv';
import { summarize } from './insights';
import { parseLooseDate } from './parse-loose-date';

describe('iCalendar text', () => {
  it('escapes backslash, semicolon, comma and line breaks (RFC 5545 3.3.11)', () => {
    expect(escapeText('a\\b; c, d\r\ne\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('folds lines at 75 octets without splitting a UTF-8 character (RFC 5545 3.1)', () => {
    const line = `SUMMARY:${'é'.repeat(80)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  });

  it('writes a calendar with an all-day next step and a timed interview, CRLF throughout', () => {
    const ics = renderCalendar(
      [
        {
          id: '7f0c2a4e-0000-4000-8000-000000000001',
          company: 'Acme',
          jobTitle: 'Engineer',
          status: 'interviewing',
          nextStep: '',
          nextStepDue: '2026-12-31',
          interviewAt: new Date('2026-12-01T09:00:00Z'),
          updatedAt: new Date('2026-11-01T10:11:12Z'),
          postingUrl: '',
        },
      ],
      'https://app.example',
    );
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toMatch(/END:VCALENDAR\r\n$/);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics).toContain('DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\n');
    expect(ics).toContain('SUMMARY:Next step: Engineer at Acme\r\n');
    expect(ics).toContain('DTSTART:20261201T090000Z\r\nDURATION:PT1H\r\n');
    expect(ics).toContain('DTSTAMP:20261101T101112Z\r\n');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });
});

describe('CSV export', () => {
  it('neutralises every cell a spreadsheet would run as a formula, and reads back unchanged otherwise', () => {
    const cells = ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', 'plain', 'a, "b"', 'multi\nline', 'ünïcode'];
    const csv = toCsv(
      ['value'],
      cells.map((c) => [c]),
    );
    expect(csv.startsWith('\uFEFFvalue\r\n')).toBe(true);
    const back = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true })
      .data.slice(1)
      .map((r) => r[0]);
    expect(back).toEqual(["'=1+1", "'+1", "'-1", "'@SUM(A1)", "'\tx", "'\rx", 'plain', 'a, "b"', 'multi\nline', 'ünïcode']);
  });
});

describe('reading other trackers', () => {
  it('reads dates as people and tools write them, and refuses days that do not exist', () => {
    expect(parseLooseDate('2026-03-05')).toBe('2026-03-05');
    expect(parseLooseDate('2026/3/5')).toBe('2026-03-05');
    expect(parseLooseDate('03/05/2026')).toBe('2026-03-05');
    expect(parseLooseDate('25/12/2026')).toBe('2026-12-25');
    expect(parseLooseDate('March 5, 2026')).toBe('2026-03-05');
    expect(parseLooseDate('5 Mar 2026')).toBe('2026-03-05');
    expect(parseLooseDate('Sept 5th, 2026')).toBe('2026-09-05');
    expect(parseLooseDate('2026-03-05T10:00:00Z')).toBe('2026-03-05');
    for (const bad of ['2026-02-30', '13/13/2026', 'soon', '5 Foo 2026', '']) expect(parseLooseDate(bad), bad).toBeNull();
  });

  it('maps the statuses of other trackers onto ours, and says when it cannot', () => {
    const cases: [string, string | null][] = [
      ['', 'saved'],
      ['Wishlist', 'saved'],
      ['Bookmarked', 'saved'],
      ['Applying', 'saved'],
      ['APPLIED', 'applied'],
      ['No Response', 'applied'],
      ['Phone Screen', 'interviewing'],
      ['Interview', 'interviewing'],
      ['Negotiating', 'offer'],
      ['Accepted', 'offer'],
      ['Not Selected', 'rejected'],
      ['I Withdrew', 'withdrawn'],
      ['Declined offer', 'withdrawn'],
      ['Ghosting', null],
    ];
    for (const [text, status] of cases) expect(statusFromText(text), text).toBe(status);
  });
});

describe('insights', () => {
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);

  it('counts the funnel from history, the response rate, medians of finished stays and interviews by keyword match', () => {
    const apps = [
      { id: 'a', status: 'offer' as const, source: 'Referral', appliedOn: '2026-01-02' },
      { id: 'b', status: 'rejected' as const, source: 'LinkedIn', appliedOn: '2026-01-02' },
      { id: 'c', status: 'applied' as const, source: 'LinkedIn', appliedOn: '2026-01-02' },
      { id: 'd', status: 'saved' as const, source: '', appliedOn: null },
    ];
    const events = [
      { applicationId: 'a', toStatus: 'saved' as const, at: day(0) },
      { applicationId: 'a', toStatus: 'applied' as const, at: day(2) },
      { applicationId: 'a', toStatus: 'interviewing' as const, at: day(12) },
      { applicationId: 'a', toStatus: 'offer' as const, at: day(20) },
      { applicationId: 'b', toStatus: 'applied' as const, at: day(1) },
      { applicationId: 'b', toStatus: 'rejected' as const, at: day(5) },
      { applicationId: 'c', toStatus: 'applied' as const, at: day(1) },
      { applicationId: 'd', toStatus: 'saved' as const, at: day(1) },
    ];
    const result = summarize(
      apps,
      events,
      new Map([
        ['a', 0.8],
        ['b', 0.4],
      ]),
    );
    expect(result.funnel.map((f) => [f.status, f.reached, f.current])).toEqual([
      ['saved', 4, 1],
      ['applied', 3, 1],
      ['interviewing', 1, 0],
      ['offer', 1, 1],
      ['rejected', 1, 1],
      ['withdrawn', 0, 0],
    ]);
    expect(result).toMatchObject({ applied: 3, answered: 2, withoutKeywordReport: 1 });
    expect(result.responseRate).toBeCloseTo(2 / 3);
    // Applied: a stayed 10 days, b 4 days; c is still there and is not counted.
    expect(result.medianDays.find((m) => m.status === 'applied')).toEqual({ status: 'applied', days: 7, count: 2 });
    expect(result.medianDays.find((m) => m.status === 'offer')).toEqual({ status: 'offer', days: null, count: 0 });
    expect(result.bySource).toEqual([
      { source: 'LinkedIn', applied: 2, answered: 1, interviews: 0 },
      { source: 'Referral', applied: 1, answered: 1, interviews: 1 },
    ]);
    expect(result.keywordMatch.map((b) => [b.band, b.applied, b.interviews])).toEqual([
      ['Under 50%', 1, 0],
      ['50% to 69%', 0, 0],
      ['70% and over', 1, 1],
    ]);
  });
});
