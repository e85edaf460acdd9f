import { PLAN_INTERVAL, PLANS, TIERS } from '@hireready/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { PricingSection } from './pricing-section';

function planCard(name: string) {
  return screen.getByRole('article', { name });
}

describe('PricingSection', () => {
  it('shows every plan of the contract, in order, with its price and every feature', () => {
    renderWithProviders(<PricingSection />);
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(TIERS.map((tier) => PLANS[tier].name));

    for (const tier of TIERS) {
      const plan = PLANS[tier];
      const card = planCard(plan.name);
      expect(within(card).getByText(plan.priceLabel)).toBeInTheDocument();
      const items = within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      expect(items).toEqual(plan.features);
      expect(within(card).getByText(plan.tagline)).toBeInTheDocument();
    }
  });

  it("adds '/month' to paid plans only", () => {
    renderWithProviders(<PricingSection />);
    for (const tier of TIERS) {
      const plan = PLANS[tier];
      const interval = within(planCard(plan.name)).queryByText(`/${PLAN_INTERVAL}`);
      if (plan.priceCents > 0) expect(interval).toBeInTheDocument();
      else expect(interval).not.toBeInTheDocument();
    }
    expect(PLAN_INTERVAL).toBe('month');
  });

  it("marks Plus 'Most Popular' and Pro 'Coming Soon', and Pro cannot be chosen", () => {
    renderWithProviders(<PricingSection />);
    expect(within(planCard(PLANS.plus.name)).getByText('Most Popular')).toBeInTheDocument();
    const pro = planCard(PLANS.pro.name);
    expect(within(pro).getAllByText('Coming Soon').length).toBeGreaterThan(0);
    expect(within(pro).queryByRole('link')).not.toBeInTheDocument();
    expect(within(planCard(PLANS.basic.name)).queryByText('Most Popular')).not.toBeInTheDocument();
  });

  it('sends the free and the paid plan to the dashboard, where plans are changed', () => {
    renderWithProviders(<PricingSection />);
    for (const plan of [PLANS.basic, PLANS.plus]) {
      expect(within(planCard(plan.name)).getByRole('link')).toHaveAttribute('href', '/app/dashboard');
    }
    expect(screen.getByText(/change your plan at any time from your dashboard after signing in/i)).toBeInTheDocument();
  });
});
