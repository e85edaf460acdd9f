/** The page's scroll position, for the React hook and the pre-rendered landing page's script alike. */
export function isScrolledPast(threshold: number): boolean {
  return window.scrollY > threshold;
}

/** Calls `onChange` on every scroll; returns the unsubscribe. */
export function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}
