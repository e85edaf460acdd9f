/**
 * Printing a finished page: a print window when the browser lets us open one, a hidden frame when
 * a pop-up blocker says no. Our CSP allows no inline script (script-src 'self'), so the page we
 * write carries none: its nodes are built with DOM APIs and print() is called from here.
 */

/** SPEC point 9: print starts 0.5 s after the print window opens. */
export const PRINT_DELAY_MS = 500;

export type PrintTarget = 'window' | 'frame';

/** Replaces `target`'s whole document with the parsed page; DOMParser never runs what it parses. */
function writePage(target: Document, pageHtml: string) {
  const parsed = new DOMParser().parseFromString(pageHtml, 'text/html');
  target.replaceChild(target.importNode(parsed.documentElement, true), target.documentElement);
}

function printLater(target: Window, cleanUp: () => void) {
  // Close only once the dialog is done with the page, whether the user printed or cancelled.
  target.addEventListener('afterprint', cleanUp, { once: true });
  window.setTimeout(() => {
    target.focus();
    target.print();
  }, PRINT_DELAY_MS);
}

function printInFrame(pageHtml: string) {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  // Zero-sized rather than display:none, which some browsers refuse to print.
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0' });
  document.body.appendChild(frame);
  const frameWindow = frame.contentWindow;
  const frameDocument = frame.contentDocument;
  if (!frameWindow || !frameDocument) {
    frame.remove();
    throw new Error('No frame to print from.');
  }
  writePage(frameDocument, pageHtml);
  printLater(frameWindow, () => frame.remove());
}

/**
 * Prints a complete HTML page (templates' renderPrintPage output, built from sanitised HTML) and
 * says where it went.
 */
export function printPage(pageHtml: string): PrintTarget {
  const popup = window.open('', '_blank');
  if (!popup) {
    printInFrame(pageHtml);
    return 'frame';
  }
  writePage(popup.document, pageHtml);
  printLater(popup, () => popup.close());
  return 'window';
}
