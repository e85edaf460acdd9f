import { defineConfig } from 'vitest/config';

// One `vitest run` covers every workspace: contract and server in Node, web in jsdom.
export default defineConfig({
  test: {
    projects: ['contract', 'server', 'web'],
  },
});
