/**
 * POST /api/newsletter: no sign-in, so it goes through the plain request helper, not the authed
 * client. The fetcher lives apart from its hook (subscribe-to-newsletter.ts) because the
 * pre-rendered landing page's script calls it too, and must not pull in React Query (decision 009).
 */
import { sendRequest } from '../../../lib/request';

/** The contract's NewsletterResponseSchema: the answer is the same for a new and a repeat address. */
export type NewsletterResponse = { subscribed: true };

export function subscribeToNewsletter(email: string): Promise<NewsletterResponse> {
  return sendRequest<NewsletterResponse>('/newsletter', { method: 'POST', body: { email } });
}
