/**
 * The landing page's own interactive parts, on the pre-rendered page and without React (decision
 * 009): See How It Works, the footer's pop-ups and the Subscribe box. Each does what its React
 * component does (hero-section, info-dialog and site-footer, newsletter-form); the markup is the
 * components' own, rendered at build time.
 */
import { isValidEmail } from '@hireready/contract';
import { getErrorMessage } from '../../../lib/error-messages';
import { rememberSignUpIntent, SIGN_UP_INTENT_ATTRIBUTE } from '../../../lib/sign-up-intent';
import { subscribeToNewsletter } from '../api/subscribe-to-newsletter-request';
import { topicTitle, type InfoTopicId } from '../content/info-topics';
import { scrollToSection } from '../lib/scroll-to-section';
import {
  INVALID_EMAIL_MESSAGE,
  NEWSLETTER_ERROR_CLASS,
  NEWSLETTER_FAILED_MESSAGE,
  NEWSLETTER_THANKS,
  NEWSLETTER_THANKS_CLASS,
  SUBSCRIBE_LABEL,
  SUBSCRIBING_LABEL,
} from '../lib/newsletter-messages';

/** Where the build put the pop-ups' text: a page of <template data-topic> elements. */
const TOPICS_SOURCE_ATTRIBUTE = 'data-topics-src';

export function enhanceLandingPage(frame: HTMLElement): void {
  enhanceSeeHowItWorks(frame);
  enhanceInfoDialogs(frame);
  enhanceNewsletter(frame);
  enhanceSignUpLinks(frame);
  // Rendered at build time; the year may have turned since.
  for (const year of frame.querySelectorAll('[data-copyright-year]')) year.textContent = String(new Date().getFullYear());
}

/** Start Building, Start For Free and the plans' buttons: the app page they lead to opens Create Account. */
function enhanceSignUpLinks(frame: HTMLElement) {
  for (const link of frame.querySelectorAll(`a[${SIGN_UP_INTENT_ATTRIBUTE}]`)) link.addEventListener('click', rememberSignUpIntent);
}

function enhanceSeeHowItWorks(frame: HTMLElement) {
  const button = frame.querySelector('[data-landing-action="see-how-it-works"]');
  button?.addEventListener('click', () => {
    const heading = frame.querySelector<HTMLElement>('#how-it-works-heading');
    if (heading) scrollToSection(heading);
  });
}

function enhanceInfoDialogs(frame: HTMLElement) {
  const dialog = frame.querySelector<HTMLDialogElement>(`dialog[${TOPICS_SOURCE_ATTRIBUTE}]`);
  const heading = dialog?.querySelector('h2');
  const closeButton = dialog?.querySelector('button');
  const body = dialog?.querySelector('[role="region"]');
  const source = dialog?.getAttribute(TOPICS_SOURCE_ATTRIBUTE);
  if (!dialog || !heading || !closeButton || !body || !source) return;

  let topics: Promise<Document> | null = null;
  const loadTopics = () => {
    topics ??= fetch(source)
      .then((response) => {
        if (!response.ok) throw new Error(`topics: ${response.status}`);
        return response.text();
      })
      // Our own build output, parsed inert: DOMParser runs no script and loads nothing.
      .then((html) => new DOMParser().parseFromString(html, 'text/html'));
    topics.catch(() => {
      topics = null;
    });
    return topics;
  };

  let openTopic: InfoTopicId | null = null;
  let opener: HTMLElement | null = null;
  let previousOverflow = '';

  async function open(topic: InfoTopicId, from: HTMLElement) {
    if (!dialog || !heading || !body || !closeButton) return;
    openTopic = topic;
    opener = from;
    heading.textContent = topicTitle(topic);
    const loading = document.createElement('p');
    loading.className = 'text-slate-600';
    loading.textContent = 'Loading…';
    body.replaceChildren(loading);
    // As InfoDialog: lock the page's scroll, open modal, focus lands on the close button.
    previousOverflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    if (!dialog.open) dialog.showModal();
    closeButton.focus();
    try {
      const content = (await loadTopics()).querySelector<HTMLTemplateElement>(`template[data-topic="${topic}"]`);
      if (openTopic === topic && content) body.replaceChildren(document.importNode(content.content, true));
    } catch {
      if (openTopic === topic) loading.textContent = 'This text could not be loaded. Please try again.';
    }
  }

  function close() {
    if (!dialog || !heading || !body || openTopic === null) return;
    openTopic = null;
    document.documentElement.style.overflow = previousOverflow;
    if (dialog.open) dialog.close();
    heading.textContent = '';
    body.replaceChildren();
    if (opener?.isConnected) opener.focus();
    opener = null;
  }

  for (const button of frame.querySelectorAll<HTMLButtonElement>('button[data-topic]')) {
    const topic = button.dataset.topic as InfoTopicId;
    button.addEventListener('click', () => void open(topic, button));
    // Fetch the text while the pointer or focus is on its way, so the pop-up opens filled.
    button.addEventListener('pointerenter', () => void loadTopics().catch(() => {}));
    button.addEventListener('focus', () => void loadTopics().catch(() => {}));
  }
  closeButton.addEventListener('click', close);
  // Escape goes through close() rather than the native cancel (Chrome may skip a repeated cancel).
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  });
  // A click whose target is the <dialog> itself landed on the backdrop: the panel fills the element.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) close();
  });
  // A close from elsewhere (the browser) still tidies up.
  dialog.addEventListener('close', close);
}

function enhanceNewsletter(frame: HTMLElement) {
  const form = frame.querySelector<HTMLFormElement>('form[aria-label="Newsletter"]');
  const input = form?.querySelector('input');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  const status = form?.querySelector('[role="status"]');
  if (!form || !input || !button || !status) return;

  // The same states as NewsletterForm: a local "invalid" message wins over the request's outcome.
  let invalidMessage: string | null = null;
  let outcome: { kind: 'idle' | 'pending' | 'success' } | { kind: 'error'; message: string } = { kind: 'idle' };

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

  input.addEventListener('input', () => {
    if (invalidMessage === null) return;
    invalidMessage = null;
    render();
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (outcome.kind === 'pending') return;
    const address = input.value.trim();
    if (!isValidEmail(address)) {
      invalidMessage = INVALID_EMAIL_MESSAGE;
      outcome = { kind: 'idle' };
      render();
      input.focus();
      return;
    }
    invalidMessage = null;
    outcome = { kind: 'pending' };
    render();
    subscribeToNewsletter(address).then(
      () => {
        input.value = '';
        outcome = { kind: 'success' };
        render();
      },
      (error: unknown) => {
        outcome = { kind: 'error', message: getErrorMessage(error, NEWSLETTER_FAILED_MESSAGE) };
        render();
      },
    );
  });
}
