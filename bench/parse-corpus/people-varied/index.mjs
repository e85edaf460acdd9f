// Hand-written people for rounds 21 and 22 (layouts.mjs), a pair of pools each: other kinds of career and other ways of writing a
// resume than people.mjs's generator knows. Two pools: development layouts take theirs from
// development.mjs; layouts set aside take theirs from set-aside.mjs, which is never opened by
// whoever writes the parser's rules (it was written by someone else, and only its figure is read).
import { createHash } from 'node:crypto';
import path from 'node:path';
import { PEOPLE as DEVELOPMENT } from './development.mjs';
import { PEOPLE as DEVELOPMENT_2 } from './development-2.mjs';
import { PEOPLE as SET_ASIDE } from './set-aside.mjs';
import { PEOPLE as SET_ASIDE_2 } from './set-aside-2.mjs';

export const VARIED_SOURCES = ['index.mjs', 'development.mjs', 'set-aside.mjs', 'development-2.mjs', 'set-aside-2.mjs'].map((f) =>
  path.join(import.meta.dirname, f),
);

const POOLS = { 1: { development: DEVELOPMENT, setAside: SET_ASIDE }, 2: { development: DEVELOPMENT_2, setAside: SET_ASIDE_2 } };

/** Every section a person has, empty when they have none: some themes read them unguarded. */
const SECTIONS = ['projects', 'volunteer', 'awards', 'certificates', 'publications', 'interests', 'languages', 'references'];

/** The n-th of a layout's three people (n from 1): three different people of the layout's pool. */
export function variedPerson(part, layoutId, n, seed, poolNumber = 1) {
  const pools = POOLS[poolNumber];
  const pool = part === 'development' ? pools.development : pools.setAside;
  if (pool.length < 3) throw new Error(`the ${part} pool of hand-written people has fewer than three`);
  const start = parseInt(createHash('sha256').update(layoutId).digest('hex').slice(0, 8), 16) % pool.length;
  const person = structuredClone(pool[(start + n - 1) % pool.length]);
  for (const section of SECTIONS) person[section] ??= [];
  for (const job of person.work) job.company ??= job.name;
  return { seed, ...person };
}
