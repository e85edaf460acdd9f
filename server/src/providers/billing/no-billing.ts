/**
 * Billing when there is none: a production server without Stripe and without an explicit
 * BILLING_PROVIDER=local. Nothing can be bought, so nothing can be upgraded for free.
 */
import { AppError } from '../../lib/errors';
import type { BillingProvider } from './billing-provider';

export const NO_PAYMENTS_MESSAGE = 'Paid plans cannot be bought on this server yet: payments are not set up. Please contact support.';

const unknown = (what: string) => () => Promise.reject(new AppError('NOT_FOUND', `No such ${what}.`));

export function createNoBillingProvider(): BillingProvider {
  return {
    kind: 'none',
    prices: { plus: null, pro: null },
    createCheckout: () => Promise.reject(new AppError('BILLING_NOT_CONFIGURED', NO_PAYMENTS_MESSAGE)),
    verifySession: unknown('checkout session'),
    cancelSubscription: unknown('subscription'),
    resumeSubscription: unknown('subscription'),
    retrieveSubscription: unknown('subscription'),
    parseWebhook: () => Promise.reject(new AppError('VALIDATION_ERROR', 'No billing provider is configured to send events here.')),
  };
}
