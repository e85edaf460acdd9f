/**
 * The built-in resume tailor: the profile's own jobs, bullets, skills and summary sentences,
 * chosen and ordered by relevance to the job's terms. It never writes a fact: every employer,
 * title, date, bullet and skill is copied from the profile; the only new sentence is built from
 * the profile's title, its computed years and its own skill names.
 */
import type { GeneratedResume, ProfileData, SkillLevel, WorkExperience } from '@hireready/contract';
import type { JobPosting } from '../../engine';
import { canonicalTermOf } from '../../../../text/analyze-text';
import type { RankedTerm } from '../../../../text/extract-terms';
import { splitBullets, splitSentences } from '../../../../text/normalize';
import {
  computeYearsOfExperience,
  formatCertification,
  formatEducation,
  formatLocation,
  sortJobsNewestFirst,
} from '../../../../text/profile-facts';
import { type Relevance, quantifiedBonus } from './relevance';

export type TailorLimits = {
  skills: number;
  /** Bullets for the two most recent jobs, then for older ones. */
  recentBullets: number;
  olderBullets: number;
  summarySentences: number;
};

export const DEFAULT_LIMITS: TailorLimits = { skills: 15, recentBullets: 6, olderBullets: 4, summarySentences: 3 };

const LEVEL_RANK: Record<SkillLevel, number> = { beginner: 0, intermediate: 1, advanced: 2, expert: 3 };

type Scored<T> = { item: T; index: number; score: number; terms: RankedTerm[] };

/** Skills that speak to the job first (the profile's own wording), then the strongest of the rest. */
export function selectSkills(profile: ProfileData, relevance: Relevance, limit: number): Scored<string>[] {
  const seen = new Set<string>();
  const scored: (Scored<string> & { level: number })[] = [];
  profile.skills.forEach((skill, index) => {
    const name = skill.name.trim();
    const identity = canonicalTermOf(name) ?? name.toLowerCase();
    if (!name || seen.has(identity)) return;
    seen.add(identity);
    const terms = relevance.termsIn(name);
    scored.push({ item: name, index, terms, score: relevance.score(name), level: LEVEL_RANK[skill.experience_level] });
  });
  return scored
    .sort((a, b) => b.score - a.score || b.level - a.level || a.index - b.index)
    .slice(0, limit);
}

type CoverageState = Set<RankedTerm>;

/**
 * Picks a job's bullets greedily: each pick is the bullet that adds the most weight of terms the
 * resume does not cover yet, plus half its full relevance, so the resume covers many of the job's
 * terms instead of repeating its top one. The picks are then shown most relevant first.
 */
function selectBullets(
  bullets: string[],
  relevance: Relevance,
  covered: CoverageState,
  options: { max: number; min: number },
): string[] {
  const pool: Scored<string>[] = bullets.map((item, index) => ({
    item,
    index,
    terms: relevance.termsIn(item),
    score: relevance.score(item) + quantifiedBonus(item),
  }));
  const chosen: Scored<string>[] = [];
  while (chosen.length < options.max && pool.length > 0) {
    let bestAt = -1;
    let bestGain = -1;
    let bestAddsTerm = false;
    pool.forEach((candidate, i) => {
      const fresh = candidate.terms.filter((t) => !covered.has(t));
      const gain = fresh.reduce((s, t) => s + relevance.weightOf(t), 0) + 0.5 * candidate.score;
      if (gain > bestGain) {
        bestGain = gain;
        bestAt = i;
        bestAddsTerm = fresh.length > 0;
      }
    });
    const best = pool[bestAt];
    // Irrelevant bullets only fill a job up to its minimum, so no job shows up empty. A bullet that
    // shows a job term nothing else shows is relevant, however low the term ranks.
    if (!best || (best.score <= 0.05 && !bestAddsTerm && chosen.length >= options.min)) break;
    pool.splice(bestAt, 1);
    chosen.push(best);
    for (const t of best.terms) covered.add(t);
  }
  const keepsOrder = chosen.every((c) => c.score <= 0.05);
  return chosen
    .sort((a, b) => (keepsOrder ? 0 : b.score - a.score) || a.index - b.index)
    .map((c) => c.item);
}

function selectJobs(profile: ProfileData, relevance: Relevance, covered: CoverageState, input: { today: Date }, limits: TailorLimits) {
  const jobs = sortJobsNewestFirst(profile.work_experience, input.today);
  return jobs
    .map((job: WorkExperience, position) => {
      const recent = position < 2;
      const bullets = selectBullets(splitBullets(job.description), relevance, covered, {
        max: recent ? limits.recentBullets : limits.olderBullets,
        min: recent ? 4 : position < 4 ? 2 : 0,
      });
      return {
        relevant: relevance.score(`${job.title}\n${job.description}`) > 0,
        position,
        entry: {
          title: job.title,
          company: job.company,
          location: job.location,
          start_date: job.start_date,
          end_date: job.end_date,
          description: bullets,
        },
      };
    })
    // Old jobs that say nothing to this job make the page longer, not stronger (beyond the five newest).
    .filter((job) => job.position < 5 || job.relevant)
    .map((job) => job.entry);
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The summary: one sentence built from profile facts, then the user's own most relevant sentences. */
export function writeSummary(
  profile: ProfileData,
  job: JobPosting,
  relevance: Relevance,
  skills: Scored<string>[],
  today: Date,
  limits: TailorLimits,
): string {
  const latest = sortJobsNewestFirst(profile.work_experience, today)[0];
  const years = computeYearsOfExperience(profile.work_experience, today);
  const strengths = skills.filter((s) => s.score > 0).slice(0, 3).map((s) => s.item);
  const who = latest?.title.trim() || 'Professional';
  const jobTitle = job.jobTitle.trim();
  const company = job.company.trim();

  const sentences = splitSentences(profile.summary).map((item, index) => ({ item, index, score: relevance.score(item) }));
  const kept = sentences
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limits.summarySentences)
    .map((s) => (/[.!?]$/.test(s.item) ? s.item : `${s.item}.`));

  // The user's own summary often opens with who they are ('Data Engineer with 10 years of
  // experience...'); a second such opening in front of it reads as a copy. Their sentence leads
  // then, and ours only adds what it lacks: the strengths for this job and the role sought.
  const ownLead = kept.findIndex((sentence) => statesIdentity(sentence, who));
  if (ownLead >= 0) {
    const [lead] = kept.splice(ownLead, 1);
    const aim = jobTitle && company ? ` to the ${jobTitle} role at ${company}` : '';
    const bridge = strengths.length > 0 ? `Brings ${joinList(strengths)}${aim}.` : aim ? `Seeking the ${jobTitle} role at ${company}.` : '';
    return [lead, bridge, ...kept].filter(Boolean).join(' ');
  }

  const experience = years && years >= 1 ? ` with ${years} ${years === 1 ? 'year' : 'years'} of experience` : '';
  const focus = strengths.length > 0 ? `${experience ? ' in' : ' skilled in'} ${joinList(strengths)}` : '';
  const target = jobTitle && company ? `, seeking the ${jobTitle} role at ${company}` : '';
  return [`${who}${experience}${focus}${target}.`, ...kept].join(' ');
}

/** A sentence that says who the person is: their latest title, or their years of experience. */
function statesIdentity(sentence: string, title: string): boolean {
  const lower = sentence.toLowerCase();
  if (/\b\d+\+?\s+years?\b/.test(lower)) return true;
  return title !== 'Professional' && title.length > 2 && lower.startsWith(title.toLowerCase());
}

export function tailorResumeWithTerms(
  input: { profile: ProfileData & { email: string }; job: JobPosting; today: Date },
  relevance: Relevance,
  limits: TailorLimits = DEFAULT_LIMITS,
): GeneratedResume {
  const { profile, job, today } = input;
  const skills = selectSkills(profile, relevance, limits.skills);
  const covered: CoverageState = new Set(skills.flatMap((s) => s.terms));
  const summary = writeSummary(profile, job, relevance, skills, today, limits);
  for (const t of relevance.termsIn(summary)) covered.add(t);
  const work = selectJobs(profile, relevance, covered, { today }, limits);

  const certifications = profile.certifications
    .map((cert, index) => ({ line: formatCertification(cert), index }))
    .map((c) => ({ ...c, score: relevance.score(c.line) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((c) => c.line)
    .filter(Boolean);

  const customSections = profile.custom_sections.map((section) => ({
    title: section.title,
    entries: section.entries
      .map((entry, index) => {
        const fields = entry.fields
          .filter((f) => f.value.trim())
          .map((f) => ({ label: f.label, value: f.value.trim() }));
        return { fields, index, score: relevance.score(fields.map((f) => f.value).join('\n')) };
      })
      .filter((e) => e.fields.length > 0)
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .map((e) => ({ fields: e.fields })),
  }));

  return {
    name: profile.name,
    contact: { email: profile.email, phone: profile.phone, location: formatLocation(profile), linkedin: profile.linkedin },
    summary,
    work_experience: work,
    education: formatEducation(profile),
    skills: skills.map((s) => s.item),
    certifications,
    custom_sections: customSections.filter((s) => s.entries.length > 0),
  };
}
