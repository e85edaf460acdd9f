/** The spec's /stripe/* calls (SPEC point 7). */
import { z } from 'zod';
import { UidSchema } from './ids';
import { TierSchema } from './plans';

export const CreateCheckoutRequestSchema = z.object({
  email: z.string().max(320),
  priceId: z.string().max(255),
  tierOption: TierSchema,
  userId: UidSchema,
});
export type CreateCheckoutRequest = z.infer<typeof CreateCheckoutRequestSchema>;

export const CreateCheckoutResponseSchema = z.object({ url: z.string() });

export const VerifySessionRequestSchema = z.object({ sessionId: z.string().min(1).max(255) });
export const VerifySessionResponseSchema = z.object({
  success: z.boolean(),
  subscriptionId: z.string().nullable(),
});
export type VerifySessionResponse = z.infer<typeof VerifySessionResponseSchema>;

export const CancelSubscriptionRequestSchema = z.object({ subscriptionId: z.string().min(1).max(255) });

/**
 * Beyond the spec: POST /stripe/resume-subscription undoes a scheduled downgrade before the paid
 * period ends ('Keep Plus'): the subscription goes on billing and the plan stays. Answers the
 * tier record.
 */
export const ResumeSubscriptionRequestSchema = z.object({ subscriptionId: z.string().min(1).max(255) });
export type ResumeSubscriptionRequest = z.infer<typeof ResumeSubscriptionRequestSchema>;

/** Public billing configuration: the price id the client sends for each paid plan. */
export const BillingConfigSchema = z.object({
  /** `none`: payments are not set up on this server, so paid plans cannot be bought. */
  provider: z.enum(['local', 'stripe', 'none']),
  prices: z.object({ plus: z.string().nullable(), pro: z.string().nullable() }),
});
export type BillingConfig = z.infer<typeof BillingConfigSchema>;
