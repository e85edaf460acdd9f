/**
 * Plans, prices and monthly limits (SPEC point 9) as plain constants, without zod: the landing
 * page reads them, and the contract is side-effect free, so pulling these in does not pull the
 * schema library into the landing page's JavaScript. plans.ts adds the schemas.
 */
export const TIERS = ['basic', 'plus', 'pro'] as const;
export type Tier = (typeof TIERS)[number];

/** Whether a value (an address parameter, say) names a plan; TierSchema in plans.ts accepts the same. */
export function isTier(value: unknown): value is Tier {
  return (TIERS as readonly unknown[]).includes(value);
}

export const GENERATION_TYPES = ['resume', 'cover_letter'] as const;
export type GenerationType = (typeof GENERATION_TYPES)[number];

export type Plan = {
  id: Tier;
  name: string;
  /** Shown under the name on the pricing table. */
  tagline: string;
  priceCents: number;
  priceLabel: string;
  /** 'Most Popular' on Plus, 'Coming Soon' on Pro. */
  badge: string | null;
  /** Pro is announced but cannot be chosen (SPEC point 4). */
  isComingSoon: boolean;
  /** Monthly quota figures used by the usage display and enforced by the server. */
  limits: { resume: number; cover_letter: number; applications: number };
  features: string[];
};

export const PLANS: Record<Tier, Plan> = {
  basic: {
    id: 'basic',
    name: 'Basic',
    tagline: 'Everything you need to start applying',
    priceCents: 0,
    priceLabel: 'Free',
    badge: null,
    isComingSoon: false,
    limits: { resume: 10, cover_letter: 10, applications: 0 },
    features: ['10 resume generations per month', '10 cover letter generations per month', 'PDF export'],
  },
  plus: {
    id: 'plus',
    name: 'Plus',
    tagline: 'For an active job search',
    priceCents: 2995,
    priceLabel: '$29.95',
    badge: 'Most Popular',
    isComingSoon: false,
    limits: { resume: 200, cover_letter: 200, applications: 0 },
    features: ['200 resume generations per month', '200 cover letter generations per month', 'PDF export', 'Priority support'],
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    tagline: 'Done-For-You',
    priceCents: 9995,
    priceLabel: '$99.95',
    badge: 'Coming Soon',
    isComingSoon: true,
    // SPEC point 9 gives both readings: the landing text promises a minimum of 40+
    // applications a month, while the usage display's quota figure is 1000.
    limits: { resume: 200, cover_letter: 200, applications: 1000 },
    features: [
      'All Plus features',
      'Minimum 40+ applications per month (a guarantee of at least 40)',
      'Custom strategy consultation',
      'Targeted role and company matching',
      'Maximum applications when matches are found',
      'Detailed application breakdowns',
      'A dedicated job search specialist',
    ],
  },
};

export const PLAN_INTERVAL = 'month';

/** basic < plus < pro (SPEC point 4). */
export function tierRank(tier: Tier): number {
  return TIERS.indexOf(tier);
}

export function isTierAtLeast(tier: Tier, required: Tier): boolean {
  return tierRank(tier) >= tierRank(required);
}

/** Usage bar colour (SPEC point 9): red at 90% or more, yellow at 70% or more. */
export function usageLevel(used: number, limit: number): 'normal' | 'warning' | 'danger' {
  if (limit <= 0) return 'normal';
  const ratio = used / limit;
  if (ratio >= 0.9) return 'danger';
  if (ratio >= 0.7) return 'warning';
  return 'normal';
}

/** Usage bar width in percent, capped at 100 (SPEC point 9). */
export function usagePercent(used: number, limit: number): number {
  if (limit <= 0) return 0;
  return Math.min(100, Math.round((used / limit) * 100));
}
