import type { ReactNode } from 'react';
import { PREVIEW_SHEET_HEIGHT_PX, PREVIEW_SHEET_PADDING_PX, PREVIEW_SHEET_WIDTH_PX } from '../document-format';

/**
 * A sheet of Letter paper at preview scale with its 0.5 in margins, so what the preview shows is
 * the printed page in miniature (document-format.ts). Scale it down with a CSS transform on a
 * parent when the screen is narrower than the sheet; the fitting measures through transforms.
 */
export function DocumentSheet({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        boxSizing: 'border-box',
        width: PREVIEW_SHEET_WIDTH_PX,
        minHeight: PREVIEW_SHEET_HEIGHT_PX,
        padding: PREVIEW_SHEET_PADDING_PX,
        backgroundColor: '#ffffff',
        boxShadow: '0 1px 3px rgba(15, 23, 42, 0.12), 0 8px 24px rgba(15, 23, 42, 0.08)',
      }}
    >
      {children}
    </div>
  );
}
