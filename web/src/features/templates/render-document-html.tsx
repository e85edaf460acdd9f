import { renderToStaticMarkup } from 'react-dom/server';
import { TemplateDocument, type DocumentContent } from './components/template-document';

export type RenderDocumentOptions = DocumentContent & {
  /** The fitted size from fitFontSize / FittedDocument's onFit, in CSS px at preview scale. */
  fontSize: number;
};

/**
 * The document as an HTML string: the template's markup with its styles inline and the fitted
 * font size on the root, so it needs nothing else to look right. This is what a saved document's
 * `html` holds; show it in any container, or wrap it with renderPrintPage for the print window.
 *
 * It pulls in react-dom/server, which is why it lives in this feature: only the screens that
 * export load it, never the landing page.
 */
export function renderDocumentHtml(options: RenderDocumentOptions): string {
  return renderToStaticMarkup(<TemplateDocument {...options} />);
}
