/** The keyword report: which of the job's terms the profile and the document speak to (GenerationMeta). */
import type { GeneratedCoverLetter, GeneratedResume, KeywordReport, ProfileData } from '@hireready/contract';
import { hasTerm, indexText } from '../terms/analyze-text';
import type { RankedTerm } from '../terms/extract-terms';
import { collectProfileText } from './profile-facts';

/** The report lists at most this many terms: beyond it they are noise to the user. */
export const REPORT_TERM_LIMIT = 25;

export function collectResumeText(resume: GeneratedResume): string {
  const parts = [resume.summary];
  for (const job of resume.work_experience) parts.push(job.title, job.company, ...job.description);
  for (const school of resume.education) parts.push(school.school, school.degree);
  parts.push(...resume.skills, ...resume.certifications);
  for (const section of resume.custom_sections) {
    parts.push(section.title);
    for (const entry of section.entries) for (const field of entry.fields) parts.push(field.value);
  }
  return parts.filter((p) => p.trim()).join('\n');
}

export function collectCoverLetterText(letter: GeneratedCoverLetter): string {
  return letter.body.join('\n');
}

function share(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count / total) * 1000) / 1000;
}

export function buildKeywordReport(terms: RankedTerm[], profile: ProfileData, documentText: string): KeywordReport {
  const top = terms.slice(0, REPORT_TERM_LIMIT);
  const profileIndex = indexText(collectProfileText(profile));
  const documentIndex = indexText(documentText);
  const inProfile = top.filter((t) => hasTerm(profileIndex, t));
  // Only what the profile holds can be truthfully covered. A term the document has and the profile
  // lacks can only come from naming the target ('seeking the Data Engineer role'), which claims nothing.
  const covered = inProfile.filter((t) => hasTerm(documentIndex, t));
  return {
    terms: top.map((t) => t.label),
    covered: covered.map((t) => t.label),
    missing: top.filter((t) => !inProfile.includes(t)).map((t) => t.label),
    matchBefore: share(inProfile.length, top.length),
    matchAfter: share(covered.length, top.length),
  };
}
