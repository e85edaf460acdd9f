import { isValidEmail } from '@hireready/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { getErrorMessage } from '../../../lib/error-messages';
import { useSubscribeToNewsletter } from '../api/subscribe-to-newsletter';
import {
  INVALID_EMAIL_MESSAGE,
  NEWSLETTER_ERROR_CLASS,
  NEWSLETTER_FAILED_MESSAGE,
  NEWSLETTER_THANKS,
  NEWSLETTER_THANKS_CLASS,
  SUBSCRIBE_LABEL,
  SUBSCRIBING_LABEL,
} from '../lib/newsletter-messages';

/**
 * The footer's Subscribe box. The address is checked here with the same rule the server uses, so
 * a typo is caught without a round trip; a repeat subscription gets the same thanks as a new one.
 */
export function NewsletterForm() {
  const inputId = useId();
  const messageId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [invalidMessage, setInvalidMessage] = useState<string | null>(null);
  const subscription = useSubscribeToNewsletter();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!isValidEmail(address)) {
      setInvalidMessage(INVALID_EMAIL_MESSAGE);
      subscription.reset();
      inputRef.current?.focus();
      return;
    }
    setInvalidMessage(null);
    subscription.mutate(address, { onSuccess: () => setEmail('') });
  }

  const errorMessage =
    invalidMessage ?? (subscription.isError ? getErrorMessage(subscription.error, NEWSLETTER_FAILED_MESSAGE) : null);
  const isBusy = subscription.isPending;

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Newsletter" className="mt-3">
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
        <input
          ref={inputRef}
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (invalidMessage) setInvalidMessage(null);
          }}
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={messageId}
          className="min-w-0 flex-1 rounded-lg border border-slate-600 bg-slate-800 px-3 py-2.5 text-sm text-white placeholder:text-slate-400 focus:border-indigo-400 aria-[invalid=true]:border-rose-400"
        />
        <button
          type="submit"
          disabled={isBusy}
          className="rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-indigo-700 disabled:cursor-wait disabled:opacity-70"
        >
          {isBusy ? SUBSCRIBING_LABEL : SUBSCRIBE_LABEL}
        </button>
      </div>
      {/* Always in the page, so screen readers announce the message when it appears. */}
      <p id={messageId} role="status" aria-live="polite" className="mt-2 min-h-5 text-sm">
        {errorMessage ? (
          <span className={NEWSLETTER_ERROR_CLASS}>{errorMessage}</span>
        ) : subscription.isSuccess ? (
          <span className={NEWSLETTER_THANKS_CLASS}>{NEWSLETTER_THANKS}</span>
        ) : null}
      </p>
    </form>
  );
}
