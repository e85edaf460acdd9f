import { afterEach, beforeEach, vi } from 'vitest';

// A stray console.error in a test is a failure (STYLE.md). The server logs through its own
// logger, which tests silence; console.error means something escaped it.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (consoleErrors.length > 0) {
    throw new Error(`console.error was called:\n${consoleErrors.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
});
