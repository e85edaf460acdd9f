// Worker bootstrap for running from TypeScript source (node --import tsx, vitest): a worker inherits
// neither vitest's transform nor, on Node 20, a working `--import tsx`, so it registers tsx itself.
// Plain JavaScript because nothing can load TypeScript before this line runs.
import { register } from 'tsx/esm/api';

register();
await import('./extraction-worker.ts');
