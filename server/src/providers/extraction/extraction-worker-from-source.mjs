// Pool-worker bootstrap for running from TypeScript source (node --import tsx, vitest): a worker
// inherits neither vitest's transform nor, on Node 20, a working `--import tsx`, so it registers
// tsx itself. Plain JavaScript because nothing can load TypeScript before this line runs.
//
// pdf.js is loaded first, before tsx's hooks exist: through them its 2 MB load takes ~0.8 s
// instead of ~0.1 s. The module cache then hands the same instance to pdf-reader.mjs.
import { register } from 'tsx/esm/api';
import { loadPdfjs } from './pdf-reader.mjs';

await loadPdfjs();
register();
await import('./extraction-worker.ts');
