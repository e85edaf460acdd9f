/**
 * 'Design Systems User Research Prototyping': skills a theme sets apart by a word space alone. Where
 * every word of such a run belongs to a term the skills vocabulary knows (the open taxonomies and the
 * hand-written table the posting reader uses), the run is those terms, the fewest that cover it;
 * otherwise it stays whole, as printed.
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
  // fewest[end]: the fewest known terms that cover the first `end` words, or null where none do.
  const fewest: (string[] | null)[] = [[]];
  for (let end = 1; end <= words.length; end++) {
    let best: string[] | null = null;
    for (let size = 1; size <= Math.min(MAX_TERM_WORDS, end); size++) {
      const before = fewest[end - size];
      const phrase = words.slice(end - size, end).join(' ');
      if (before && (!best || before.length + 1 < best.length) && isKnownTerm(phrase, isAllCapitals)) best = [...before, phrase];
    }
    fewest[end] = best;
  }
  // A word the vocabulary does not know leaves the run whole: a name it lacks is not cut into pieces.
  // Three terms at least: two known names make one skill as often as two ('Social Media Marketing').
  const terms = fewest[words.length];
  return terms && terms.length >= 3 ? terms : [item];
}
