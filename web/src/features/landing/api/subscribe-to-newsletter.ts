/**
 * POST /api/newsletter: no sign-in, so it goes through the plain request helper, not the authed
 * client. A plain fetcher, without React Query: the Subscribe box's controller calls it on the
 * pre-rendered landing page and in the app alike.
 */
import type { NewsletterRequest, NewsletterResponse } from '@hireready/contract';
import { sendRequest } from '../../../lib/request';

export function subscribeToNewsletter(email: string): Promise<NewsletterResponse> {
  const body: NewsletterRequest = { email };
  return sendRequest<NewsletterResponse>('/newsletter', { method: 'POST', body });
}
