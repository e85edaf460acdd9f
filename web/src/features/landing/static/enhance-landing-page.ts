/**
 * The landing page's own interactive parts, on the pre-rendered page and without React (decisions
 * 009 and 020): the markup is the components' own, rendered at build time, and this attaches the
 * controllers the components use too (the pop-up's opening and closing, the Subscribe box). What
 * is left here is how this page finds its parts and fetches the pop-ups' text from the build.
 */
import { rememberSignUpIntent, SIGN_UP_INTENT_ATTRIBUTE } from '../../../lib/sign-up-intent';
import { topicTitle, type InfoTopicId } from '../content/info-topics';
import { attachInfoDialog } from '../lib/info-dialog-controller';
import { attachNewsletterForm } from '../lib/newsletter-form-controller';
import { scrollToSection } from '../lib/scroll-to-section';

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
  const controller = attachInfoDialog(dialog, closeButton, close);

  async function open(topic: InfoTopicId, from: HTMLElement) {
    if (!heading || !body) return;
    openTopic = topic;
    heading.textContent = topicTitle(topic);
    const loading = document.createElement('p');
    loading.className = 'text-slate-600';
    loading.textContent = 'Loading…';
    body.replaceChildren(loading);
    controller.open(from);
    try {
      const content = (await loadTopics()).querySelector<HTMLTemplateElement>(`template[data-topic="${topic}"]`);
      if (openTopic === topic && content) body.replaceChildren(document.importNode(content.content, true));
    } catch {
      if (openTopic === topic) loading.textContent = 'This text could not be loaded. Please try again.';
    }
  }

  function close() {
    if (!heading || !body || openTopic === null) return;
    openTopic = null;
    controller.close();
    heading.textContent = '';
    body.replaceChildren();
  }

  for (const button of frame.querySelectorAll<HTMLButtonElement>('button[data-topic]')) {
    const topic = button.dataset.topic as InfoTopicId;
    button.addEventListener('click', () => void open(topic, button));
    // Fetch the text while the pointer or focus is on its way, so the pop-up opens filled.
    button.addEventListener('pointerenter', () => void loadTopics().catch(() => {}));
    button.addEventListener('focus', () => void loadTopics().catch(() => {}));
  }
}

function enhanceNewsletter(frame: HTMLElement) {
  const form = frame.querySelector<HTMLFormElement>('form[aria-label="Newsletter"]');
  if (form) attachNewsletterForm(form);
}
