/**
 * Duties: the clauses of a posting that open with a competence verb, as ESCO opens its skills
 * ('manage budgets', 'respond to enquiries'). 'Respond to stakeholder queries in good time and
 * proactively resolve issues' holds two. They say what the job does, in the posting's words; the
 * keyword report leaves them out (an ATS matches names, not clauses), the extraction command keeps them.
 */
import { foldText } from './normalize';
import { getSkillVerbs, STOPWORDS } from './vocabulary';
import { GENERIC_NOUNS } from './word-classes';
import { stemToken } from './normalize';

const MAX_DUTY_WORDS = 10;

let verbs: ReadonlySet<string> | null = null;

/** The taxonomy's verbs, less those too general to open a duty ('be', 'have', 'work'). */
function dutyVerbs(): ReadonlySet<string> {
  verbs ??= new Set(getSkillVerbs().filter((v) => !STOPWORDS.has(v)));
  return verbs;
}

/** Clause breaks: sentence marks, and a comma or 'and' before a new verb. */
function splitClauses(line: string, known: ReadonlySet<string>): string[] {
  const clauses: string[] = [];
  for (const sentence of foldText(line, { keepCase: true }).split(/[.;:!?\u2022|()]+\s*|\s[-\u2013\u2014]\s/)) {
    const words = sentence.split(/\s+/).filter(Boolean);
    let start = 0;
    for (let i = 1; i < words.length; i++) {
      const joint = (words[i - 1] ?? '').endsWith(',') || /^(?:and|or)$/i.test(words[i - 1] ?? '');
      const next = (words[i] ?? '').toLowerCase().replace(/\W+$/, '');
      const afterAdverb = /ly$/.test(next) ? (words[i + 1] ?? '').toLowerCase() : next;
      if (joint && known.has(afterAdverb)) {
        clauses.push(words.slice(start, /^(?:and|or)$/i.test(words[i - 1] ?? '') ? i - 1 : i).join(' '));
        start = i;
      }
    }
    clauses.push(words.slice(start).join(' '));
  }
  return clauses;
}

/** The duties a line states, as it words them. */
export function findDuties(line: string): string[] {
  const known = dutyVerbs();
  const duties: string[] = [];
  for (const clause of splitClauses(line, known)) {
    let words = clause.replace(/[,\s]+$/, '').split(/\s+/).filter(Boolean);
    // 'proactively seek to resolve …': the adverb colours the duty, the verb opens it.
    if (words.length > 1 && /ly$/i.test(words[0] ?? '')) words = words.slice(1);
    const verb = (words[0] ?? '').toLowerCase();
    if (!known.has(verb) || words.length < 2) continue;
    const rest = words.slice(1, MAX_DUTY_WORDS).map((w) => w.toLowerCase().replace(/[^a-z0-9+#-]/g, ''));
    // A duty names what it acts on: 'Apply now' and 'Contact us' name nothing.
    if (!rest.some((w) => w.length > 2 && !STOPWORDS.has(w) && !GENERIC_NOUNS.has(stemToken(w)))) continue;
    duties.push(words.slice(0, MAX_DUTY_WORDS).join(' ').replace(/[,]+$/, ''));
  }
  return duties;
}
