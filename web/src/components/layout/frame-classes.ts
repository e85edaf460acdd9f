/**
 * How the page frame and the bar look at run time. Shared by the React components and the script
 * of the pre-rendered landing page (decisions 009 and 020), so both draw the same bar and frame.
 */

/** SPEC point 2: white with a shadow once scrolled (or while the phone menu is open). */
export function headerClassName(isSolid: boolean): string {
  return `fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-200 ${
    isSolid ? 'bg-white shadow-md' : 'bg-white/60 backdrop-blur'
  }`;
}

/** Signed-in phones get a bottom bar; the padding keeps the footer out from under it. */
export function frameClassName(isSignedIn: boolean): string {
  return `flex min-h-dvh flex-col ${isSignedIn ? 'pb-16 md:pb-0' : ''}`;
}

/**
 * The page between the bar and the footer is at least a screen tall, so the footer starts below the
 * fold: a signed-in page fills in after its data arrives, and a footer in view would jump down then.
 */
export const MAIN_CLASS_NAME = 'min-h-dvh flex-1 pt-16';

/** SPEC point 2: the bar turns white with a shadow once the page is scrolled more than 10 pixels. */
export const SHADOW_SCROLL_THRESHOLD_PX = 10;

/** Where the session stands, as the bar shows it: nothing is offered while it is being restored. */
export type NavStatus = 'loading' | 'signed-out' | 'signed-in';

/**
 * What the bar shows, for the React bar and the pre-rendered landing page's alike: the page items
 * and the phone menu only when signed in, solid once scrolled or while the menu is open.
 */
export function navBarLook(status: NavStatus, isMenuOpen: boolean, isScrolled: boolean) {
  const showsAppLinks = status === 'signed-in';
  const isMenuShown = showsAppLinks && isMenuOpen;
  return { showsAppLinks, isMenuShown, headerClassName: headerClassName(isScrolled || isMenuShown) };
}
