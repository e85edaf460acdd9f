import type { Page } from '@playwright/test';

/**
 * The print dialog cannot be driven in a test: every print window the app opens gets a print() that
 * records the page it was asked to print and fires afterprint, as closing the dialog would.
 */
export async function stubPrinting(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { __prints: string[] };
    state.__prints = [];
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      const opened = open(...args);
      if (opened) {
        opened.print = () => {
          state.__prints.push(opened.document.documentElement.outerHTML);
          opened.dispatchEvent(new Event('afterprint'));
        };
      }
      return opened;
    };
  });
}

/** The HTML of every page printed so far, oldest first (needs stubPrinting). */
export const printed = (page: Page) => page.evaluate(() => (window as unknown as { __prints: string[] }).__prints);
