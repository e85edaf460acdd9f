/**
 * The comparisons every guard makes (DESIGN decision 4): when two names, titles, dates or degrees
 * are the same fact, and how a field that differs is put back to the profile's value.
 */
import { foldText, normalizeDegree, normalizeName } from '../../../text/normalize';
import { parseMonthIndex } from '../../../text/profile-facts';

export type GuardResult<T> = { document: T; removed: string[] };

/** Two names are one when equal after normalisation, or when one is the other plus words ('Acme' / 'Acme Analytics'). */
export function isSameName(a: string, b: string): boolean {
  return isSameNameKey(normalizeName(a), normalizeName(b));
}

/** isSameName on names already normalised, for lists compared many times in one document. */
export function isSameNameKey(x: string, y: string): boolean {
  if (!x || !y) return false;
  if (x === y) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return short.length >= 4 && ` ${long} `.includes(` ${short} `);
}

export function isSameTitle(a: string, b: string): boolean {
  return normalizeName(a) === normalizeName(b);
}

export function isSameDate(a: string, b: string, today: Date): boolean {
  if (normalizeName(a) === normalizeName(b)) return true;
  const x = parseMonthIndex(a, today);
  const y = parseMonthIndex(b, today);
  return x !== null && x === y;
}

export function isSameDegree(a: string, b: string): boolean {
  const x = normalizeDegree(a);
  const y = normalizeDegree(b);
  if (!x || !y) return x === y;
  return x === y || ` ${y} `.includes(` ${x} `) || ` ${x} `.includes(` ${y} `);
}

/** Replaces a field with the profile's value when they differ, and reports the replaced value. */
export function repairField(
  label: string,
  given: string,
  truth: string,
  same: (a: string, b: string) => boolean,
  removed: string[],
): string {
  if (given.trim() && !same(given, truth)) removed.push(`${label}: ${given}`);
  return truth;
}

/** Contact values compare as written (e-mail, LinkedIn) or by their digits (phone). */
export function isSameExactly(a: string, b: string): boolean {
  return foldText(a.trim()) === foldText(b.trim());
}

export function isSamePhone(a: string, b: string): boolean {
  return a.replace(/\D/g, '') === b.replace(/\D/g, '');
}
