import type { TierRecord } from '@hireready/contract';
import { TierRecordSchema } from '../../../lib/contract-schemas';

/** Checks a tier record the server sent; resume-subscription.ts loads this on use. */
export function parseTierRecord(answer: unknown): TierRecord {
  return TierRecordSchema.parse(answer);
}
