import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { INFO_TOPICS } from '../content/info-topics';
import { installDialogPolyfill, renderWithProviders } from '../test/render-with-providers';
import { INVALID_EMAIL_MESSAGE, NEWSLETTER_THANKS } from '../lib/newsletter-messages';
import { SiteFooter } from './site-footer';

beforeAll(() => {
  installDialogPolyfill();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('SiteFooter pop-ups', () => {
  it.each(INFO_TOPICS.map((topic) => [topic.title]))(
    '%s opens as a labelled dialog, closes on Escape and hands focus back',
    async (title) => {
      const { user } = renderWithProviders(<SiteFooter />);
      const opener = screen.getByRole('button', { name: title });

      await user.click(opener);
      const dialog = screen.getByRole('dialog', { name: title });
      expect(dialog).toHaveAttribute('open');
      expect(within(dialog).getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      expect(document.documentElement.style.overflow).toBe('hidden');
      // The text arrives from its own chunk.
      await waitFor(() => expect(within(dialog).queryByText('Loading…')).not.toBeInTheDocument());
      expect(within(dialog).getAllByRole('paragraph').length).toBeGreaterThan(0);

      await user.keyboard('{Escape}');
      expect(dialog).not.toHaveAttribute('open');
      expect(opener).toHaveFocus();
      expect(document.documentElement.style.overflow).toBe('');
    },
  );

  it('closes from its Close button too, and opens another topic afterwards', async () => {
    const { user } = renderWithProviders(<SiteFooter />);
    const privacy = screen.getByRole('button', { name: 'Privacy Policy' });
    await user.click(privacy);
    const dialog = screen.getByRole('dialog', { name: 'Privacy Policy' });
    expect(await within(dialog).findByText(/hashed form/i)).toBeInTheDocument();
    expect(within(dialog).getByText(/do not sell, rent or trade your personal data/i)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(privacy).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Disclaimer' }));
    const disclaimer = screen.getByRole('dialog', { name: 'Disclaimer' });
    expect(await within(disclaimer).findByText(/service is not available yet, nothing about it is promised yet/i)).toBeInTheDocument();
  });

  it('explains the ATS essentials', async () => {
    const { user } = renderWithProviders(<SiteFooter />);
    await user.click(screen.getByRole('button', { name: 'ATS Guide' }));
    const dialog = screen.getByRole('dialog', { name: 'ATS Guide' });
    expect(await within(dialog).findByText(/single-column layout/i)).toBeInTheDocument();
    expect(within(dialog).getByText(/standard section headings/i)).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Real text, not images' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Keywords from the posting' })).toBeInTheDocument();
  });
});

describe('SiteFooter support and newsletter', () => {
  it('links to the configured support address', () => {
    renderWithProviders(<SiteFooter />);
    const link = screen.getByRole('link', { name: 'support@hireready.app' });
    expect(link).toHaveAttribute('href', 'mailto:support@hireready.app');
  });

  it('refuses an invalid address without calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<SiteFooter />);
    const input = screen.getByRole('textbox', { name: 'Email address' });

    await user.type(input, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(screen.getByRole('status')).toHaveTextContent(INVALID_EMAIL_MESSAGE);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts a valid address and thanks the visitor, the same way for a repeat', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { subscribed: true }));
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<SiteFooter />);
    const input = screen.getByRole('textbox', { name: 'Email address' });

    for (const address of ['  Ada@Example.com ', 'ada@example.com']) {
      await user.clear(input);
      await user.type(input, address);
      await user.keyboard('{Enter}');
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(NEWSLETTER_THANKS));
      expect(input).toHaveValue('');
    }
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/newsletter');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'Ada@Example.com' });
  });

  it("shows the server's reason when it refuses, such as the rate limit", async () => {
    const message = 'Too many subscription attempts from your network. Please try again in an hour.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(429, { error: { code: 'RATE_LIMITED', message } })),
    );
    const { user } = renderWithProviders(<SiteFooter />);
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(message));
    expect(screen.getByRole('status')).not.toHaveTextContent(NEWSLETTER_THANKS);
  });
});
