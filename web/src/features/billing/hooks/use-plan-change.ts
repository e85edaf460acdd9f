/**
 * Plan changes from the dashboard (SPEC point 4). The caller confirms first; these run the change.
 * Downgrade: cancel the subscription if one exists, set the tier with no subscription id, refresh.
 * Upgrade: start a checkout and send the browser to it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BillingConfig, Tier } from '@hireready/contract';
import { cancelSubscription } from '../api/cancel-subscription';
import { changeTier } from '../api/change-tier';
import { createCheckoutSession } from '../api/create-checkout-session';
import type { PlanState } from '../lib/plan-state';
import { checkoutErrorMessage, downgradedMessage, MESSAGES } from '../lib/messages';

export type Notice = { kind: 'success' | 'error'; message: string };

/** The browser leaves for the checkout page; a function so tests can watch it. */
export const redirectTo = { assign: (url: string) => window.location.assign(url) };

export function usePlanChange({
  plan,
  config,
  onNotice,
}: {
  plan: PlanState | undefined;
  config: BillingConfig | undefined;
  onNotice: (notice: Notice) => void;
}) {
  const queryClient = useQueryClient();
  const [pendingTier, setPendingTier] = useState<Tier | null>(null);

  async function downgrade(newTier: Tier) {
    if (!plan) return onNotice({ kind: 'error', message: MESSAGES.noUser });
    setPendingTier(newTier);
    try {
      if (plan.tier.subscriptionId) await cancelSubscription(plan.tier.subscriptionId);
      await changeTier({ uid: plan.uid, newTier, subscriptionId: null });
      // A plan change touches quotas and everything that shows them: refresh all of it.
      await queryClient.invalidateQueries();
      onNotice({ kind: 'success', message: downgradedMessage(newTier) });
    } catch {
      onNotice({ kind: 'error', message: MESSAGES.general });
    } finally {
      setPendingTier(null);
    }
  }

  async function upgrade(newTier: Tier) {
    const priceId = newTier === 'basic' ? null : config?.prices[newTier];
    if (!priceId) return onNotice({ kind: 'error', message: MESSAGES.priceError });
    if (!plan?.email) return onNotice({ kind: 'error', message: MESSAGES.noEmail });
    setPendingTier(newTier);
    try {
      const { url } = await createCheckoutSession({ email: plan.email, priceId, tierOption: newTier, userId: plan.uid });
      if (!url) {
        setPendingTier(null);
        return onNotice({ kind: 'error', message: MESSAGES.checkoutFailed });
      }
      // Stays busy: the page is being left.
      redirectTo.assign(url);
    } catch (error) {
      setPendingTier(null);
      onNotice({ kind: 'error', message: checkoutErrorMessage(error) });
    }
  }

  return { downgrade, upgrade, pendingTier };
}
