import { useCallback, useEffect, useRef } from 'react';

/**
 * Moves keyboard focus once the next render is on screen: to a new item's first field, or to a moved
 * item's button. Without it a keyboard user is dropped at the top of the page after each edit.
 * Selectors are tried in order; the first enabled match wins.
 */
export function useFocusAfterRender(): (...selectors: string[]) => void {
  const pending = useRef<string[] | null>(null);
  useEffect(() => {
    const selectors = pending.current;
    if (selectors === null) return;
    pending.current = null;
    for (const selector of selectors) {
      const element = document.querySelector<HTMLElement>(selector);
      if (element && !element.matches(':disabled')) {
        element.focus();
        return;
      }
    }
  });
  return useCallback((...selectors: string[]) => {
    pending.current = selectors;
  }, []);
}
