// One-shot worker entry: reads one PDF (pdf-reader.mjs) and posts the runs. Used where a worker
// per file is the right cost: the short-lived CLI, which has no pool to keep warm.
import { parentPort, workerData } from 'node:worker_threads';
import { readPdf } from './pdf-reader.mjs';

parentPort.postMessage(await readPdf(workerData));
