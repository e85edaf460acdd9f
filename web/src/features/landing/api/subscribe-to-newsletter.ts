/** POST /api/newsletter, as a mutation; the fetcher itself is in subscribe-to-newsletter-request.ts. */
import { useMutation } from '@tanstack/react-query';
import { subscribeToNewsletter } from './subscribe-to-newsletter-request';

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
