import type { ApplicationStatus, ApplicationSummary, BoardResponse } from '@hireready/contract';
import { APPLICATION_STATUSES } from '@hireready/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi, json, type FakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

function card(id: string, status: ApplicationStatus, overrides: Partial<ApplicationSummary> = {}): ApplicationSummary {
  return {
    id,
    company: `Company ${id}`,
    jobTitle: `Engineer ${id}`,
    postingUrl: '',
    location: '',
    salary: '',
    source: '',
    status,
    appliedOn: null,
    nextStep: '',
    nextStepDue: null,
    interviewAt: null,
    tags: [],
    archived: false,
    noReply: false,
    documentCount: 0,
    statusChangedAt: '2026-11-01T12:00:00.000Z',
    createdAt: '2026-11-01T12:00:00.000Z',
    updatedAt: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

function board(cards: ApplicationSummary[]): BoardResponse {
  return {
    columns: APPLICATION_STATUSES.map((status) => {
      const inColumn = cards.filter((c) => c.status === status);
      return { status, total: inColumn.length, applications: inColumn, nextCursor: null };
    }),
  };
}

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  api.addAccount('ada@example.com', 'secret1', { signedIn: true });
});

describe('the board', () => {
  it('moves a card with its status control, as dragging does, and says so', async () => {
    let cards = [card('a', 'saved', { noReply: false, tags: ['remote'] }), card('b', 'applied', { noReply: true })];
    api.override('GET /api/applications/board', () => json(200, board(cards)));
    api.override('PATCH /api/applications/a', (call) => {
      const { status } = call.body as { status: ApplicationStatus };
      cards = cards.map((c) => (c.id === 'a' ? { ...c, status } : c));
      return json(200, { ...cards[0], postingText: '', notes: '', lastFollowUpAt: null, history: [], documents: [] });
    });
    const { user } = renderApp('/app/applications');
    const saved = await screen.findByRole('region', { name: /^Saved/ });
    const item = within(saved).getByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Engineer a' })).toHaveAttribute('href', '/app/applications/a');
    expect(within(item).getByText('remote')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /^Applied/ })).getByText('No reply yet')).toBeInTheDocument();

    await user.selectOptions(within(item).getByRole('combobox', { name: 'Status of Engineer a at Company a' }), 'interviewing');
    await waitFor(() => expect(api.callsTo('PATCH /api/applications/a')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/applications/a')[0]?.body).toEqual({ status: 'interviewing' });
    const interviewing = screen.getByRole('region', { name: /^Interviewing/ });
    expect(await within(interviewing).findByRole('link', { name: 'Engineer a' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /^Saved/ })).queryByRole('listitem')).not.toBeInTheDocument();
    expect(await screen.findByText('Engineer a at Company a moved to Interviewing.')).toBeInTheDocument();
  });

  it('puts the card back and says why when the server refuses the move', async () => {
    api.override('GET /api/applications/board', () => json(200, board([card('a', 'saved')])));
    api.override('PATCH /api/applications/a', () => json(404, { error: { code: 'NOT_FOUND', message: 'Application not found.' } }));
    const { user } = renderApp('/app/applications');
    const saved = await screen.findByRole('region', { name: /^Saved/ });
    await user.selectOptions(within(saved).getByRole('combobox'), 'offer');
    expect(await screen.findByRole('alert')).toHaveTextContent('Application not found.');
    expect(within(screen.getByRole('region', { name: /^Saved/ })).getByRole('listitem')).toBeInTheDocument();
  });
});

describe('the table', () => {
  it('lists one tag when opened from a tag, and lets it go', async () => {
    api.override('GET /api/applications', () =>
      json(200, { applications: [card('a', 'applied', { tags: ['remote'] })], total: 1, nextCursor: null }),
    );
    const { user } = renderApp('/app/applications?view=table&tag=remote');
    expect(await screen.findByRole('link', { name: 'Engineer a' })).toBeInTheDocument();
    const urls = () =>
      [...(fetch as unknown as { mock: { calls: [string][] } }).mock.calls]
        .map(([url]) => String(url))
        .filter((u) => u.startsWith('/api/applications?'));
    expect(urls().at(-1)).toContain('tag=remote');
    await user.click(screen.getByRole('button', { name: 'Show every tag' }));
    await waitFor(() => expect(urls().at(-1)).not.toContain('tag='));
  });

  it('sorts by a column, filters by status and searches, asking the server each time', async () => {
    api.override('GET /api/applications', () => json(200, { applications: [card('a', 'applied')], total: 1, nextCursor: null }));
    const { user } = renderApp('/app/applications?view=table');
    expect(await screen.findByRole('link', { name: 'Engineer a' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–1 of 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Company/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'applied');
    await user.type(screen.getByRole('searchbox', { name: 'Search company or job title' }), 'acme');
    await waitFor(() => {
      const last = [...(fetch as unknown as { mock: { calls: [string][] } }).mock.calls]
        .map(([url]) => String(url))
        .filter((u) => u.startsWith('/api/applications?'))
        .at(-1);
      expect(last).toContain('q=acme');
      expect(last).toContain('status=applied');
      expect(last).toContain('sort=company');
      expect(last).toContain('dir=asc');
    });
    expect(screen.getByRole('columnheader', { name: /Company/ })).toHaveAttribute('aria-sort', 'ascending');
  });
});

describe('adding an application', () => {
  it('names every missing field at once, sends nothing until they are filled, then opens the new application', async () => {
    api.override('GET /api/applications/board', () => json(200, board([])));
    api.override('POST /api/applications', (call) => json(201, { ...card('new', 'saved'), ...(call.body as object) }));
    const { user, currentUrl } = renderApp('/app/applications');
    await user.click(await screen.findByRole('button', { name: 'Add application' }));
    const dialog = screen.getByRole('dialog', { name: 'Add application' });
    await user.click(within(dialog).getByRole('button', { name: 'Add application' }));
    // The check loads on first use (the page draws without it), so the messages come a moment later.
    expect(await within(dialog).findByText('Company is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Job title is required.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/applications')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Company/), 'Acme');
    await user.type(within(dialog).getByLabelText(/Job title/), 'Engineer');
    await user.click(within(dialog).getByRole('button', { name: 'Add application' }));
    await waitFor(() => expect(currentUrl()).toBe('/app/applications/new'));
    expect(api.callsTo('POST /api/applications')[0]?.body).toMatchObject({ company: 'Acme', jobTitle: 'Engineer' });
  });
});
