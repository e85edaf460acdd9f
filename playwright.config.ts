import { defineConfig, devices } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from './tools/chromium';

/**
 * Its own port and a fresh data folder (e2e/start-server.mjs), so a dev server on 3001 is never
 * touched. E2E_PORT lets two runs on one machine (two people, two checkouts) stay apart.
 */
const PORT = Number(process.env.E2E_PORT || 3101);
/** The SMTP server the password-reset journey starts (e2e/account.spec.ts) listens here. */
export const E2E_SMTP_PORT = PORT + 1000;

export default defineConfig({
  testDir: 'e2e',
  // Per port, so two runs side by side do not clean away each other's traces.
  outputDir: `test-results/port-${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'line' : 'list',
  // Generous: the machines these run on are shared, and a first registration hashes a password.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROME_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'node e2e/start-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    env: {
      PORT: String(PORT),
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      MAIL_FROM: 'HireReady <no-reply@hireready.test>',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      // Every test user signs up from this one address: the per-address limits would soon refuse them.
      CLIENT_RATE_LIMITS: 'off',
    },
    reuseExistingServer: false,
    // SIGTERM, not the default SIGKILL: the server closes its database and the wrapper removes its folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    // A new embedded database takes a few seconds to initialise the first time.
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
