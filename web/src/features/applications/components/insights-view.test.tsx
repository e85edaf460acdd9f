import type { InsightsResponse } from '@hireready/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi, json, type FakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const INSIGHTS: InsightsResponse = {
  total: 6,
  funnel: [
    { status: 'saved', reached: 6, current: 1 },
    { status: 'applied', reached: 5, current: 2 },
  ],
  responseRate: 0.4,
  applied: 5,
  answered: 2,
  medianDays: [
    { status: 'applied', days: 9, count: 3 },
    { status: 'interviewing', days: null, count: 0 },
  ],
  bySource: [{ source: 'Referral', applied: 4, answered: 1, interviews: 1 }],
  keywordMatch: [
    { band: '60–80%', min: 0.6, max: 0.8, applied: 3, interviews: 1 },
    { band: 'under 40%', min: 0, max: 0.4, applied: 0, interviews: 0 },
  ],
  withoutKeywordReport: 2,
};

/** The rows of a figure table as a reader sees them: one array of cell texts per row. */
function rowsOf(region: HTMLElement): string[][] {
  return within(region)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  api.addAccount('ada@example.com', 'secret1', { signedIn: true });
});

describe('the insights', () => {
  it('shows each figure table with its headings and rows, and says what the keyword table leaves out', async () => {
    api.override('GET /api/applications/insights', () => json(200, INSIGHTS));
    renderApp('/app/applications?view=insights');
    const stages = await screen.findByRole('region', { name: 'Median days in each stage' });
    expect(rowsOf(stages)).toEqual([
      ['Stage', 'Median days', 'Moves counted'],
      ['Applied', '9', '3'],
      ['Interviewing', '–', '0'],
    ]);
    expect(rowsOf(screen.getByRole('region', { name: 'Answers by source' }))).toEqual([
      ['Source', 'Sent', 'Answered', 'Interviews'],
      ['Referral', '4', '1 (25%)', '1'],
    ]);
    const keywords = screen.getByRole('region', { name: 'Keyword match and interviews' });
    expect(rowsOf(keywords)).toEqual([
      ['Resume keyword match', 'Sent', 'Interviews', 'Interview rate'],
      ['60–80%', '3', '1', '33%'],
      ['under 40%', '0', '0', '–'],
    ]);
    expect(within(keywords).getByText(/2 sent applications have no resume made here/)).toBeInTheDocument();
    expect(screen.getByText('40%')).toBeInTheDocument();
  });
});
