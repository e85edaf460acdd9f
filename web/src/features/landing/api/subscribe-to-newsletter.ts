/** POST /api/newsletter: no sign-in, so it goes through the plain request helper, not the authed client. */
import { useMutation } from '@tanstack/react-query';
import { sendRequest } from '../../../lib/request';

/** The contract's NewsletterResponseSchema: the answer is the same for a new and a repeat address. */
export type NewsletterResponse = { subscribed: true };

export function subscribeToNewsletter(email: string): Promise<NewsletterResponse> {
  return sendRequest<NewsletterResponse>('/newsletter', { method: 'POST', body: { email } });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
