/**
 * The documents a user would send without tailoring, the keyword report's "before": the same
 * writers with no job to aim at, at the tailored documents' sizes.
 */
import type { GeneratedCoverLetter, GeneratedResume, ProfileData } from '@hireready/contract';
import { canonicalTermOf } from '../../../../text/analyze-text';
import { splitBullets, splitSentences } from '../../../../text/normalize';
import { formatCertification, formatEducation, formatLocation } from '../../../../text/profile-facts';
import { createRelevance } from './relevance';
import { DEFAULT_LIMITS, type TailorLimits } from './tailor-resume';
import { writeCoverLetterWithTerms } from './write-cover-letter';

/**
 * The resume a user would send without tailoring, at the tailored resume's size: the profile's
 * first summary sentences, every job in the profile's order with its first bullets, the first
 * skills as listed, and everything else as is.
 */
export function writeUntailoredResume(profile: ProfileData, limits: TailorLimits = DEFAULT_LIMITS): GeneratedResume {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const skill of profile.skills) {
    const name = skill.name.trim();
    const identity = canonicalTermOf(name) ?? name.toLowerCase();
    if (!name || seen.has(identity) || skills.length >= limits.skills) continue;
    seen.add(identity);
    skills.push(name);
  }
  return {
    name: profile.name,
    contact: { email: '', phone: profile.phone, location: formatLocation(profile), linkedin: profile.linkedin },
    summary: splitSentences(profile.summary).slice(0, limits.summarySentences).join(' '),
    work_experience: profile.work_experience.map((job, position) => ({
      title: job.title,
      company: job.company,
      location: job.location,
      start_date: job.start_date,
      end_date: job.end_date,
      description: splitBullets(job.description).slice(0, position < 2 ? limits.recentBullets : limits.olderBullets),
    })),
    education: formatEducation(profile),
    skills,
    certifications: profile.certifications.map(formatCertification).filter(Boolean),
    custom_sections: profile.custom_sections.map((section) => ({
      title: section.title,
      entries: section.entries.map((entry) => ({ fields: entry.fields.filter((f) => f.value.trim()) })),
    })),
  };
}

/** The letter the built-in writer produces knowing nothing of the job: the profile's first achievements and skills. */
export function writeUntailoredLetter(profile: ProfileData, today: Date): GeneratedCoverLetter {
  const job = { jobTitle: '', company: '', jobDescription: '' };
  return writeCoverLetterWithTerms({ profile: { ...profile, email: '' }, job, today }, createRelevance([]));
}
