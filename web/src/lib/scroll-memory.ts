import type { Location } from 'react-router';

/**
 * Where the app keeps scroll positions (React Router's ScrollRestoration, with our key and storage).
 * Every page loaded afresh has the same history key ('default'); kept under that, opening a page by
 * its address would land where the last page loaded that way was left. Kept by path instead, a
 * reload or a Back to another document returns to that page's own place, and a page opened afresh
 * (a link, a typed address) starts at its top: its old place is forgotten when the app starts.
 */
export const SCROLL_STORAGE_KEY = 'hireready-scroll-positions';

export function scrollKey(location: Location): string {
  return location.key === 'default' ? location.pathname : location.key;
}

/** Called once at start: a fresh visit to a page does not return to where an earlier one left it. */
export function forgetScrollOfFreshVisit(): void {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (entry?.type !== 'navigate') return;
  try {
    const positions = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}') as Record<string, number>;
    delete positions[window.location.pathname];
    sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // No session storage (private modes, blocked): nothing was kept, so nothing to forget.
  }
}
