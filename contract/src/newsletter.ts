import { z } from 'zod';

export const NewsletterRequestSchema = z.object({ email: z.string().trim().max(320) });
export type NewsletterRequest = z.infer<typeof NewsletterRequestSchema>;
/** The same answer for a new and a repeat address. */
export const NewsletterResponseSchema = z.object({ subscribed: z.literal(true) });
export type NewsletterResponse = z.infer<typeof NewsletterResponseSchema>;
