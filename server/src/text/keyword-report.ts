/**
 * The keyword report (GenerationMeta): what tailoring bought the user, measured honestly.
 *
 * - matchAfter: share of the job's top terms the generated document covers.
 * - matchBefore: the same share for the document the user would send without tailoring, at the
 *   same size: the profile as written, in its own order, cut to the caps the tailored resume uses
 *   (summary sentences, bullets per job, skills). Tailoring can only raise coverage by choosing and
 *   ordering the profile's own text, so the gap is what selection bought, not what was invented.
 * - A term counts as covered only when the profile holds it too, and a sentence that names the
 *   target ('seeking the Java Developer role at Acme') counts for nothing: naming the job is not
 *   having its skills.
 * - missing: terms found nowhere in the profile, which no honest document can cover.
 */
import type { GeneratedCoverLetter, GeneratedResume, KeywordReport, ProfileData } from '@hireready/contract';
import { hasTerm, indexText, type TextIndex } from './analyze-text';
import type { RankedTerm } from './extract-terms';
import { collectProfileText } from './profile-facts';

/** The report lists at most this many terms: beyond it they are noise to the user. */
export const REPORT_TERM_LIMIT = 25;

/** A document's text for the report, tagged with its kind so it is compared with an untailored document of that kind. */
export type DocumentText = { kind: 'resume' | 'cover-letter'; text: string };

/**
 * A clause that names the job applied for ('seeking the Senior Data Engineer role at Globex',
 * 'apply for the Java Developer position'): it says what the user wants, not what they have.
 */
const TARGET_CLAUSE =
  /,?\s*\b(?:seeking|pursuing|targeting|applying for|apply for|application for|interested in|excited about)\b[^.!?]*?\b(?:role|position|opportunity|job|post|opening|vacancy)\b(?:\s+(?:at|with|in)\s+[^.!?,;]+)?/gi;

function stripTargetClauses(text: string): string {
  return text.replace(TARGET_CLAUSE, '');
}

export function collectResumeText(resume: GeneratedResume): DocumentText {
  const parts = [stripTargetClauses(resume.summary)];
  for (const job of resume.work_experience) parts.push(job.title, job.company, ...job.description);
  for (const school of resume.education) parts.push(school.school, school.degree);
  parts.push(...resume.skills, ...resume.certifications);
  for (const section of resume.custom_sections) {
    parts.push(section.title);
    for (const entry of section.entries) for (const field of entry.fields) parts.push(field.value);
  }
  return { kind: 'resume', text: parts.filter((p) => p.trim()).join('\n') };
}

export function collectCoverLetterText(letter: GeneratedCoverLetter): DocumentText {
  return { kind: 'cover-letter', text: letter.body.map(stripTargetClauses).join('\n') };
}

function share(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count / total) * 1000) / 1000;
}

/** The names a profile holds: its skills as written, then the vocabulary names its text uses. */
function namesInProfile(profile: ProfileData, index: TextIndex): { name: string; lower: string; words: string }[] {
  return [...profile.skills.map((s) => s.name.trim()).filter(Boolean), ...index.vocabulary].map((name) => {
    const lower = name.toLowerCase();
    return { name, lower, words: ` ${wordsOf(lower)} ` };
  });
}

/**
 * What in the profile relates to a missing term: a name that contains it as a word ('React' in
 * 'React Native', 'AWS' in 'AWS Lambda') or ends in it as an acronym ('SQL' in 'PostgreSQL'). A name
 * that merely starts like it is no evidence ('Java' in 'JavaScript').
 */
function findEvidence(term: string, names: { name: string; lower: string; words: string }[]): string | null {
  const key = term.toLowerCase();
  const keyWords = ` ${wordsOf(key)} `;
  const isAcronym = /^[A-Z0-9+#.]{2,6}$/.test(term);
  for (const { name, lower, words } of names) {
    if (lower === key) continue;
    if (words.includes(keyWords) || (isAcronym && lower.length > key.length && lower.endsWith(key))) return name;
  }
  return null;
}

function wordsOf(lower: string): string {
  return lower
    .split(/[^a-z0-9+#.]+/)
    .filter(Boolean)
    .join(' ');
}

export function buildKeywordReport(
  terms: RankedTerm[],
  profile: ProfileData,
  document: DocumentText,
  /** The same kind of document written without the job (the engine that tailors knows how). */
  baseline: DocumentText,
): KeywordReport {
  // Soft skills are how a person works, not names an ATS matches: reported apart, never scored.
  const top = terms.filter((t) => t.kind !== 'soft').slice(0, REPORT_TERM_LIMIT);
  const profileIndex = indexText(collectProfileText(profile));
  const inProfile = top.filter((t) => hasTerm(profileIndex, t));
  // Only what the profile holds can be truthfully covered, in either document.
  const coveredBy = (text: string) => {
    const index = indexText(text);
    return inProfile.filter((t) => hasTerm(index, t));
  };
  const before = coveredBy(baseline.text);
  const covered = coveredBy(document.text);
  const missing = top.filter((t) => !inProfile.includes(t)).map((t) => t.label);
  // Only computed when something is missing: most names are never compared.
  const profileNames = missing.length > 0 ? namesInProfile(profile, profileIndex) : [];
  return {
    terms: top.map((t) => t.label),
    covered: covered.map((t) => t.label),
    missing,
    advice: missing.map((term) => ({ term, evidence: findEvidence(term, profileNames) })),
    softSkills: terms.filter((t) => t.kind === 'soft').map((t) => t.label),
    matchBefore: share(before.length, top.length),
    matchAfter: share(covered.length, top.length),
  };
}
