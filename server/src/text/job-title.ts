/**
 * The job a posting is for: its title without rank words (the job's name, which ranks bullets but
 * is no skill), the level the title names, and the years the text asks for.
 */
import { phraseTerm, type TermRef } from './analyze-text';
import { ROLE_MANAGER_WORDS, type Seniority, SENIORITY_LEVELS, SENIORITY_WORDS } from './vocabulary';

/** Rank words a title can drop and still name the same job; 'manager' or 'director' are the job itself. */
const TITLE_RANK_WORDS = new Set([
  'senior',
  'sr',
  'junior',
  'jr',
  'lead',
  'principal',
  'staff',
  'entry',
  'mid',
  'level',
  'trainee',
  'i',
  'ii',
  'iii',
  'iv',
]);

/** The title without its seniority words: 'Senior Data Engineer' asks for a 'Data Engineer'. */
export function titleTerm(jobTitle: string): TermRef | null {
  const core = jobTitle
    .split(/[,(|/]|\s[-\u2013]\s/)[0]
    ?.split(/\s+/)
    .filter((w) => w && !TITLE_RANK_WORDS.has(w.toLowerCase().replace(/\.$/, '')))
    .join(' ')
    .trim();
  if (!core || core.split(/\s+/).length > 4) return null;
  const term = phraseTerm(core, 'title');
  return term.key ? term : null;
}

/**
 * The level a title names. The most senior word wins ('Senior Director' is a director, 'Senior
 * Staff Engineer' staff), except that 'manager' after a role word is the role ('Senior Product
 * Manager' is senior, 'Lead Program Manager' lead), and 'vice president' is a VP.
 */
export function detectTitleSeniority(title: string): Seniority | null {
  const words = title
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  let seniority: Seniority | null = null;
  words.forEach((word, i) => {
    let level = SENIORITY_WORDS[word];
    if (word === 'president' && words[i - 1] === 'vice') level = 'vp';
    if (level === 'manager' && ROLE_MANAGER_WORDS.has(words[i - 1] ?? '')) level = undefined;
    // 'Head of Engineering' is a level; 'head' elsewhere ('head chef') is not a corporate one.
    if (level === 'head' && words[i + 1] !== 'of') level = undefined;
    if (level && (!seniority || SENIORITY_LEVELS.indexOf(level) > SENIORITY_LEVELS.indexOf(seniority))) seniority = level;
  });
  return seniority;
}

/** Years the posting asks for stand in for a level only when the title names none. */
function seniorityFromYears(years: number): Seniority {
  return years >= 8 ? 'staff' : years >= 5 ? 'senior' : years >= 2 ? 'mid' : 'junior';
}

const YEARS_PATTERN = /(\d{1,2})\s*(?:\+|-\s*\d{1,2}\s*\+?)?\s*(?:\+\s*)?years?/gi;

export function detectSeniority(title: string, text: string): { seniority: Seniority | null; yearsRequired: number | null } {
  const years = [...text.matchAll(YEARS_PATTERN)].map((m) => Number(m[1])).filter((n) => n > 0 && n < 40);
  const yearsRequired = years.length > 0 ? Math.max(...years) : null;
  const seniority = detectTitleSeniority(title) ?? (yearsRequired === null ? null : seniorityFromYears(yearsRequired));
  return { seniority, yearsRequired };
}
