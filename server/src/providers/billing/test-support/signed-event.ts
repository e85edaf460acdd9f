import Stripe from 'stripe';

export const WEBHOOK_SECRET = 'whsec_test_secret_for_hireready';
export const PRICE_PLUS = 'price_1PlusMonthly';
export const PRICE_PRO = 'price_1ProMonthly';

// Only its webhooks helper is used: signing needs no key and no network.
const signer = new Stripe('sk_test_signer_only');

/** A webhook delivery as Stripe would send it, signed with the SDK's own test helper. */
export function signedEvent(event: { id: string; type: string; object: Record<string, unknown> }, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: event.object },
  });
  return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }) };
}
