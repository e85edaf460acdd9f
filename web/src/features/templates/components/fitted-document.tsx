import { useEffect, type CSSProperties, type Ref } from 'react';
import { MAX_FONT_SIZE_PX } from '../document-format';
import { useFittedFontSize, type FitTiming } from '../hooks/use-fitted-font-size';
import { TemplateDocument, type DocumentContent } from './template-document';

export type FittedDocumentProps = DocumentContent &
  FitTiming & {
    /** Told the fitted size, e.g. to pass to renderDocumentHtml when exporting unedited. */
    onFit?: (fontSize: number) => void;
    /** Makes the visible copy editable in place (SPEC point 2, generation preview). */
    isEditable?: boolean;
    /** The element around the visible document: read its innerHTML to save an edited document. */
    contentRef?: Ref<HTMLDivElement>;
  };

const offscreen: CSSProperties = {
  position: 'absolute',
  top: 0,
  left: -10000,
  visibility: 'hidden',
  pointerEvents: 'none',
};

/**
 * A template document at the font size that fits its target height (SPEC point 9). A hidden copy
 * off screen is measured (unless this browser fitted the same content before); the visible copy is
 * drawn at the result.
 */
export function FittedDocument({ onFit, isEditable = false, contentRef, isDeferred, ...content }: FittedDocumentProps) {
  const { measureRef, fontSize, needsMeasuring } = useFittedFontSize(content.kind, content.templateId, content.data, { isDeferred });

  useEffect(() => {
    if (fontSize !== null) onFit?.(fontSize);
  }, [fontSize, onFit]);

  return (
    <div style={{ position: 'relative' }}>
      {/* The hidden copy is drawn only while a size is being found: a size found before needs none. */}
      {needsMeasuring ? (
        <div ref={measureRef} style={offscreen} aria-hidden="true" inert>
          <TemplateDocument {...content} fontSize={MAX_FONT_SIZE_PX} />
        </div>
      ) : null}
      {fontSize !== null && (
        <div
          ref={contentRef}
          contentEditable={isEditable || undefined}
          suppressContentEditableWarning={isEditable}
          spellCheck={isEditable || undefined}
          style={{ outline: 'none' }}
        >
          <TemplateDocument {...content} fontSize={fontSize} />
        </div>
      )}
    </div>
  );
}
