/**
 * Free text (summaries, bullets, letter paragraphs) checked sentence by sentence for employers,
 * years and skills the profile does not mention: shared by the resume and cover-letter guards.
 */
import type { ProfileData } from '@hireready/contract';
import { memoizeText } from '../../../lib/memoize-text';
import { canonicalTermOf, findVocabularyEntry, indexText, type TextIndex } from '../../../text/analyze-text';
import { findYears, normalizeName, splitBullets, splitSentences } from '../../../text/normalize';
import { collectProfileText } from '../../../text/profile-facts';
import type { JobPosting } from '../engine';
import { isSameNameKey } from './compare';

export type GuardProfile = ProfileData & { email: string };

/** Everything free text may name: the profile's facts plus the job it is written for. */
export type FreeTextContext = {
  profileIndex: TextIndex;
  /** Folded profile text, for names that are not vocabulary terms. */
  profileText: string;
  /** Normalised names of employers, schools, issuers and the target job. */
  knownNames: string[];
  /** The profile's skills with their comparison keys, computed once per document rather than per skill pair. */
  ownSkills: { name: string; key: string; canonical: string | null }[];
  years: Set<string>;
  /** Terms of the target job's title and company: naming the role applied for claims nothing. */
  targetTerms: ReadonlySet<string>;
  /** The profile's own sentences and bullets: quoting one verbatim claims nothing it does not hold. */
  ownSentences: Set<string>;
};

/**
 * The sentences and years of a profile's texts, kept per text like its index (memoizeText): the same
 * profile is checked again for every document generated from it. Generated text is not kept here.
 */
const profileSentencesOf = memoizeText(splitSentences, 500_000);
const profileYearsOf = memoizeText(findYears, 500_000);

export function buildContext(profile: GuardProfile, job: JobPosting | null, extraYears: string[] = []): FreeTextContext {
  const profileText = collectProfileText(profile);
  const dates = [
    ...profile.work_experience.flatMap((j) => [j.start_date, j.end_date]),
    ...profile.education.flatMap((e) => [e.start_date, e.end_date]),
    ...profile.certifications.map((c) => c.date),
  ];
  return {
    profileIndex: indexText(profileText),
    profileText: ` ${normalizeName(profileText)} `,
    knownNames: [
      ...profile.work_experience.map((j) => j.company),
      ...profile.education.map((e) => e.school_name),
      ...profile.certifications.map((c) => c.issuer),
      ...(job ? [job.company, job.jobTitle] : []),
    ]
      .map(normalizeName)
      .filter(Boolean),
    ownSkills: profile.skills.map((own) => ({ name: own.name, key: normalizeName(own.name), canonical: canonicalTermOf(own.name) })),
    years: new Set([...profileYearsOf(profileText), ...profileYearsOf(dates.join(' ')), ...extraYears]),
    targetTerms: job ? indexText(`${job.jobTitle}\n${job.company}`).vocabulary : new Set(),
    ownSentences: new Set([
      ...profileSentencesOf(profileText),
      ...profile.work_experience.flatMap((j) => splitBullets(j.description).flatMap(profileSentencesOf)),
    ]),
  };
}

/** Capitalised names after 'at', 'with', 'for', 'joined', 'from': where free text names organisations. */
const ORGANISATION_MENTION = /\b(?:[Aa]t|[Ww]ith|[Ff]or|[Jj]oined|[Ff]rom)\s+((?:[A-Z][\w&.'-]+)(?:\s+(?:[A-Z][\w&.'-]+|of|&))*)/g;

function isKnownMention(name: string, context: FreeTextContext): boolean {
  const key = normalizeName(name);
  if (context.knownNames.some((known) => isSameNameKey(known, key))) return true;
  if (key && context.profileText.includes(` ${key} `)) return true;
  // 'with Python' names a skill, judged by the skill rule below.
  return canonicalTermOf(name) !== null;
}

/** The facts one sentence claims that the profile does not hold, as report lines. */
function findUnsupported(sentence: string, context: FreeTextContext): string[] {
  const problems: string[] = [];
  for (const match of sentence.matchAll(ORGANISATION_MENTION)) {
    const name = (match[1] ?? '').replace(/[.']+$/, '');
    if (!isKnownMention(name, context)) problems.push(`employer: ${name}`);
  }
  for (const year of findYears(sentence)) if (!context.years.has(year)) problems.push(`date: ${year}`);
  for (const canonical of indexText(sentence).vocabulary) {
    const entry = findVocabularyEntry(canonical);
    // Soft skills are how a sentence reads, not a checkable claim.
    if (entry?.kind === 'soft' || context.targetTerms.has(canonical)) continue;
    if (!context.profileIndex.vocabulary.has(canonical)) problems.push(`skill: ${canonical}`);
  }
  return problems;
}

/** Keeps the sentences of a text that claim nothing the profile lacks. */
export function cleanFreeText(text: string, context: FreeTextContext, removed: string[]): string {
  const kept: string[] = [];
  for (const sentence of splitSentences(text)) {
    // The built-in engine quotes the profile; checking its own words again is wasted work.
    const problems = context.ownSentences.has(sentence) ? [] : findUnsupported(sentence, context);
    if (problems.length === 0) kept.push(sentence);
    else removed.push(...problems.map((p) => `${p} (sentence removed: "${sentence}")`));
  }
  return kept.join(' ');
}
