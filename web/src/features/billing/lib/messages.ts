/** The words of SPEC point 4 and point 8 for plan changes, in one place. */
import { PLANS, type Tier } from '@hireready/contract';
import { ApiError } from '../../../lib/api-client';

export const MESSAGES = {
  priceError: 'Price configuration error. Please contact support.',
  noEmail: 'User email not found. Please try logging in again.',
  checkoutFailed: 'Failed to create checkout session. Please try again.',
  general: 'Something went wrong. Please try again.',
  verifyFailed: 'Payment successful but there was an issue updating your account. Please contact support.',
  noUser: 'User not found. Please try logging in again.',
} as const;

export const upgradedMessage = (tier: Tier) => `Successfully upgraded to ${PLANS[tier].name}!`;
export const downgradedMessage = (tier: Tier) => `Plan changed to ${PLANS[tier].name} (effective next billing cycle)`;

/**
 * A failed checkout start (SPEC point 8): the server's price refusal has its own sentence; any other
 * refusal by the server is a failed checkout; no answer at all is the general failure.
 */
export function checkoutErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return MESSAGES.general;
  if (error.code === 'BILLING_NOT_CONFIGURED') return MESSAGES.priceError;
  return error.status > 0 ? MESSAGES.checkoutFailed : MESSAGES.general;
}
