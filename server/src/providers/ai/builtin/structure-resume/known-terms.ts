/**
 * 'Design Systems User Research Prototyping': skills a theme sets apart by a word space alone. Where
 * the words of such a run belong to terms the skills vocabulary knows (the open taxonomies and the
 * hand-written table the posting reader uses), a stray word it lacks standing as a term of its own,
 * the run is those terms, the fewest that cover it; otherwise it stays whole, as printed.
 */
import { isVocabularyTerm } from '../../../../text/analyze-text';

const MAX_TERM_WORDS = 4;

/**
 * A term the vocabulary knows. Capitals hide how a name is written, and the vocabulary tells some
 * names from common words by their capital ('Excel', not 'excel'): a run in capitals is also
 * looked up as names are written.
 */
function isKnownTerm(phrase: string, isAllCapitals: boolean): boolean {
  if (isVocabularyTerm(phrase)) return true;
  return isAllCapitals && isVocabularyTerm(phrase.toLowerCase().replace(/(^|\s)\p{Ll}/gu, (c) => c.toUpperCase()));
}

export function splitKnownTerms(item: string): string[] {
  const words = item.trim().split(/\s+/);
  const isAllCapitals = item === item.toUpperCase();
  // Only a run of names (each word capitalised): a phrase in small letters is one skill described.
  if (words.length < 3 || !words.every((w) => /^[\p{Lu}\d]/u.test(w)) || isKnownTerm(item, isAllCapitals)) return [item];
  // best[end]: the cover of the first `end` words with the fewest words the vocabulary lacks, then
  // the fewest terms; null where none is allowed. A word the vocabulary lacks may be a term of its
  // own ('IFRS' among 'Budgeting Forecasting', 'Anaplan' among 'Power BI Excel'), never part of one.
  type Cover = { terms: string[]; unknown: number };
  const best: (Cover | null)[] = [{ terms: [], unknown: 0 }];
  const isBetter = (a: Cover, b: Cover | null) =>
    !b || a.unknown < b.unknown || (a.unknown === b.unknown && a.terms.length < b.terms.length);
  for (let end = 1; end <= words.length; end++) {
    let found: Cover | null = null;
    for (let size = 1; size <= Math.min(MAX_TERM_WORDS, end); size++) {
      const before = best[end - size];
      if (!before) continue;
      const phrase = words.slice(end - size, end).join(' ');
      const known = isKnownTerm(phrase, isAllCapitals);
      if (!known && size > 1) continue;
      const cover = { terms: [...before.terms, phrase], unknown: before.unknown + (known ? 0 : 1) };
      if (isBetter(cover, found)) found = cover;
    }
    best[end] = found;
  }
  // Three terms at least: two known names make one skill as often as two ('Social Media Marketing').
  // Most of them known: a run of words the vocabulary lacks is a name it lacks, left whole.
  const cover = best[words.length];
  return cover && cover.terms.length >= 3 && cover.unknown * 3 <= cover.terms.length ? cover.terms : [item];
}
