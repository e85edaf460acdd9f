import type { SavedDocument } from '@hireready/contract';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { catchDownloads } from '../../../test/catch-downloads';
import { apiError, installFakeApi, json, type FakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const STORED_HTML =
  '<div data-document="resume" data-template="modern" style="font-size: 12px"><h1 style="color: #1e40af">Ada Lovelace</h1>' +
  '<p>Engineer</p><img src="x" onerror="window.__xss=1"><script>window.__xss=1</script>' +
  '<a href="javascript:alert(1)">portfolio</a></div>';

function savedDocument(overrides: Partial<SavedDocument> = {}): SavedDocument {
  return {
    id: 'doc-7',
    html: STORED_HTML,
    fileName: 'Resume_for_Acme_-_Engineer.pdf',
    type: 'resume',
    documentType: 'resume',
    jobTitle: 'Engineer',
    companyName: 'Acme',
    templateId: 'modern',
    content: null,
    applicationId: null,
    application: null,
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

describe('document view (SPEC point 2)', () => {
  it('shows a spinner, then the title, the long date and the sanitised document', async () => {
    let answer: (response: Response) => void = () => {};
    api.override('GET /api/documents/doc-7', () => new Promise<Response>((resolve) => (answer = resolve)));
    const { container } = renderApp('/app/documents/doc-7');
    expect(await screen.findByText('Loading document...', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/app/dashboard');

    await waitFor(() => expect(api.callsTo('GET /api/documents/doc-7')).toHaveLength(1));
    answer(json(200, savedDocument()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Resume for Acme - Engineer' })).toBeInTheDocument();
    expect(screen.getByText('Created on November 21, 2026')).toBeInTheDocument();
    const content = container.querySelector('[data-document="resume"]');
    expect(content).toHaveTextContent('Ada Lovelace');
    expect(content?.querySelector('h1')).toHaveStyle({ color: '#1e40af' });
    expect(container.querySelector('main img, main script, [data-document] img, [data-document] script')).toBeNull();
    expect(screen.getByText('portfolio')).not.toHaveAttribute('href');
    expect(screen.queryByText('Loading document...')).not.toBeInTheDocument();
  });

  it('downloads the stored document as DOCX and as text under its own name, without saving a new one', async () => {
    api.override('GET /api/documents/doc-7', () => json(200, savedDocument()));
    api.override('GET /api/documents/doc-7/export', (call) => new Response(`file${call.search}`, { status: 200 }));
    const files = catchDownloads();
    const { user } = renderApp('/app/documents/doc-7');
    await user.click(await screen.findByRole('button', { name: 'Export as DOCX' }, { timeout: 5000 }));
    await waitFor(() => expect(files).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Export as text' }));
    await waitFor(() => expect(files).toHaveLength(2));
    expect(files.map((file) => file.name)).toEqual(['Resume_for_Acme_-_Engineer.docx', 'Resume_for_Acme_-_Engineer.txt']);
    expect(await files[1]?.blob.text()).toBe('file?format=txt');
    expect(api.callsTo('POST /api/documents')).toHaveLength(0);
  });

  it('prints the stored document again without saving a new one', async () => {
    api.override('GET /api/documents/doc-7', () => json(200, savedDocument()));
    const popup = {
      document: document.implementation.createHTMLDocument(''),
      focus: vi.fn(),
      print: vi.fn(),
      close: vi.fn(),
      addEventListener: vi.fn(),
    };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user } = renderApp('/app/documents/doc-7');
    await user.click(await screen.findByRole('button', { name: 'Export as PDF' }, { timeout: 5000 }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(popup.document.title).toBe('Resume_for_Acme_-_Engineer');
    expect(popup.document.querySelector('[data-document="resume"]')?.textContent).toContain('Ada Lovelace');
    expect(popup.document.querySelector('img, script')).toBeNull();
    await waitFor(() => expect(popup.print).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST /api/documents')).toHaveLength(0);
  });

  it("alerts 'Document not found.' and goes to /app/documents (which leads to the dashboard) for an unknown or foreign id", async () => {
    api.override('GET /api/documents/someone-elses', () => apiError(404, 'NOT_FOUND', 'Document not found.'));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { currentUrl, router } = renderApp('/app/documents/someone-elses');
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Document not found.'), { timeout: 5000 });
    expect(alert).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/app/dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("says 'No content available for this document.' and offers 'Return to Documents'", async () => {
    api.override('GET /api/documents/doc-7', () => json(200, savedDocument({ html: '' })));
    const { user, currentUrl } = renderApp('/app/documents/doc-7');
    expect(await screen.findByText('No content available for this document.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export as PDF' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return to Documents' }));
    // /app/documents has no screen of its own: the router sends it on to the dashboard.
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/app/dashboard');
  });

  it('treats HTML that sanitises to nothing as no content', async () => {
    api.override('GET /api/documents/doc-7', () => json(200, savedDocument({ html: '<script>window.__xss=1</script>' })));
    renderApp('/app/documents/doc-7');
    expect(await screen.findByText('No content available for this document.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("says 'Failed to load document. Please try again.' when loading fails", { timeout: 15_000 }, async () => {
    api.override('GET /api/documents/doc-7', () => apiError(500, 'INTERNAL', 'Database unavailable'));
    renderApp('/app/documents/doc-7');
    // Server errors are retried twice (1 s, then 2 s) before the page gives up.
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Failed to load document. Please try again.');
    expect(api.callsTo('GET /api/documents/doc-7')).toHaveLength(3);
  });
});
