/** A posting's keywords as a list of words, for the command line and the benchmarks. */
import { extractJobTerms } from './extract-terms';

/** Terms first (tools, knowledge, soft skills, as the posting words them), then its duties. */
export function extractKeywords(posting: string): string[] {
  const { terms, duties } = extractJobTerms(posting);
  return [...terms.map((term) => term.label), ...duties];
}
