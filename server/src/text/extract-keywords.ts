/** A posting's keywords as a list of words, for the command line and the benchmarks. */
import { extractJobTerms } from './extract-terms';

/** Tools, knowledge, qualifications and stated soft skills, as the posting words them, most important first. */
export function extractKeywords(posting: string): string[] {
  return extractJobTerms(posting).terms.map((term) => term.label);
}
