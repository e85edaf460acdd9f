import type { DocumentSummary } from '@hireready/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, json, type FakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

function summary(id: string, overrides: Partial<DocumentSummary> = {}): DocumentSummary {
  return {
    id,
    fileName: `Resume_for_Acme_-_${id}.pdf`,
    type: 'resume',
    documentType: 'resume',
    jobTitle: id,
    companyName: 'Acme',
    applicationId: null,
    application: null,
    templateId: 'classic',
    // Midday UTC: the same calendar day in every time zone the tests may run in.
    createdAt: '2026-11-21T12:00:00.000Z',
    updated_at: '2026-11-21T12:00:00.000Z',
    ...overrides,
  };
}

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  api.addAccount('ada@example.com', 'secret1', { signedIn: true });
});

function listRequests(): string[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/documents'));
}

async function openDashboardList() {
  const app = renderApp('/app/dashboard');
  const heading = await screen.findByRole('heading', { name: 'Your Exported Documents' }, { timeout: 5000 });
  const section = heading.closest('section');
  if (!section) throw new Error('no documents section');
  return { ...app, list: within(section) };
}

describe('Your Exported Documents (SPEC point 2)', () => {
  it('lists the documents in the order the server gives (newest first) with name, type, short date and link', async () => {
    api.override('GET /api/documents', () =>
      json(200, {
        documents: [
          summary('doc-2', {
            fileName: 'Cover_Letter_for_Initech_-_Analyst.pdf',
            type: 'cover_letter',
            documentType: 'cover_letter',
            createdAt: '2026-12-02T12:00:00.000Z',
          }),
          summary('doc-1'),
        ],
        nextCursor: null,
      }),
    );
    const { list } = await openDashboardList();
    const rows = (await list.findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(2);
    const [first, second] = rows.map((row) => within(row));
    // Long names are shortened in the middle on screen, but the whole name is in the row.
    expect(rows[0]).toHaveTextContent('Cover_Letter_for_Initech_-_Analyst.pdf');
    expect(first?.getAllByText('Cover Letter').length).toBeGreaterThan(0);
    expect(first?.getByText('12/2/2026')).toBeInTheDocument();
    expect(first?.getByRole('link', { name: 'View Cover_Letter_for_Initech_-_Analyst.pdf' })).toHaveAttribute(
      'href',
      '/app/documents/doc-2',
    );
    expect(rows[1]).toHaveTextContent('Resume_for_Acme_-_doc-1.pdf');
    expect(second?.getAllByText('Resume').length).toBeGreaterThan(0);
    expect(second?.getByText('11/21/2026')).toBeInTheDocument();
    expect(second?.getByRole('link', { name: /View/ })).toHaveAttribute('href', '/app/documents/doc-1');
    expect(list.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the empty state when there are no documents', async () => {
    api.override('GET /api/documents', () => json(200, { documents: [], nextCursor: null }));
    const { list } = await openDashboardList();
    expect(await list.findByText('No documents yet - Create your first resume or cover letter to get started.')).toBeInTheDocument();
    expect(list.queryByRole('table')).not.toBeInTheDocument();
  });

  it("loads the next page with 'Load more' using the cursor, keeping the order", async () => {
    let page = 0;
    api.override('GET /api/documents', () => {
      page += 1;
      return page === 1
        ? json(200, { documents: [summary('doc-3'), summary('doc-2')], nextCursor: 'cursor-after-2' })
        : json(200, { documents: [summary('doc-1')], nextCursor: null });
    });
    const { list, user } = await openDashboardList();
    await list.findByText('Resume_for_Acme_-_doc-2.pdf');
    expect(list.queryByText('Resume_for_Acme_-_doc-1.pdf')).not.toBeInTheDocument();

    await user.click(list.getByRole('button', { name: 'Load more' }));
    await list.findByText('Resume_for_Acme_-_doc-1.pdf');
    const names = list.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(names).toEqual(['/app/documents/doc-3', '/app/documents/doc-2', '/app/documents/doc-1']);
    expect(list.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const requests = listRequests();
    expect(requests[0]).not.toContain('cursor=');
    expect(requests[1]).toContain('cursor=cursor-after-2');
  });
});
