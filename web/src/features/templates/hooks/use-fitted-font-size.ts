import type { GeneratedCoverLetter, GeneratedResume, TemplateId } from '@hireready/contract';
import { useLayoutEffect, useRef, useState } from 'react';
import { PREVIEW_CONTENT_WIDTH_PX, targetHeightFor, type DocumentKind } from '../document-format';
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

/**
 * Fits the document rendered inside `measureRef` (a hidden copy) to its target height and returns
 * the size, or null before the first measurement. It runs in a layout effect, so the visible copy
 * appears at its fitted size in the first paint, and again once web fonts have loaded, since they
 * change the metrics. The layout width never changes, so there is nothing else to observe.
 */
export function useFittedFontSize(
  kind: DocumentKind,
  templateId: TemplateId,
  data: GeneratedResume | GeneratedCoverLetter,
) {
  const measureRef = useRef<HTMLDivElement>(null);
  const [fontSize, setFontSize] = useState<number | null>(null);

  useLayoutEffect(() => {
    const root = measureRef.current?.querySelector<HTMLElement>('[data-document]');
    if (!root) return;
    let isCurrent = true;
    const fit = () => {
      if (!isCurrent) return;
      setFontSize(fitFontSize((size) => measureDocumentHeight(root, size), targetHeightFor(kind)));
    };
    fit();
    void document.fonts?.ready.then(fit);
    return () => {
      isCurrent = false;
    };
  }, [kind, templateId, data]);

  return { measureRef, fontSize };
}
