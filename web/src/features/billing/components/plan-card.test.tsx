import type { Profile, TierRecord } from '@hireready/contract';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { routes } from '../../../app/routes';
import { createQueryClient } from '../../../lib/query-client';
import { apiError, installFakeApi, json, type FakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { profileQueryOptions } from '../../../api/get-profile';
import { redirectTo } from '../hooks/use-plan-change';

// The dashboard route is code-split: its first load in a busy test run can take seconds.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 20_000 });

let api: FakeApi;
let record: TierRecord;
let email: string;

const BASIC: TierRecord = {
  tier: 'basic',
  resume: 3,
  cover_letter: 9,
  subscriptionId: null,
  resets_at: '2026-12-01T00:00:00.000Z',
  plan_ends_at: null,
  applications: 0,
};

beforeEach(() => {
  api = installFakeApi();
  api.addAccount('ada@example.com', 'secret1', { signedIn: true });
  record = { ...BASIC };
  email = 'ada@example.com';
  // The profile the fake server answers with carries whatever plan the test set.
  api.override('GET /api/user/profile', async (call) => {
    const response = api.defaultAnswer(call);
    if (!response.ok) return response;
    const profile = (await response.json()) as Profile;
    return json(200, { ...profile, email, tier: record });
  });
  api.override('GET /api/billing/config', () =>
    json(200, { provider: 'local', prices: { plus: 'price_local_plus', pro: 'price_local_pro' } }),
  );
  api.override('POST /api/stripe/create-checkout-session', () => json(200, { url: 'http://localhost/checkout/cs_local_abc' }));
  api.override('POST /api/stripe/cancel-subscription', () => json(200, { cancelAtPeriodEnd: true }));
  api.override('POST /api/user/change-tier', (call) => {
    const body = call.body as { newTier: 'basic' | 'plus'; subscriptionId: string | null };
    record =
      body.newTier === 'basic'
        ? { ...record, plan_ends_at: record.subscriptionId ? '2026-12-21T00:00:00.000Z' : null }
        : { ...record, tier: body.newTier, subscriptionId: body.subscriptionId };
    return json(200, record);
  });
  api.override('POST /api/stripe/verify-session', () => json(200, { success: true, subscriptionId: 'sub_local_1' }));
});

async function planCard() {
  const heading = await screen.findByRole('heading', { name: 'Your Plan' });
  return heading.closest('section') as HTMLElement;
}

function planOption(card: HTMLElement, name: string) {
  return within(card).getByRole('region', { name });
}

describe('dashboard plan card', () => {
  it('shows Loading... first, then the basic plan, its usage, the reset date, the buttons and Pro Tips', async () => {
    renderApp('/app/dashboard');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    const card = await planCard();
    expect(await within(card).findByLabelText('Current plan')).toHaveTextContent('Basic');
    expect(within(card).getByRole('progressbar', { name: 'Resumes' })).toHaveAttribute('aria-valuemax', '10');
    const letters = within(card).getByRole('progressbar', { name: 'Cover letters' });
    expect(letters.firstElementChild).toHaveAttribute('data-level', 'danger');
    expect(within(card).queryByRole('progressbar', { name: 'Job applications' })).not.toBeInTheDocument();
    expect(within(card).getByText('Usage resets on December 1, 2026.')).toBeInTheDocument();

    expect(within(planOption(card, 'Basic')).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(within(planOption(card, 'Plus')).getByRole('button', { name: 'Upgrade to Plus' })).toBeEnabled();
    expect(within(planOption(card, 'Pro')).getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Pro Tips' })).toBeInTheDocument();
  });

  it('shows a Plus plan against 200-generation limits, with the cycle end when cancelled', async () => {
    record = {
      ...BASIC,
      tier: 'plus',
      resume: 150,
      cover_letter: 20,
      subscriptionId: 'sub_local_1',
      plan_ends_at: '2026-12-21T00:00:00.000Z',
    };
    renderApp('/app/dashboard');
    const card = await planCard();
    const resumes = await within(card).findByRole('progressbar', { name: 'Resumes' });
    expect(resumes).toHaveAttribute('aria-valuemax', '200');
    expect(resumes.firstElementChild).toHaveAttribute('data-level', 'warning');
    expect(within(card).getByText(/benefits last until December 21, 2026/)).toBeInTheDocument();
    expect(within(planOption(card, 'Plus')).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    // The downgrade is already scheduled.
    expect(within(planOption(card, 'Basic')).getByRole('button', { name: 'Starts December 21, 2026' })).toBeDisabled();
  });

  it('shows the job applications bar on Pro, counting the applications sent this month', async () => {
    record = { ...BASIC, tier: 'pro', applications: 7 };
    renderApp('/app/dashboard');
    const card = await planCard();
    const bar = await within(card).findByRole('progressbar', { name: 'Job applications' });
    expect(bar).toHaveAttribute('aria-valuemax', '1000');
    expect(bar).toHaveAttribute('aria-valuenow', '7');
    expect(within(planOption(card, 'Pro')).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  });

  it('upgrades through a confirmed checkout and sends the browser there', async () => {
    const assign = vi.spyOn(redirectTo, 'assign').mockImplementation(() => {});
    const { user } = renderApp('/app/dashboard');
    const card = await planCard();
    await user.click(await within(card).findByRole('button', { name: 'Upgrade to Plus' }));
    const dialog = screen.getByRole('dialog', { name: 'Upgrade to Plus?' });
    expect(dialog).toHaveTextContent('$29.95 per month');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to Checkout' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/checkout/cs_local_abc'));
    expect(api.callsTo('POST /api/stripe/create-checkout-session')[0]?.body).toEqual({
      email: 'ada@example.com',
      priceId: 'price_local_plus',
      tierOption: 'plus',
      userId: 'uid-1',
    });
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const { user } = renderApp('/app/dashboard');
    const card = await planCard();
    await user.click(await within(card).findByRole('button', { name: 'Upgrade to Plus' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/stripe/create-checkout-session')).toHaveLength(0);
  });

  it.each([
    [
      'no price is configured',
      () => api.override('GET /api/billing/config', () => json(200, { provider: 'stripe', prices: { plus: null, pro: null } })),
      'Price configuration error. Please contact support.',
    ],
    [
      'the server refuses the price',
      () => api.override('POST /api/stripe/create-checkout-session', () => apiError(400, 'BILLING_NOT_CONFIGURED', 'x')),
      'Price configuration error. Please contact support.',
    ],
    ['the e-mail is unknown', () => (email = ''), 'User email not found. Please try logging in again.'],
    [
      'no checkout address comes back',
      () => api.override('POST /api/stripe/create-checkout-session', () => json(200, {})),
      'Failed to create checkout session. Please try again.',
    ],
    [
      'the server fails',
      () => api.override('POST /api/stripe/create-checkout-session', () => apiError(502, 'UPSTREAM_ERROR', 'x')),
      'Failed to create checkout session. Please try again.',
    ],
    [
      'the network fails',
      () => api.override('POST /api/stripe/create-checkout-session', () => Promise.reject(new TypeError('Failed to fetch'))),
      'Something went wrong. Please try again.',
    ],
  ])('tells the user when %s', async (_case, arrange, message) => {
    arrange();
    const assign = vi.spyOn(redirectTo, 'assign').mockImplementation(() => {});
    const { user } = renderApp('/app/dashboard');
    const card = await planCard();
    await user.click(await within(card).findByRole('button', { name: 'Upgrade to Plus' }));
    await user.click(screen.getByRole('button', { name: 'Continue to Checkout' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('downgrades after a confirmation that explains billing and benefits', async () => {
    record = { ...BASIC, tier: 'plus', subscriptionId: 'sub_local_1' };
    const { user } = renderApp('/app/dashboard');
    const card = await planCard();
    await user.click(await within(card).findByRole('button', { name: 'Downgrade to Basic' }));
    const dialog = screen.getByRole('dialog', { name: 'Downgrade to Basic?' });
    expect(dialog).toHaveTextContent('subscription will be cancelled');
    expect(dialog).toHaveTextContent('no more billing');
    expect(dialog).toHaveTextContent('until the end of the current billing cycle');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Downgrade' }));

    expect(await screen.findByText('Plan changed to Basic (effective next billing cycle)')).toBeInTheDocument();
    expect(api.callsTo('POST /api/stripe/cancel-subscription')[0]?.body).toEqual({ subscriptionId: 'sub_local_1' });
    expect(api.callsTo('POST /api/user/change-tier')[0]?.body).toEqual({ uid: 'uid-1', newTier: 'basic', subscriptionId: null });
    // Refreshed: the scheduled end now shows.
    expect(await within(card).findByText(/benefits last until December 21, 2026/)).toBeInTheDocument();
  });

  it('finishes an upgrade on return from checkout once, even under StrictMode', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/app/dashboard?success=true&tier=plus&session_id=cs_local_strict'] });
    // A plan already known when the card mounts makes the effect run on mount, where StrictMode runs it twice.
    const queryClient = createQueryClient();
    await queryClient.fetchQuery(profileQueryOptions());
    render(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
    expect(await screen.findByText('Successfully upgraded to Plus!')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/app/dashboard');
    expect(api.callsTo('POST /api/stripe/verify-session')).toHaveLength(1);
    expect(api.callsTo('POST /api/stripe/verify-session')[0]?.body).toEqual({ sessionId: 'cs_local_strict' });
    expect(api.callsTo('POST /api/user/change-tier')).toHaveLength(1);
    expect(api.callsTo('POST /api/user/change-tier')[0]?.body).toEqual({ uid: 'uid-1', newTier: 'plus', subscriptionId: 'sub_local_1' });
    const card = await planCard();
    await waitFor(() => expect(within(card).getByLabelText('Current plan')).toHaveTextContent('Plus'));

    await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByText('Successfully upgraded to Plus!')).not.toBeInTheDocument();
  });

  it('says so when the payment cannot be verified, and leaves the plan alone', async () => {
    api.override('POST /api/stripe/verify-session', () => apiError(404, 'NOT_FOUND', 'No such checkout session.'));
    renderApp('/app/dashboard?success=true&tier=plus&session_id=cs_local_broken');
    expect(
      await screen.findByText('Payment successful but there was an issue updating your account. Please contact support.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/change-tier')).toHaveLength(0);
  });

  it('says so when the session is not paid', async () => {
    api.override('POST /api/stripe/verify-session', () => json(200, { success: false, subscriptionId: null }));
    renderApp('/app/dashboard?success=true&tier=plus&session_id=cs_local_unpaid');
    expect(
      await screen.findByText('Payment successful but there was an issue updating your account. Please contact support.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/change-tier')).toHaveLength(0);
  });

  it('asks the user to sign in again when nobody can be found on return', async () => {
    api.override('GET /api/user/profile', () => apiError(404, 'NOT_FOUND', 'Profile not found.'));
    renderApp('/app/dashboard?success=true&tier=plus&session_id=cs_local_nouser');
    expect(await screen.findByText('User not found. Please try logging in again.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/stripe/verify-session')).toHaveLength(0);
  });
});
