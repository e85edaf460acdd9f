/**
 * The built-in cover letter: an opening that names the role and company, the profile's most
 * relevant achievements quoted with their employers, its matching skills, and a closing. Every
 * fact comes from the profile; the connecting words are fixed sentences.
 */
import type { GeneratedCoverLetter, ProfileData } from '@hireready/contract';
import type { JobPosting } from '../../engine';
import { splitBullets } from '../terms/normalize';
import { computeYearsOfExperience, formatLetterDate, sortJobsNewestFirst } from './profile-facts';
import { type Relevance, quantifiedBonus } from './relevance';
import { selectSkills } from './tailor-resume';

/** Past-tense verbs that can follow 'I' as written ('Led a team' -> 'I led a team'). */
const IRREGULAR_PAST = new Set(
  'built led ran wrote drove grew made won cut set taught brought kept oversaw began met sold spoke gave took found got put held rebuilt rewrote undertook'.split(' '),
);

function startsWithPastVerb(sentence: string): boolean {
  const first = sentence.split(/\s+/)[0]?.toLowerCase().replace(/[^a-z]/g, '') ?? '';
  return first.endsWith('ed') || IRREGULAR_PAST.has(first);
}

function lowerFirst(s: string): string {
  // Keep acronyms and names capitalised ('AWS', 'Python').
  const first = s.split(/\s+/)[0] ?? '';
  if (first.length > 1 && first === first.toUpperCase()) return s;
  return s.charAt(0).toLowerCase() + s.slice(1);
}

function endSentence(s: string): string {
  const trimmed = s.trim().replace(/[;,:]$/, '');
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

type Achievement = { text: string; title: string; company: string; current: boolean; score: number; order: number };

function pickAchievements(profile: ProfileData, relevance: Relevance, today: Date, count: number): Achievement[] {
  const jobs = sortJobsNewestFirst(profile.work_experience, today);
  const all: Achievement[] = [];
  jobs.forEach((job, jobIndex) => {
    splitBullets(job.description).forEach((text, i) => {
      // Recent work is the stronger evidence at equal relevance.
      const recency = 0.02 * Math.max(0, 5 - jobIndex);
      all.push({ text, title: job.title, company: job.company, current: isCurrent(job.end_date), score: relevance.score(text) + quantifiedBonus(text) + recency, order: all.length + i });
    });
  });
  const picked: Achievement[] = [];
  const perCompany = new Map<string, number>();
  for (const a of all.sort((x, y) => y.score - x.score || x.order - y.order)) {
    // Two achievements from one employer at most, so the letter shows range.
    if ((perCompany.get(a.company) ?? 0) >= 2) continue;
    picked.push(a);
    perCompany.set(a.company, (perCompany.get(a.company) ?? 0) + 1);
    if (picked.length === count) break;
  }
  return picked;
}

function isCurrent(endDate: string): boolean {
  return !endDate.trim() || /^(?:present|current|currently|now|ongoing|to date)$/i.test(endDate.trim());
}

/** Three phrasings, so a letter citing three achievements does not repeat one sentence shape. */
function achievementSentence(a: Achievement, position: number): string {
  const title = a.title.trim();
  const company = a.company.trim();
  const text = a.text.trim();
  const verbFirst = startsWithPastVerb(text);
  if (!company) return endSentence(verbFirst ? `I ${lowerFirst(text)}` : text);
  const openers = title
    ? [`As ${title} at ${company}`, `At ${company}, where I ${a.current ? 'work' : 'worked'} as ${title}`, `Also at ${company}`]
    : [`At ${company}`, `At ${company}`, `Also at ${company}`];
  // 'Also at' only reads right when the previous sentence named the same employer.
  const opener = openers[Math.min(position, 1)] ?? `At ${company}`;
  return endSentence(verbFirst ? `${opener}, I ${lowerFirst(text)}` : `${opener}: ${text}`);
}

export function writeCoverLetterWithTerms(
  input: { profile: ProfileData & { email: string }; job: JobPosting; today: Date },
  relevance: Relevance,
): GeneratedCoverLetter {
  const { profile, job, today } = input;
  const company = job.company.trim();
  const role = job.jobTitle.trim();
  const latest = sortJobsNewestFirst(profile.work_experience, today)[0];
  const years = computeYearsOfExperience(profile.work_experience, today);
  // With no job to aim at (the report's untailored letter), the letter names the profile's own first skills.
  const aimed = relevance.terms.length > 0;
  const skills = selectSkills(profile, relevance, 15).filter((s) => s.score > 0 || !aimed).map((s) => s.item);

  const body: string[] = [];
  const background = latest?.title.trim()
    ? ` As a ${latest.title.trim()}${years && years >= 1 ? ` with ${years} ${years === 1 ? 'year' : 'years'} of experience` : ''}, I am excited about the opportunity to bring my experience to ${company || 'your team'}.`
    : '';
  body.push(`I am writing to apply for the ${role} position at ${company}.${background}`);

  const achievements = pickAchievements(profile, relevance, today, 3);
  if (achievements.length > 0) {
    const lead = achievements.slice(0, 2).map((a, i) => achievementSentence(a, i)).join(' ');
    body.push(lead);
  }
  const more: string[] = [];
  const third = achievements[2];
  if (third) more.push(achievementSentence(third, 1));
  if (skills.length > 0) more.push(`My skills in ${joinList(skills.slice(0, 6))} match what this role asks for.`);
  const certificate = profile.certifications
    .map((c) => ({ c, score: relevance.score(`${c.name} ${c.issuer}`) }))
    .sort((a, b) => b.score - a.score)[0]?.c;
  if (certificate) more.push(`I also hold the ${certificate.name.trim()} certification${certificate.issuer.trim() ? ` from ${certificate.issuer.trim()}` : ''}.`);
  if (more.length > 0) body.push(more.join(' '));

  body.push(
    `I would welcome the opportunity to discuss how my experience can contribute to ${company}. Thank you for your time and consideration.`,
  );

  return {
    sender: { name: profile.name, email: profile.email, phone: profile.phone, linkedin: profile.linkedin },
    date: formatLetterDate(today),
    salutation: company ? `Dear ${company} Hiring Team,` : 'Dear Hiring Manager,',
    body,
    closing: 'Sincerely,',
    signature: profile.name,
  };
}
