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
import { bulletLines, splitBullets, splitSentences } from '../../../../text/normalize';
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
    for (const name of splitSkillList(skill.name)) {
      const identity = canonicalTermOf(name) ?? name.toLowerCase();
      if (!name || seen.has(identity)) continue;
      seen.add(identity);
      const terms = relevance.termsIn(name);
      scored.push({ item: name, index, terms, score: relevance.score(name), level: LEVEL_RANK[skill.experience_level] });
    }
  });
  return scored.sort((a, b) => b.score - a.score || b.level - a.level || a.index - b.index).slice(0, limit);
}

/**
 * One skill entry that is a list ('Python, SQL, Tableau', as some imports leave it) is several skills,
 * each ordered for the job on its own; the words are the profile's.
 */
function splitSkillList(name: string): string[] {
  const parts = name
    .split(/\s*[,;|\u2022]\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length > 1 && parts.every((p) => p.split(/\s+/).length <= 4) ? parts : [name.trim()];
}

type CoverageState = Set<RankedTerm>;

/**
 * Picks a job's bullets greedily: each pick is the bullet that adds the most weight of terms the
 * resume does not cover yet, plus half its full relevance, so the resume covers many of the job's
 * terms instead of repeating its top one. The picks are then shown most relevant first.
 */
function selectBullets(bullets: string[], relevance: Relevance, covered: CoverageState, options: { max: number; min: number }): string[] {
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
  return chosen.sort((a, b) => (keepsOrder ? 0 : b.score - a.score) || a.index - b.index).map((c) => c.item);
}

/** A bullet's identity: the same achievement under two jobs (an import that repeats a line) is shown once. */
function bulletKey(bullet: string): string {
  return bullet
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function selectJobs(profile: ProfileData, relevance: Relevance, covered: CoverageState, input: { today: Date }, limits: TailorLimits) {
  const jobs = sortJobsNewestFirst(profile.work_experience, input.today);
  const shown = new Set<string>();
  return (
    jobs
      .map((job: WorkExperience, position) => {
        const recent = position < 2;
        const own = splitBullets(job.description).filter((b) => {
          const key = bulletKey(b);
          if (shown.has(key)) return false;
          shown.add(key);
          return true;
        });
        const bullets = selectBullets(own, relevance, covered, {
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
      .map((job) => job.entry)
  );
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The summary, for the job: who the person is (their own sentence when they wrote one, else one
 * built from their latest title, years and the skills this job asks for), then their own summary
 * sentences, best match first. It never states an objective ('seeking the X role at Y'): a
 * recruiter knows what was applied for, and a second opening in front of the user's own reads as a copy.
 */
export function writeSummary(
  profile: ProfileData,
  relevance: Relevance,
  skills: Scored<string>[],
  today: Date,
  limits: TailorLimits,
): string {
  const latest = sortJobsNewestFirst(profile.work_experience, today)[0];
  const years = computeYearsOfExperience(profile.work_experience, today);
  const strengths = skills
    .filter((s) => s.score > 0)
    .slice(0, 3)
    .map((s) => s.item);
  const who = latest?.title.trim() || '';

  const own = splitSentences(profile.summary).map((item, index) => ({ item: endSentence(item), index, score: relevance.score(item) }));
  const identity = own.find((s) => statesIdentity(s.item, who));
  const rest = own
    .filter((s) => s !== identity)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limits.summarySentences - 1)
    .map((s) => s.item);

  if (identity) {
    // Their own opening leads; the job's strengths follow when it does not name them.
    const unnamed = strengths.filter((s) => !identity.item.toLowerCase().includes(s.toLowerCase()));
    const bridge = unnamed.length > 0 ? `Strengths include ${joinList(unnamed)}.` : '';
    return [identity.item, bridge, ...rest].filter(Boolean).join(' ');
  }
  if (!who) return [strengths.length > 0 ? `Skilled in ${joinList(strengths)}.` : '', ...rest].filter(Boolean).join(' ');
  const experience = years && years >= 1 ? ` with ${years} ${years === 1 ? 'year' : 'years'} of experience` : '';
  const focus = strengths.length > 0 ? `${experience ? ' in' : ' skilled in'} ${joinList(strengths)}` : '';
  return [`${who}${experience}${focus}.`, ...rest].join(' ');
}

function endSentence(s: string): string {
  return /[.!?]$/.test(s) ? s : `${s}.`;
}

/** A sentence that says who the person is: their latest title, or their years of experience. */
function statesIdentity(sentence: string, title: string): boolean {
  const lower = sentence.toLowerCase();
  if (/\b\d+\+?\s+years?\b/.test(lower)) return true;
  return title.length > 2 && lower.includes(title.toLowerCase());
}

export function tailorResumeWithTerms(
  input: { profile: ProfileData & { email: string }; job: JobPosting; today: Date },
  relevance: Relevance,
  limits: TailorLimits = DEFAULT_LIMITS,
): GeneratedResume {
  const { profile, today } = input;
  const skills = selectSkills(profile, relevance, limits.skills);
  const covered: CoverageState = new Set(skills.flatMap((s) => s.terms));
  const summary = writeSummary(profile, relevance, skills, today, limits);
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
        // A description keeps one line per point, broken lines joined: a project's lines stay separate bullets.
        const fields = entry.fields
          .filter((f) => f.value.trim())
          .map((f) => ({ label: f.label, value: f.value.includes('\n') ? bulletLines(f.value) : f.value.trim() }));
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
