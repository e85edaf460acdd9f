/** A posting's keywords as a list of words, for the command line and the benchmarks. */
import { extractJobTerms } from './extract-terms';

export function extractKeywords(posting: string): string[] {
  return extractJobTerms(posting).terms.map((term) => term.label);
}
