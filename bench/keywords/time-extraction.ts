/**
 * Median time to extract one posting's keywords, in process, after a warm-up (the vocabulary is
 * loaded once per process, as in the server). Every shared posting of both sets, several rounds.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { extractKeywords } from '../../server/src/text/extract-keywords';
import { SETS, SKILLS_DIR } from './split-sets.mjs';

const texts: string[] = SETS.flatMap((set) =>
  (JSON.parse(readFileSync(path.join(SKILLS_DIR, set.file), 'utf8')) as { postings: { text: string }[] }).postings.map((p) => p.text),
);
const loadStart = performance.now();
extractKeywords('warm-up');
const loadMs = performance.now() - loadStart;
for (const text of texts) extractKeywords(text);

const times: number[] = [];
for (let round = 0; round < 5; round++) {
  for (const text of texts) {
    const start = performance.now();
    extractKeywords(text);
    times.push(performance.now() - start);
  }
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
console.log(
  `\nExtraction time per posting (${texts.length} postings x 5): median ${at(0.5).toFixed(3)} ms, p90 ${at(0.9).toFixed(3)} ms, max ${at(1).toFixed(3)} ms; first call (loads the vocabulary) ${loadMs.toFixed(0)} ms`,
);
