import { useEffect, useId, useRef } from 'react';
import { attachNewsletterForm } from '../lib/newsletter-form-controller';
import { SUBSCRIBE_LABEL } from '../lib/newsletter-messages';

/**
 * The footer's Subscribe box: the markup, in its first state. What it does is the controller's
 * (newsletter-form-controller.ts), the same one the pre-rendered landing page attaches.
 */
export function NewsletterForm() {
  const inputId = useId();
  const messageId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => (formRef.current ? attachNewsletterForm(formRef.current) : undefined), []);

  return (
    <form ref={formRef} noValidate aria-label="Newsletter" className="mt-3">
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          aria-describedby={messageId}
          className="min-w-0 flex-1 rounded-lg border border-slate-600 bg-slate-800 px-3 py-2.5 text-sm text-white placeholder:text-slate-400 focus:border-indigo-400 aria-[invalid=true]:border-rose-400"
        />
        <button
          type="submit"
          className="rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-indigo-700 disabled:cursor-wait disabled:opacity-70"
        >
          {SUBSCRIBE_LABEL}
        </button>
      </div>
      {/* Always in the page, so screen readers announce the message when it appears; the controller fills it. */}
      <p id={messageId} role="status" aria-live="polite" className="mt-2 min-h-5 text-sm" />
    </form>
  );
}
