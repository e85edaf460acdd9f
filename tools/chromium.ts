/**
 * The system Chromium every browser test and benchmark uses. Downloads are blocked on our machines,
 * so never `playwright install`; the flags keep Chromium from reaching for the network (on a closed
 * network its background connections fail by the dozen) and let it run as root in a container.
 */
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** For a Chromium that Playwright launches (it adds --headless itself). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** For running the Chromium binary directly (print-to-PDF, Lighthouse). */
export const CHROMIUM_HEADLESS_ARGS = ['--headless', ...CHROMIUM_ARGS];
