import { defineConfig } from 'vitest/config';

// One `vitest run` covers every workspace: contract and server in Node, web in jsdom.
export default defineConfig({
  test: {
    projects: ['contract', 'server', 'web'],
    // Two cores: run files in parallel, but no more than the machine can carry.
    maxWorkers: 2,
  },
});
