/**
 * POST /api/newsletter: no sign-in, so it goes through the plain request helper, not the authed
 * client. The fetcher lives apart from its hook (subscribe-to-newsletter.ts) because the
 * pre-rendered landing page's script calls it too, and must not pull in React Query (decision 009).
 */
import type { NewsletterRequest, NewsletterResponse } from '@hireready/contract';
import { sendRequest } from '../../../lib/request';

export function subscribeToNewsletter(email: string): Promise<NewsletterResponse> {
  const body: NewsletterRequest = { email };
  return sendRequest<NewsletterResponse>('/newsletter', { method: 'POST', body });
}
