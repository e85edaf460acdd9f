/**
 * What the footer's Subscribe box does, written once for the pre-rendered landing page and the
 * React app (decision 020): NewsletterForm renders the markup and attaches this; the landing
 * page's script attaches it to the same markup rendered at build time. The address is checked with
 * the rule the server uses, so a typo is caught without a round trip; a repeat subscription gets
 * the same thanks as a new one.
 */
import { isValidEmail } from '@hireready/contract';
import { getErrorMessage } from '../../../lib/error-messages';
import { subscribeToNewsletter } from '../api/subscribe-to-newsletter';
import {
  INVALID_EMAIL_MESSAGE,
  NEWSLETTER_ERROR_CLASS,
  NEWSLETTER_FAILED_MESSAGE,
  NEWSLETTER_THANKS,
  NEWSLETTER_THANKS_CLASS,
  SUBSCRIBE_LABEL,
  SUBSCRIBING_LABEL,
} from './newsletter-messages';

type Outcome = { kind: 'idle' | 'pending' | 'success' } | { kind: 'error'; message: string };

/** Makes `form` (input, submit button, role=status line) a working Subscribe box; returns the detach. */
export function attachNewsletterForm(form: HTMLFormElement): () => void {
  const input = form.querySelector('input');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const status = form.querySelector('[role="status"]');
  if (!input || !button || !status) return () => {};

  // A local "invalid" message wins over the request's outcome.
  let invalidMessage: string | null = null;
  let outcome: Outcome = { kind: 'idle' };
  let isAttached = true;

  function render() {
    if (!input || !button || !status) return;
    const errorMessage = invalidMessage ?? (outcome.kind === 'error' ? outcome.message : null);
    if (errorMessage) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    button.disabled = outcome.kind === 'pending';
    button.textContent = outcome.kind === 'pending' ? SUBSCRIBING_LABEL : SUBSCRIBE_LABEL;
    const text = errorMessage ?? (outcome.kind === 'success' ? NEWSLETTER_THANKS : null);
    if (text === null) {
      status.replaceChildren();
      return;
    }
    const span = document.createElement('span');
    span.className = errorMessage ? NEWSLETTER_ERROR_CLASS : NEWSLETTER_THANKS_CLASS;
    span.textContent = text;
    status.replaceChildren(span);
  }

  function settle(next: Outcome, clearsAddress = false) {
    if (!isAttached || !input) return;
    if (clearsAddress) input.value = '';
    outcome = next;
    render();
  }

  function handleInput() {
    if (invalidMessage === null) return;
    invalidMessage = null;
    render();
  }

  function handleSubmit(event: SubmitEvent) {
    event.preventDefault();
    if (!input || outcome.kind === 'pending') return;
    const address = input.value.trim();
    if (!isValidEmail(address)) {
      invalidMessage = INVALID_EMAIL_MESSAGE;
      outcome = { kind: 'idle' };
      render();
      input.focus();
      return;
    }
    invalidMessage = null;
    settle({ kind: 'pending' });
    subscribeToNewsletter(address).then(
      () => settle({ kind: 'success' }, true),
      (error: unknown) => settle({ kind: 'error', message: getErrorMessage(error, NEWSLETTER_FAILED_MESSAGE) }),
    );
  }

  input.addEventListener('input', handleInput);
  form.addEventListener('submit', handleSubmit);
  return () => {
    isAttached = false;
    input.removeEventListener('input', handleInput);
    form.removeEventListener('submit', handleSubmit);
  };
}
