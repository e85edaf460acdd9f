import { TEMPLATES, type TemplateId } from '@hireready/contract';
import { PREVIEW_SHEET_HEIGHT_PX, PREVIEW_SHEET_WIDTH_PX } from '../document-format';
import { SAMPLE_RESUME } from '../sample-data';
import { DocumentSheet } from './document-sheet';
import { useRef } from 'react';
import { useWhenNearAndIdle } from '../hooks/use-when-idle';
import { FittedDocument } from './fitted-document';

export type TemplatePreviewCardProps = {
  templateId: TemplateId;
  /** Thumbnail width in CSS px; the height follows the Letter page's proportions. */
  width?: number;
};

/**
 * A picker thumbnail: the real template with the sample resume, scaled down, so the picture is
 * always exactly what the user will get. The miniature is hidden from assistive technology; the
 * caption names the template.
 */
export function TemplatePreviewCard({ templateId, width = 220 }: TemplatePreviewCardProps) {
  const template = TEMPLATES[templateId];
  const scale = width / PREVIEW_SHEET_WIDTH_PX;
  // A whole resume per thumbnail: drawn once the page is up and it is near the screen, in the space
  // already kept for it.
  const frameRef = useRef<HTMLDivElement>(null);
  const isDrawn = useWhenNearAndIdle(frameRef);

  return (
    <figure className="m-0">
      <div
        ref={frameRef}
        aria-hidden="true"
        inert
        style={{ width, height: PREVIEW_SHEET_HEIGHT_PX * scale, overflow: 'hidden', position: 'relative' }}
      >
        <div style={{ width: PREVIEW_SHEET_WIDTH_PX, transform: `scale(${scale})`, transformOrigin: 'top left' }}>
          <DocumentSheet>
            {/* Fitted when the browser is idle (and once per browser): thumbnails must not hold up the page. */}
            {isDrawn ? <FittedDocument kind="resume" templateId={templateId} data={SAMPLE_RESUME} isDeferred /> : null}
          </DocumentSheet>
        </div>
      </div>
      <figcaption className="mt-2 text-sm font-medium text-slate-800 max-sm:hidden">{template.name}</figcaption>
    </figure>
  );
}
