/** A scheduled downgrade: the two dates explained in one sentence, and 'Keep Plus' to take it back. */
import type { Profile, TierRecord } from '@hireready/contract';
import { configure, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, installFakeApi, json, type FakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 20_000 });

let api: FakeApi;
let record: TierRecord;

const CANCELLED_PLUS: TierRecord = {
  tier: 'plus',
  resume: 12,
  cover_letter: 3,
  subscriptionId: 'sub_local_1',
  resets_at: '2026-12-01T00:00:00.000Z',
  plan_ends_at: '2026-12-25T00:00:00.000Z',
  applications: 0,
};

beforeEach(() => {
  api = installFakeApi();
  api.addAccount('ada@example.com', 'secret1', { signedIn: true });
  record = { ...CANCELLED_PLUS };
  api.override('GET /api/user/profile', async (call) => {
    const response = api.defaultAnswer(call);
    if (!response.ok) return response;
    return json(200, { ...((await response.json()) as Profile), tier: record });
  });
  api.override('GET /api/billing/config', () =>
    json(200, { provider: 'local', prices: { plus: 'price_local_plus', pro: 'price_local_pro' } }),
  );
});

async function planCard() {
  const heading = await screen.findByRole('heading', { name: 'Your Plan' });
  return heading.closest('section') as HTMLElement;
}

describe('a scheduled downgrade', () => {
  it('explains the reset date and the end date in one sentence', async () => {
    renderApp('/app/dashboard');
    const card = await planCard();
    expect(
      await within(card).findByText(
        /Your counts start again from zero on that date each month; Plus itself lasts until December 25, 2026, when your paid billing cycle ends\./,
      ),
    ).toBeInTheDocument();
  });

  it("'Keep Plus' resumes the subscription and the plan no longer ends", async () => {
    api.override('POST /api/stripe/resume-subscription', (call) => {
      expect(call.body).toEqual({ subscriptionId: 'sub_local_1' });
      record = { ...record, plan_ends_at: null };
      return json(200, record);
    });
    const { user } = renderApp('/app/dashboard');
    const card = await planCard();
    await user.click(await within(card).findByRole('button', { name: 'Keep Plus' }));
    await within(card).findByText('Usage resets on December 1, 2026.');
    expect(within(card).queryByText(/benefits last until/)).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Keep Plus' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/stripe/resume-subscription')).toHaveLength(1);
  });

  it('says so when keeping the plan fails, and leaves the end date shown', async () => {
    api.override('POST /api/stripe/resume-subscription', () =>
      apiError(409, 'CONFLICT', 'This subscription has ended and cannot be resumed. Choose the plan again to subscribe.'),
    );
    const { user } = renderApp('/app/dashboard');
    const card = await planCard();
    await user.click(await within(card).findByRole('button', { name: 'Keep Plus' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('This subscription has ended and cannot be resumed.');
    expect(within(card).getByText(/benefits last until December 25, 2026/)).toBeInTheDocument();
  });
});
