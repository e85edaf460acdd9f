import type { CreateDocumentRequest, SavedDocument } from '@hireready/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catchDownloads } from '../../../test/catch-downloads';
import { apiError, installFakeApi, json, type FakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { resumeResponse } from '../test/fixtures';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  api.addAccount('ada@example.com', 'secret1', { signedIn: true });
  api.override('POST /api/user/increment-count', () => json(200, { type: 'resume', used: 1, limit: 10, credits: 1 }));
  api.override('POST /api/openai/resume', () => json(200, resumeResponse()));
  // The server's answer: the stored document with its computed file name.
  api.override('POST /api/documents', (call) => {
    const body = call.body as CreateDocumentRequest;
    const saved: SavedDocument = {
      id: 'doc-1',
      html: body.html,
      fileName: 'Resume_for_Acme_-_Engineer.pdf',
      type: body.type,
      documentType: body.type,
      jobTitle: body.jobTitle,
      companyName: body.companyName,
      templateId: body.templateId,
      content: body.content,
      applicationId: body.applicationId,
      application: null,
      createdAt: '2026-11-21T12:00:00.000Z',
      updated_at: '2026-11-21T12:00:00.000Z',
    };
    return json(201, saved);
  });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A stand-in print window: a real document to write into, and print/close to watch. */
function stubPrintWindow() {
  const listeners = new Map<string, () => void>();
  const popup = {
    document: document.implementation.createHTMLDocument(''),
    focus: vi.fn(),
    print: vi.fn(),
    close: vi.fn(),
    addEventListener: vi.fn((type: string, listener: () => void) => listeners.set(type, listener)),
  };
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return { popup, open, fire: (type: string) => listeners.get(type)?.() };
}

async function generateResume() {
  const app = renderApp('/app/generation');
  await screen.findByRole('button', { name: 'Generate Resume' }, { timeout: 5000 });
  await waitFor(() => expect(app.queryClient.getQueryData(['profile'])).toBeDefined());
  await app.user.click(screen.getByRole('textbox', { name: 'Job Description' }));
  await app.user.paste('TypeScript and React');
  await app.user.click(screen.getByRole('textbox', { name: 'Company' }));
  await app.user.paste('Acme');
  await app.user.click(screen.getByRole('textbox', { name: 'Job Title' }));
  await app.user.paste('Engineer');
  await app.user.click(screen.getByRole('button', { name: 'Generate Resume' }));
  await screen.findByRole('heading', { name: 'Resume for Acme' });
  const editable = app.container.querySelector<HTMLElement>('[contenteditable="true"]');
  if (!editable) throw new Error('no editable preview');
  return { ...app, editable };
}

// Each test renders the app, generates and exports: more than the default 5 s on a slow machine.
describe('Export as PDF (SPEC point 4)', { timeout: 20_000 }, () => {
  it('saves the edited, sanitised document, then prints it 0.5 s after the window opens and closes after printing', async () => {
    const { editable, queryClient } = await generateResume();
    queryClient.setQueryData(['documents', 'list'], { pages: [], pageParams: [null] });
    // The user edits the preview in place, pasting in something hostile along the way.
    const name = editable.querySelector('h1');
    if (!name) throw new Error('no name heading');
    name.textContent = 'Ada King';
    name.insertAdjacentHTML('afterend', '<img src="x" onerror="window.__xss=1"><a href="javascript:alert(1)">link</a>');
    const print = stubPrintWindow();

    // Timers are faked only now, so the print delay is measured from the window opening.
    // Testing Library's waitFor itself waits on setTimeout, so wait on real ticks instead.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Export as PDF' }));
      for (let tick = 0; tick < 500 && print.open.mock.calls.length === 0; tick += 1) {
        await new Promise((resolve) => setImmediate(resolve));
      }
    });
    expect(print.open).toHaveBeenCalledWith('', '_blank');

    const [save] = api.callsTo('POST /api/documents');
    const body = save?.body as CreateDocumentRequest;
    expect(body).toMatchObject({ type: 'resume', jobTitle: 'Engineer', companyName: 'Acme', templateId: 'classic' });
    const { meta: _meta, ...content } = resumeResponse();
    expect(body.content).toEqual(content);
    expect(body.html).toContain('data-template="classic"');
    expect(body.html).toContain('Ada King');
    expect(body.html).not.toMatch(/<img|onerror|javascript:/i);
    expect(queryClient.getQueryState(['documents', 'list'])?.isInvalidated).toBe(true);

    // The print window holds the page, with no script of its own.
    const written = print.popup.document;
    expect(written.title).toBe('Resume_for_Acme_-_Engineer');
    expect(written.querySelector('[data-document="resume"]')?.textContent).toContain('Ada King');
    expect(written.querySelector('script, img')).toBeNull();

    act(() => vi.advanceTimersByTime(499));
    expect(print.popup.print).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(print.popup.print).toHaveBeenCalledTimes(1);
    expect(print.popup.close).not.toHaveBeenCalled();
    print.fire('afterprint');
    expect(print.popup.close).toHaveBeenCalledTimes(1);
  });

  it("alerts 'Export failed. Please try again.' when saving fails, and prints nothing", async () => {
    api.override('POST /api/documents', () => apiError(413, 'PAYLOAD_TOO_LARGE', 'Too large'));
    await generateResume();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const open = vi.spyOn(window, 'open');
    fireEvent.click(screen.getByRole('button', { name: 'Export as PDF' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Export failed. Please try again.'));
    expect(open).not.toHaveBeenCalled();
  });

  it('prints from a hidden frame and says so when the print window is blocked', async () => {
    await generateResume();
    vi.spyOn(window, 'open').mockReturnValue(null);
    const framePrint = vi.fn();
    // jsdom cannot print; catch the frame as it is added and stand in for its print().
    const appendChild = document.body.appendChild.bind(document.body);
    vi.spyOn(document.body, 'appendChild').mockImplementation((node) => {
      const added = appendChild(node);
      if (node instanceof HTMLIFrameElement && node.contentWindow) {
        vi.spyOn(node.contentWindow, 'print').mockImplementation(framePrint);
      }
      return added;
    });
    fireEvent.click(screen.getByRole('button', { name: 'Export as PDF' }));
    expect(await screen.findByText(/blocked the print window/)).toBeInTheDocument();
    const frame = document.querySelector('iframe');
    expect(frame?.contentDocument?.querySelector('[data-document="resume"]')).not.toBeNull();
    await waitFor(() => expect(framePrint).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST /api/documents')).toHaveLength(1);
  });
});

describe('Export as DOCX and as text (issue 20)', { timeout: 20_000 }, () => {
  it('saves the edited document once, then downloads each format under the document name', async () => {
    api.override(
      'GET /api/documents/doc-1/export',
      (call) => new Response(`file:${call.search}`, { status: 200, headers: { 'Content-Type': 'application/octet-stream' } }),
    );
    const { editable } = await generateResume();
    const name = editable.querySelector('h1');
    if (!name) throw new Error('no name heading');
    name.textContent = 'Ada King';
    const files = catchDownloads();

    fireEvent.click(screen.getByRole('button', { name: 'Export as DOCX' }));
    await waitFor(() => expect(files).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Export as text' }));
    await waitFor(() => expect(files).toHaveLength(2));

    expect(files.map((file) => file.name)).toEqual(['Resume_for_Acme_-_Engineer.docx', 'Resume_for_Acme_-_Engineer.txt']);
    expect(await files[0]?.blob.text()).toBe('file:?format=docx');
    expect(await files[1]?.blob.text()).toBe('file:?format=txt');
    const saves = api.callsTo('POST /api/documents');
    expect(saves).toHaveLength(1);
    expect((saves[0]?.body as CreateDocumentRequest).html).toContain('Ada King');
  });

  it("alerts 'Export failed. Please try again.' when the download fails", async () => {
    api.override('GET /api/documents/doc-1/export', () => apiError(500, 'INTERNAL', 'Something went wrong'));
    await generateResume();
    const files = catchDownloads();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Export as DOCX' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Export failed. Please try again.'));
    expect(files).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Export as DOCX' })).toBeEnabled();
  });
});
