/**
 * Every weight the posting reader ranks terms by, with its reason, in one place. A term's score is
 * the sum over its mentions of kind x section x line x position factors, with diminishing returns.
 * Change a weight here and measure it with `npm run bench:keywords` (development part only).
 */
import type { TermKind } from './vocabulary';

/** What a mention is worth by what was found: the things an ATS searches for weigh most. */
export const KIND_WEIGHT: Record<TermKind | 'phrase' | 'cued' | 'title', number> = {
  // The job's own name marks what the job is about; it ranks bullets, never reported as a skill.
  title: 4,
  // Named tools, fields, spoken languages and degrees are what recruiters and ATSs search for.
  tool: 3,
  knowledge: 3,
  language: 3,
  qualification: 3,
  // A task-like competence ('manage budgets') is real but rarely searched for by name.
  skill: 2,
  // How a person works; reported apart and never scored, so it only needs an order among its kind.
  soft: 1.2,
  // A phrase the posting repeats that no taxonomy knows: likely a term of the trade, maybe filler.
  phrase: 1.4,
  // What follows 'experience with' or 'knowledge of' is asked for by name, known or not.
  cued: 2,
};

export type SectionKind = 'requirement' | 'responsibility' | 'preferred' | 'boilerplate' | 'neutral';

/** Where a mention sits: under requirements it is asked for; under benefits or 'about us' it is not. */
export const SECTION_FACTOR: Record<SectionKind, number> = {
  requirement: 1.5,
  // Duties name the work done every day: nearly as telling as requirements.
  responsibility: 1.25,
  preferred: 1,
  neutral: 1,
  // Company blurbs, perks and legal notices mention tools without asking for them.
  boilerplate: 0.15,
};

/** A line that says 'required', 'must', 'strong' asks harder; 'preferred', 'a plus' asks softer. */
export const REQUIRED_LINE_FACTOR = 1.3;
export const PREFERRED_LINE_FACTOR = 0.85;

/** The title line names the job: the tools in it ('Java Developer') weigh double. */
export const TITLE_LINE_FACTOR = 2;

/** Postings say what matters most first: the first line weighs this much more than the last. */
export const EARLY_LINE_BONUS = 0.3;

/** The n-th mention of a term adds 1 / (1 + n x this): the fifth mention says less than the first. */
export const REPEAT_DECAY = 0.5;

/** A one-word phrase outside the vocabulary is more often filler than a two-word one. */
export const SINGLE_WORD_PHRASE_FACTOR = 0.7;

/** The title the user gave weighs like a requirement line of its own. */
export const GIVEN_TITLE_WEIGHT = 3;

/** How many terms a posting yields at most: beyond it, the report and ranking gain nothing. */
export const DEFAULT_TERM_LIMIT = 40;
