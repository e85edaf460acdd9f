/**
 * What the page tells the user after a resume import (beyond the spec): what was found, the
 * fields the reader was unsure of (highlighted in the profile) and the lines it could not place.
 */
import type { ProfileData, ProfileImportReview } from '@hireready/contract';

export type ImportReview = ProfileImportReview & {
  /** 'We found 3 jobs, 2 schools, 24 skills, 4 projects.' */
  found: string;
};

function count(n: number, one: string, many: string): string {
  if (n === 0) return `no ${many}`;
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * A custom section counted in words: 'Projects' with 4 entries is '4 projects'. A one-word plural
 * title reads naturally that way; any other title is named as it is ('2 entries in Volunteer Work').
 */
function countSection(title: string, entries: number): string {
  const word = title.trim();
  if (/^[A-Za-z]+s$/.test(word) && !/ss$/i.test(word)) {
    const plural = word.toLowerCase();
    return count(entries, plural.slice(0, -1), plural);
  }
  return `${count(entries, 'entry', 'entries')} in ${word}`;
}

export function describeImport(profile: ProfileData): string {
  const parts = [
    count(profile.work_experience.length, 'job', 'jobs'),
    count(profile.education.length, 'school', 'schools'),
    count(profile.skills.length, 'skill', 'skills'),
    ...(profile.certifications.length > 0 ? [count(profile.certifications.length, 'certification', 'certifications')] : []),
    ...profile.custom_sections.map((section) => countSection(section.title, section.entries.length)),
  ];
  return `We found ${parts.join(', ')}.`;
}

/** The flagged fields, by profile path, each with the reasons given for it. */
export function flagsByField(review: ImportReview | null): ReadonlyMap<string, string> {
  const map = new Map<string, string>();
  for (const flag of review?.flags ?? []) {
    if (flag.field === null) continue;
    const previous = map.get(flag.field);
    map.set(flag.field, previous ? `${previous} ${flag.reason}` : flag.reason);
  }
  return map;
}

/** Kept for the tab's session, so going to Generate and back does not lose the list. */
const storageKey = (uid: string) => `hireready:import-review:${uid}`;

export function loadImportReview(uid: string): ImportReview | null {
  try {
    const stored = sessionStorage.getItem(storageKey(uid));
    return stored ? (JSON.parse(stored) as ImportReview) : null;
  } catch {
    return null;
  }
}

export function storeImportReview(uid: string, review: ImportReview | null): void {
  try {
    if (review) sessionStorage.setItem(storageKey(uid), JSON.stringify(review));
    else sessionStorage.removeItem(storageKey(uid));
  } catch {
    // Storage refused: the review lasts as long as the page.
  }
}
