/**
 * Brings a section into view and moves keyboard and screen-reader focus to it, so 'See How It
 * Works' is more than a visual jump. Smooth only for people who have not asked for less motion.
 */
export function scrollToSection(target: HTMLElement): void {
  const prefersReducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView({ behavior: prefersReducedMotion ? 'auto' : 'smooth', block: 'start' });
  // preventScroll: focusing would otherwise jump there at once and cut the smooth scroll short.
  target.focus({ preventScroll: true });
}
