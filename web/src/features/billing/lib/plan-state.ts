import type { Profile } from '@hireready/contract';

/**
 * What the plan card needs: the tier record (SPEC point 3) and who the user is, for checkout. The
 * profile is where the server keeps the tier record, so a loaded profile is a plan state as it is.
 */
export type PlanState = Pick<Profile, 'uid' | 'email' | 'tier'>;
