import { useEffect, useState } from 'react';

/**
 * False until the browser has a quiet moment, then true. For parts of a page that can appear a
 * beat later (thumbnails), so drawing them never stands in the way of what the user came for;
 * each caller waits for its own idle moment, so several are drawn in separate tasks.
 */
export function useWhenIdle(): boolean {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIsIdle(true), 1);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setIsIdle(true), { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }, []);
  return isIdle;
}
