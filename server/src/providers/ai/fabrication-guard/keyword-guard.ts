/**
 * The keyword guard: a keyword report may only name what the posting says, in its words. Any term
 * (and its advice) whose words do not stand together in the posting is dropped and reported, so no
 * engine, and no model, can put a requirement in the user's mouth that the employer never wrote.
 */
import type { KeywordReport } from '@hireready/contract';
import { foldText, tokenizeFolded } from '../../../text/normalize';
import type { GuardResult } from './compare';

function wordsOf(text: string): string[] {
  return tokenizeFolded(foldText(text));
}

export function guardKeywordReport(report: KeywordReport, posting: string): GuardResult<KeywordReport> {
  const postingWords = ` ${wordsOf(posting).join(' ')} `;
  const removed: string[] = [];
  const inPosting = (term: string) => {
    const words = wordsOf(term);
    const found = words.length > 0 && postingWords.includes(` ${words.join(' ')} `);
    if (!found && !removed.includes(`keyword: ${term}`)) removed.push(`keyword: ${term}`);
    return found;
  };
  const terms = report.terms.filter(inPosting);
  const kept = new Set(terms);
  return {
    document: {
      ...report,
      terms,
      covered: report.covered.filter((t) => kept.has(t)),
      missing: report.missing.filter((t) => kept.has(t)),
      advice: report.advice.filter((a) => kept.has(a.term)),
      softSkills: report.softSkills.filter(inPosting),
    },
    removed,
  };
}
