/**
 * The navigation bar of the pre-rendered landing page (decision 009), without React. The page
 * carries the bar's markup for each state, rendered at build time from NavBarView; this swaps the
 * right one in as the session and the phone menu change, and hands the buttons' actions to the
 * page's script. What the bar shows for a state is navBarLook's, as in NavBarView (decision 020).
 */
import { isScrolledPast, subscribeToScroll } from '../../lib/scroll-position';
import { frameClassName, navBarLook, SHADOW_SCROLL_THRESHOLD_PX, type NavStatus } from './frame-classes';

/** The <template data-nav-state> elements the build writes into the page. */
export type NavTemplateState = 'signed-out' | 'signed-in' | 'signed-in-menu';

type StaticNavBarOptions = {
  /** The frame rendered by RootLayout: header, main, footer. */
  frame: HTMLElement;
  onSignIn: () => void;
  /** Warm-up as the pointer or focus reaches Sign In, so the app is on its way before the click. */
  onSignInIntent: () => void;
  onSignOut: () => void;
};

export function enhanceNavBar({ frame, onSignIn, onSignInIntent, onSignOut }: StaticNavBarOptions) {
  let navState: NavStatus = 'loading';
  let isMenuOpen = false;
  let isScrolled = isScrolledPast(SHADOW_SCROLL_THRESHOLD_PX);
  // The loading bar (wordmark only) is the one in the page; the other states come from templates.
  const loadingHeader = frame.querySelector('header');
  if (!loadingHeader) throw new Error('the landing page has no header');
  let header: HTMLElement = loadingHeader;
  let bottomBar: HTMLElement | null = null;

  function templateFor(state: NavTemplateState): DocumentFragment {
    const template = document.querySelector<HTMLTemplateElement>(`template[data-nav-state="${state}"]`);
    if (!template) throw new Error(`the landing page has no navigation template "${state}"`);
    return document.importNode(template.content, true);
  }

  function render() {
    const look = navBarLook(navState, isMenuOpen, isScrolled);
    const focusedAction = document.activeElement?.closest('header') ? document.activeElement.getAttribute('data-nav-action') : null;
    const next =
      navState === 'loading'
        ? { header: loadingHeader!, bottomBar: null }
        : (() => {
            const fragment = templateFor(!look.showsAppLinks ? 'signed-out' : look.isMenuShown ? 'signed-in-menu' : 'signed-in');
            return {
              header: fragment.querySelector('header')!,
              bottomBar: fragment.querySelector<HTMLElement>('nav[aria-label="Quick links"]'),
            };
          })();
    if (next.header !== header) header.replaceWith(next.header);
    header = next.header;
    header.className = look.headerClassName;
    header.dataset.scrolled = String(isScrolled);
    bottomBar?.remove();
    bottomBar = next.bottomBar;
    if (bottomBar) header.after(bottomBar);
    frame.className = frameClassName(look.showsAppLinks);
    // The button pressed (the menu toggle) is a new element now; keep keyboard focus where it was.
    if (focusedAction) header.querySelector<HTMLElement>(`[data-nav-action="${focusedAction}"]`)?.focus();
  }

  function handleClick(event: MouseEvent) {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-nav-action]') : null;
    if (!target || !frame.contains(target)) return;
    switch (target.dataset.navAction) {
      case 'sign-in':
        onSignIn();
        return;
      case 'toggle-menu':
        isMenuOpen = !isMenuOpen;
        render();
        return;
      case 'close-menu':
        isMenuOpen = false;
        render();
        return;
      case 'sign-out':
        isMenuOpen = false;
        onSignOut();
        render();
        return;
    }
  }

  function handleIntent(event: Event) {
    if (event.target instanceof Element && event.target.closest('[data-nav-action="sign-in"]')) onSignInIntent();
  }

  function handleScroll() {
    const next = isScrolledPast(SHADOW_SCROLL_THRESHOLD_PX);
    if (next === isScrolled) return;
    isScrolled = next;
    render();
  }

  frame.addEventListener('click', handleClick);
  frame.addEventListener('pointerover', handleIntent);
  frame.addEventListener('focusin', handleIntent);
  const unsubscribeScroll = subscribeToScroll(handleScroll);
  render();

  return {
    setState(state: NavStatus) {
      if (state === navState) return;
      navState = state;
      isMenuOpen = false;
      render();
    },
    /** The React app has taken over the page. */
    destroy() {
      frame.removeEventListener('click', handleClick);
      frame.removeEventListener('pointerover', handleIntent);
      frame.removeEventListener('focusin', handleIntent);
      unsubscribeScroll();
    },
  };
}
