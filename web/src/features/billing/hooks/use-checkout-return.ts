/**
 * The return from checkout (SPEC point 4): with success=true, tier and session_id in the address,
 * verify the session, set the tier with its subscription, replace the address with
 * /app/dashboard, refresh and announce the upgrade. Once per page visit.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isTier, type Tier } from '@hireready/contract';
import { changeTier } from '../api/change-tier';
import type { PlanState } from '../lib/plan-state';
import { verifySession } from '../api/verify-session';
import { MESSAGES, upgradedMessage } from '../lib/messages';
import type { Notice } from './use-plan-change';

/**
 * Sessions already handled in this page visit. A ref alone survives StrictMode's second effect run,
 * but not a real unmount and mount (e.g. the sign-in guard re-rendering): this survives both.
 */
const handledSessions = new Set<string>();

export function useCheckoutReturn({
  plan,
  isPlanSettled,
  onNotice,
}: {
  plan: PlanState | undefined;
  /** False while the plan is still loading: the user is not known yet. */
  isPlanSettled: boolean;
  onNotice: (notice: Notice) => void;
}) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isRunning = useRef(false);

  const isSuccess = searchParams.get('success') === 'true';
  const sessionId = searchParams.get('session_id');
  const tierParam = searchParams.get('tier');
  const newTier = isTier(tierParam) ? tierParam : null;

  // Reads the latest plan and callbacks without making them reasons to run again.
  const completeUpgrade = useEffectEvent(async (paidSessionId: string, tier: Tier) => {
    if (!plan) return onNotice({ kind: 'error', message: MESSAGES.noUser });
    try {
      const result = await verifySession(paidSessionId);
      if (!result.success || !result.subscriptionId) throw new Error('The checkout session is not paid.');
      await changeTier({ uid: plan.uid, newTier: tier, subscriptionId: result.subscriptionId });
      await navigate('/app/dashboard', { replace: true });
      await queryClient.invalidateQueries();
      onNotice({ kind: 'success', message: upgradedMessage(tier) });
    } catch {
      onNotice({ kind: 'error', message: MESSAGES.verifyFailed });
    }
  });

  useEffect(() => {
    if (!isSuccess || !sessionId || !newTier || !isPlanSettled) return;
    if (isRunning.current || handledSessions.has(sessionId)) return;
    isRunning.current = true;
    handledSessions.add(sessionId);
    void completeUpgrade(sessionId, newTier);
  }, [isSuccess, sessionId, newTier, isPlanSettled]);
}
