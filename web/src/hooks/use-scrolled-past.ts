import { useCallback, useSyncExternalStore } from 'react';
import { isScrolledPast, subscribeToScroll } from '../lib/scroll-position';

/** True once the page is scrolled more than `threshold` pixels. */
export function useScrolledPast(threshold: number): boolean {
  const getSnapshot = useCallback(() => isScrolledPast(threshold), [threshold]);
  return useSyncExternalStore(subscribeToScroll, getSnapshot, () => false);
}
