// Hand-written people for rounds 21 to 25 (layouts.mjs), a pair of pools each: other kinds of career and other ways of writing a
// resume than people.mjs's generator knows. Two pools: development layouts take theirs from
// development.mjs; layouts set aside take theirs from set-aside.mjs, which is never opened by
// whoever writes the parser's rules (it was written by someone else, and only its figure is read).
import { createHash } from 'node:crypto';
import path from 'node:path';
import { PEOPLE as DEVELOPMENT } from './development.mjs';
import { PEOPLE as DEVELOPMENT_2 } from './development-2.mjs';
import { PEOPLE as SET_ASIDE } from './set-aside.mjs';
import { PEOPLE as SET_ASIDE_2 } from './set-aside-2.mjs';
import { PEOPLE as DEVELOPMENT_3 } from './development-3.mjs';
import { PEOPLE as SET_ASIDE_3 } from './set-aside-3.mjs';
import { PEOPLE as DEVELOPMENT_4 } from './development-4.mjs';
import { PEOPLE as SET_ASIDE_4 } from './set-aside-4.mjs';
import { PEOPLE as DEVELOPMENT_5 } from './development-5.mjs';
import { PEOPLE as SET_ASIDE_5 } from './set-aside-5.mjs';

const POOL_FILES = {
  1: ['development.mjs', 'set-aside.mjs'],
  2: ['development-2.mjs', 'set-aside-2.mjs'],
  3: ['development-3.mjs', 'set-aside-3.mjs'],
  4: ['development-4.mjs', 'set-aside-4.mjs'],
  5: ['development-5.mjs', 'set-aside-5.mjs'],
};

/** The files a layout's people come from: a change to another pool does not render it again. */
export function variedSources(poolNumber) {
  return ['index.mjs', ...(POOL_FILES[poolNumber] ?? [])].map((f) => path.join(import.meta.dirname, f));
}

const POOLS = {
  1: { development: DEVELOPMENT, setAside: SET_ASIDE },
  2: { development: DEVELOPMENT_2, setAside: SET_ASIDE_2 },
  3: { development: DEVELOPMENT_3, setAside: SET_ASIDE_3 },
  4: { development: DEVELOPMENT_4, setAside: SET_ASIDE_4 },
  5: { development: DEVELOPMENT_5, setAside: SET_ASIDE_5 },
};

/** Every section a person has, empty when they have none: some themes read them unguarded. */
const SECTIONS = ['projects', 'volunteer', 'awards', 'certificates', 'publications', 'interests', 'languages', 'references'];

/** The n-th of a layout's three people (n from 1): three different people of the layout's pool. */
export function variedPerson(part, layoutId, n, seed, poolNumber = 1) {
  const pools = POOLS[poolNumber];
  if (!pools) throw new Error(`no pool ${poolNumber} of hand-written people`);
  const pool = part === 'development' ? pools.development : pools.setAside;
  if (pool.length < 3) throw new Error(`the ${part} pool of hand-written people has fewer than three`);
  const start = parseInt(createHash('sha256').update(layoutId).digest('hex').slice(0, 8), 16) % pool.length;
  return preparedPerson(pool[(start + n - 1) % pool.length], seed);
}

/** The hand-written development people of every pool, in pool order (cross.mjs reads them with other pools' layouts). */
export const DEVELOPMENT_PEOPLE = Object.values(POOLS).flatMap((pools) => pools.development);

/** A copy of a hand-written person with what themes read unguarded filled in. */
export function preparedPerson(written, seed) {
  const person = structuredClone(written);
  for (const section of SECTIONS) person[section] ??= [];
  for (const job of person.work) job.company ??= job.name;
  // A LinkedIn profile given by its name alone has the address LinkedIn gives every profile, which
  // themes that print the address and the truth both read.
  for (const profile of person.basics.profiles ?? []) {
    if (profile.network === 'LinkedIn' && !profile.url && profile.username) profile.url = `https://www.linkedin.com/in/${profile.username}`;
  }
  return { seed, ...person };
}
