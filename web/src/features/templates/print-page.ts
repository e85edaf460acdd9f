import { PAGE_MARGIN_IN, PRINT_ZOOM } from './document-format';

/**
 * The page the print window shows: US Letter, 0.5 in margins (SPEC point 9), and the document's
 * HTML zoomed from preview scale to print scale (see document-format.ts for why that keeps it on
 * one page). Plain string work, so the document view can print stored HTML without loading
 * react-dom/server.
 *
 * `documentHtml` is put in as is: pass it through sanitizeDocumentHtml first when it came from
 * storage or from the editable preview.
 */
export function renderPrintPage(documentHtml: string, { title = 'Document' }: { title?: string } = {}): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title>`,
    '<style>',
    `@page { size: letter; margin: ${PAGE_MARGIN_IN}in; }`,
    'html, body { margin: 0; padding: 0; background: #ffffff; }',
    // Keep the accent colours and rules even when "Background graphics" is off in the dialog.
    'body { -webkit-print-color-adjust: exact; print-color-adjust: exact; }',
    `.print-document { zoom: ${PRINT_ZOOM}; }`,
    '</style>',
    '</head>',
    '<body>',
    `<div class="print-document">${documentHtml}</div>`,
    '</body>',
    '</html>',
  ].join('\n');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
