import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    globalSetup: ['./test/build-server.ts'],
    // Integration tests open real databases; a new PGlite instance takes a few seconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
