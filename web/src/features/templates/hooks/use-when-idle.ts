import { useEffect, useState, type RefObject } from 'react';

function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(callback, 1);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(callback, { timeout: 3000 });
  return () => cancelIdleCallback(handle);
}

/**
 * False until the element is near the screen and the browser has a quiet moment, then true. For
 * parts of a page that can appear a beat later (thumbnails), so drawing them never stands in the
 * way of what the user came for, and is skipped while they are far out of view (a phone's dashboard
 * shows them below the documents). Each caller waits for its own idle moment: separate tasks.
 */
export function useWhenNearAndIdle(ref: RefObject<Element | null>): boolean {
  const [isReady, setIsReady] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (isReady) return;
    if (!element || typeof IntersectionObserver === 'undefined') return whenIdle(() => setIsReady(true));
    let cancelIdle: (() => void) | null = null;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting) || cancelIdle) return;
        observer.disconnect();
        cancelIdle = whenIdle(() => setIsReady(true));
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, [ref, isReady]);
  return isReady;
}
