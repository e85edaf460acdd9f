/** Scores any text against a job's ranked terms: the one yardstick for bullets, skills and sentences. */
import { hasTerm, indexText } from '../../../../text/analyze-text';
import type { RankedTerm } from '../../../../text/extract-terms';

export type Relevance = {
  /** Terms with weights scaled so the job's top term weighs 1. */
  terms: RankedTerm[];
  weightOf(term: RankedTerm): number;
  termsIn(text: string): RankedTerm[];
  score(text: string): number;
};

/**
 * One generation scores the same bullet several times (selection, ordering, summary), so each text
 * is analysed once per Relevance. The cache lives as long as the Relevance: one request.
 */
export function createRelevance(terms: RankedTerm[]): Relevance {
  const top = Math.max(...terms.map((t) => t.score), 0) || 1;
  const weights = new Map(terms.map((t) => [t, t.score / top]));
  const weightOf = (term: RankedTerm) => weights.get(term) ?? 0;
  const found = new Map<string, RankedTerm[]>();
  const termsIn = (text: string) => {
    let hits = found.get(text);
    if (!hits) {
      const index = indexText(text);
      hits = terms.filter((t) => hasTerm(index, t));
      found.set(text, hits);
    }
    return hits;
  };
  return {
    terms,
    weightOf,
    termsIn,
    score: (text) => termsIn(text).reduce((sum, t) => sum + weightOf(t), 0),
  };
}

/** A measured result reads stronger than a duty; a small nudge, never enough to outrank relevance. */
export function quantifiedBonus(text: string): number {
  return /\d/.test(text) ? 0.05 : 0;
}
