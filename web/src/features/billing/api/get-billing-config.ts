import type { BillingConfig } from '@hireready/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/billing/config: which price id this server expects for each paid plan. */
export function getBillingConfig({ signal }: { signal?: AbortSignal } = {}): Promise<BillingConfig> {
  return api.get<BillingConfig>('/billing/config', { signal });
}

export const billingConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'config'],
    queryFn: ({ signal }) => getBillingConfig({ signal }),
    // Configuration only changes with a server restart.
    staleTime: Infinity,
  });

export function useBillingConfig() {
  return useQuery(billingConfigQueryOptions());
}
