import type { GeneratedCoverLetter, GeneratedResume, TemplateId } from '@hireready/contract';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { PREVIEW_CONTENT_WIDTH_PX, targetHeightFor, type DocumentKind } from '../document-format';
import { cachedFontSize, fitCacheKey, rememberFontSize } from '../fit-cache';
import { fitFontSize } from '../fit-font-size';

/**
 * The height of a document root at `fontSize`, in unscaled layout px. The root's width is fixed, so
 * any CSS transform above it (a thumbnail, a phone-sized preview) shows as width ≠ layout width and
 * is divided out. jsdom lays nothing out and answers 0, which counts as fitting.
 */
export function measureDocumentHeight(root: HTMLElement, fontSize: number): number {
  root.style.fontSize = `${fontSize}px`;
  const box = root.getBoundingClientRect();
  if (box.width === 0) return box.height;
  return box.height * (PREVIEW_CONTENT_WIDTH_PX / box.width);
}

export type FitTiming = {
  /**
   * Fit when the browser is idle rather than before the first paint: for thumbnails, which should
   * not hold up a page that has more important things to show. They appear a moment later.
   */
  isDeferred?: boolean;
};

const whenIdle = (callback: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 1);
  return () => clearTimeout(handle);
};

const fontsLoaded = () => typeof document === 'undefined' || !document.fonts || document.fonts.status === 'loaded';

/**
 * Fits the document rendered inside `measureRef` (a hidden copy) to its target height and returns
 * the size, or null before the first measurement. A size this browser has fitted before for the same
 * content is used at once, with nothing measured (`needsMeasuring` is then false and the hidden copy
 * need not be drawn). Otherwise it runs in a layout effect, so the visible copy appears at its fitted
 * size in the first paint (or when idle, if deferred), and again once web fonts have loaded.
 */
export function useFittedFontSize(
  kind: DocumentKind,
  templateId: TemplateId,
  data: GeneratedResume | GeneratedCoverLetter,
  { isDeferred = false }: FitTiming = {},
) {
  const measureRef = useRef<HTMLDivElement>(null);
  const key = useMemo(() => fitCacheKey(kind, templateId, data), [kind, templateId, data]);
  const cached = cachedFontSize(key);
  const [fitted, setFitted] = useState<{ key: string; size: number } | null>(null);
  const fontSize = cached ?? (fitted?.key === key ? fitted.size : null);
  const needsMeasuring = cached === undefined;

  useLayoutEffect(() => {
    if (!needsMeasuring) return;
    const root = measureRef.current?.querySelector<HTMLElement>('[data-document]');
    if (!root) return;
    let isCurrent = true;
    const fit = () => {
      if (!isCurrent) return;
      const size = fitFontSize((candidate) => measureDocumentHeight(root, candidate), targetHeightFor(kind));
      if (fontsLoaded() && root.getBoundingClientRect().width > 0) rememberFontSize(key, size);
      setFitted({ key, size });
    };
    const cancelIdle = isDeferred ? whenIdle(fit) : (fit(), () => {});
    void document.fonts?.ready.then(() => {
      if (isDeferred) whenIdle(fit);
      else fit();
    });
    return () => {
      isCurrent = false;
      cancelIdle();
    };
  }, [kind, key, needsMeasuring, isDeferred]);

  return { measureRef, fontSize, needsMeasuring };
}
