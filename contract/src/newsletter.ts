import { z } from 'zod';

export const NewsletterRequestSchema = z.object({ email: z.string().trim().max(320) });
export const NewsletterResponseSchema = z.object({ subscribed: z.literal(true) });
