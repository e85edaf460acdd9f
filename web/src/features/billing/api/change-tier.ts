import type { ChangeTierRequest, TierRecord } from '@hireready/contract';
import { api } from '../../../lib/api-client';

/** POST /api/user/change-tier (SPEC point 7). The server raises a tier only with a paid subscription. */
export function changeTier(body: ChangeTierRequest): Promise<TierRecord> {
  return api.post<TierRecord>('/user/change-tier', body);
}
