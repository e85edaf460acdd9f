import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// jsdom has no layout, so no scrolling; React Router's <ScrollRestoration> calls it on every navigation.
window.scrollTo = () => {};

// A stray console.error in a test is a failure (STYLE.md, "Tests that resemble use").
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  if (consoleErrors.length > 0) {
    throw new Error(`console.error was called:\n${consoleErrors.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
});
