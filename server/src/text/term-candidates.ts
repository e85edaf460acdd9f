/**
 * The terms a posting reader has found so far, each with the weight of every mention and the
 * words the posting used for it: a term is shown as the posting writes it most, which is what an
 * applicant tracking system matches.
 */
import type { TermRef } from './analyze-text';

export type Candidate = {
  term: TermRef;
  weights: number[];
  /** Each wording the posting used, with how often. */
  surface: Map<string, number>;
};

export type Candidates = Map<string, Candidate>;

/** Records one mention; synonyms meet through the vocabulary entry, phrases through their stems. */
export function addOccurrence(candidates: Candidates, term: TermRef, weight: number, surface: string) {
  const id = term.canonical ? `v:${term.canonical}` : `p:${term.key}`;
  let candidate = candidates.get(id);
  if (!candidate) {
    candidate = { term, weights: [], surface: new Map() };
    candidates.set(id, candidate);
  }
  candidate.weights.push(weight);
  candidate.surface.set(surface, (candidate.surface.get(surface) ?? 0) + 1);
}

/** Phrase words keep the posting's capitals only for acronyms: a capital that opens a line is no name. */
export function displayPhrase(raw: string[]): string {
  return raw.map((t) => (t.length > 1 && t === t.toUpperCase() && /[A-Z]/.test(t) ? t : t.toLowerCase())).join(' ');
}

/** Counts a phrase's wordings by how they are displayed: 'Memory Management' and 'memory management' are one. */
export function displayForms(surface: Map<string, number>): Map<string, number> {
  const forms = new Map<string, number>();
  for (const [raw, count] of surface) {
    const form = displayPhrase(raw.split(' '));
    forms.set(form, (forms.get(form) ?? 0) + count);
  }
  return forms;
}

/**
 * The wording the posting uses most. At equal counts, the vocabulary's own name when the posting
 * writes it ('React' beside 'reactjs'), else the form written inside a sentence: 'Machine learning'
 * only opened one.
 */
export function mostFrequent(surface: Map<string, number>, canonical: string | null = null): string {
  const own = canonical?.toLowerCase();
  let best = '';
  let bestCount = -1;
  for (const [form, count] of surface) {
    const ownName = own !== undefined && form.toLowerCase() === own;
    const bestOwn = own !== undefined && best.toLowerCase() === own;
    const tieWins = ownName !== bestOwn ? ownName : capitals(form) < capitals(best) || (capitals(form) === capitals(best) && form < best);
    if (count > bestCount || (count === bestCount && tieWins)) {
      best = form;
      bestCount = count;
    }
  }
  return best;
}

/**
 * A name the posting shouts ('LINUX', 'PostGRESQL') is shown as the name is written ('Linux',
 * 'PostgreSQL'): the same words, which an ATS matches regardless of case. Fewer capitals stay as the
 * posting wrote them ('machine learning').
 */
export function tidyCase(label: string, canonical: string | null): string {
  return canonical && label.toLowerCase() === canonical.toLowerCase() && capitals(label) > capitals(canonical) ? canonical : label;
}

function capitals(s: string): number {
  return s.replace(/[^A-Z]/g, '').length;
}

/** A single word that only repeats a stronger phrase's word adds nothing ('billing' beside 'monthly billing'). */
export function dropNestedPhrases<T extends TermRef>(terms: T[]): T[] {
  const kept: T[] = [];
  for (const term of terms) {
    const nested = kept.some((k) => !k.canonical && !term.canonical && k.key !== term.key && ` ${k.key} `.includes(` ${term.key} `));
    if (!nested) kept.push(term);
  }
  return kept;
}
