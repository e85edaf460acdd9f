import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { LandingPage } from './landing-page';

let prefersReducedMotion = false;
const scrollIntoView = vi.fn();

beforeEach(() => {
  prefersReducedMotion = false;
  scrollIntoView.mockClear();
  // jsdom lays nothing out: no scrolling and no media queries; the calls are what we check.
  Element.prototype.scrollIntoView = scrollIntoView;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)' && prefersReducedMotion,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LandingPage', () => {
  it('offers the two calls to action of SPEC point 2 that lead to the dashboard', () => {
    renderWithProviders(<LandingPage />);
    expect(screen.getByRole('link', { name: 'Start Building' })).toHaveAttribute('href', '/app/dashboard');
    expect(screen.getByRole('link', { name: 'Start For Free' })).toHaveAttribute('href', '/app/dashboard');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('shows the three counters exactly as specified', () => {
    renderWithProviders(<LandingPage />);
    const strip = screen.getByRole('region', { name: 'HireReady in numbers' });
    const figures = within(strip)
      .getAllByRole('definition')
      .map((node) => node.textContent);
    const labels = within(strip)
      .getAllByRole('term')
      .map((node) => node.textContent);
    expect(figures).toEqual(['2,100+', '1,750+', '500+']);
    expect(labels).toEqual(['Resumes generated', 'Cover letters created', 'Applications submitted']);
  });

  it('has the four steps and the two approaches, Done-For-You marked Coming Soon', () => {
    renderWithProviders(<LandingPage />);
    const steps = screen.getByRole('region', { name: 'Complete Job Search Solution' });
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Step 1: Smart Profile Builder',
      'Step 2: AI-Tailored Documents',
      'Step 3: Automated Job Hunting',
      'Step 4: Detailed Reporting',
    ]);
    const approach = screen.getByRole('region', { name: 'Choose Your Job Search Approach' });
    expect(within(approach).getByRole('heading', { name: 'DIY' })).toBeInTheDocument();
    const doneForYou = within(approach).getByRole('heading', { name: 'Done-For-You' }).closest('article')!;
    expect(within(doneForYou as HTMLElement).getByText('Coming Soon')).toBeInTheDocument();
    expect(within(doneForYou as HTMLElement).getByText(/where and when each application was sent/)).toBeInTheDocument();
  });

  it("'See How It Works' scrolls smoothly to the steps and moves focus to their heading", async () => {
    const { user } = renderWithProviders(<LandingPage />);
    await user.click(screen.getByRole('button', { name: 'See How It Works' }));
    const heading = screen.getByRole('heading', { name: 'Complete Job Search Solution' });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(heading);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(heading).toHaveFocus();
  });

  it('jumps without animation for visitors who prefer reduced motion', async () => {
    prefersReducedMotion = true;
    const { user } = renderWithProviders(<LandingPage />);
    await user.click(screen.getByRole('button', { name: 'See How It Works' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    expect(screen.getByRole('heading', { name: 'Complete Job Search Solution' })).toHaveFocus();
  });
});
