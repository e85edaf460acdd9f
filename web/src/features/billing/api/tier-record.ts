import { TierRecordSchema, type TierRecord } from '@hireready/contract';

/** Checks a tier record the server sent; resume-subscription.ts loads this on use. */
export function parseTierRecord(answer: unknown): TierRecord {
  return TierRecordSchema.parse(answer);
}
