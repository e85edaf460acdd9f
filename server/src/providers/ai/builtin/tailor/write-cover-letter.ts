/**
 * The built-in cover letter: an opening that names the role and company, the profile's most
 * relevant achievements quoted with their employers, its matching skills, and a closing. Every
 * fact comes from the profile; the connecting words are fixed sentences. Each employer and title
 * is introduced once (a second achievement of the same job joins the first or follows with
 * 'There, I also …'), and bullets that repeat a picked one's words are passed over while others fit.
 */
import type { GeneratedCoverLetter, ProfileData } from '@hireready/contract';
import type { JobPosting } from '../../engine';
import { canonicalTermOf, indexText } from '../../../../text/analyze-text';
import { foldText, splitBullets } from '../../../../text/normalize';
import { computeYearsOfExperience, formatLetterDate, sortJobsNewestFirst } from '../../../../text/profile-facts';
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

type Achievement = {
  text: string;
  title: string;
  company: string;
  current: boolean;
  /** The job's place, newest first: 'Earlier, as …' only for an older job than the one before. */
  jobIndex: number;
  score: number;
  order: number;
};

/** Function words of five letters or more: sharing them does not make two sentences repetitive. */
const FUNCTION_WORDS = new Set(
  'about above after again against along among around because before being below between during every first might other their there these those through under until where which while would could should within without'.split(' '),
);

/** The words of five letters or more of a text, lower-cased, without function words: what a reader notices repeated. */
function notableWords(text: string): Set<string> {
  const words = foldText(text).toLowerCase().match(/[a-z][a-z'-]*/g) ?? [];
  return new Set(words.map((w) => w.replace(/'s$/, '')).filter((w) => w.length >= 5 && !FUNCTION_WORDS.has(w)));
}

/**
 * Whether two bullets would read as the same point twice ('built the inventory tracking system …',
 * 'owned the inventory tracking system …') or repeat a word side by side. Skill names are exempt:
 * two bullets naming Python is the evidence the job asks for, not repetition.
 */
function overlaps(a: string, b: string, exempt: Set<string>): boolean {
  const wordsOfB = notableWords(b);
  for (const w of notableWords(a)) if (!exempt.has(w) && wordsOfB.has(w)) return true;
  return false;
}

function pickAchievements(profile: ProfileData, relevance: Relevance, today: Date, count: number): Achievement[] {
  const jobs = sortJobsNewestFirst(profile.work_experience, today);
  const all: Achievement[] = [];
  jobs.forEach((job, jobIndex) => {
    splitBullets(job.description).forEach((text, i) => {
      // Recent work is the stronger evidence at equal relevance.
      const recency = 0.02 * Math.max(0, 5 - jobIndex);
      all.push({ text, title: job.title, company: job.company, current: isCurrent(job.end_date), jobIndex, score: relevance.score(text) + quantifiedBonus(text) + recency, order: all.length + i });
    });
  });
  const exempt = new Set(profile.skills.flatMap((s) => [...notableWords(s.name)]));
  const ranked = all.sort((x, y) => y.score - x.score || x.order - y.order);
  const picked: Achievement[] = [];
  const perCompany = new Map<string, number>();
  // First pass: the best bullets that neither repeat a picked one's point nor its words; second pass
  // fills what is left in rank order, so a profile of near-identical bullets still gets its letter.
  for (const strict of [true, false]) {
    for (const a of ranked) {
      if (picked.length === count) break;
      // Two achievements from one employer at most, so the letter shows range.
      if (picked.includes(a) || (perCompany.get(a.company) ?? 0) >= 2) continue;
      if (strict && picked.some((p) => overlaps(p.text, a.text, exempt))) continue;
      picked.push(a);
      perCompany.set(a.company, (perCompany.get(a.company) ?? 0) + 1);
    }
  }
  // The pick keeps its rank order within the letter, but one employer's bullets sit together.
  const groups: Achievement[][] = [];
  for (const a of picked) {
    const group = groups.find((g) => g[0]?.company === a.company && g[0]?.title === a.title);
    if (group) group.push(a);
    else groups.push([a]);
  }
  return groups.flat();
}

function isCurrent(endDate: string): boolean {
  return !endDate.trim() || /^(?:present|current|currently|now|ongoing|to date)$/i.test(endDate.trim());
}

function withArticle(title: string): string {
  return `${/^[aeiou]/i.test(title) ? 'an' : 'a'} ${title}`;
}

function stripEnd(s: string): string {
  return s.trim().replace(/[.;,:!]+$/, '');
}

function words(s: string): number {
  return s.split(/\s+/).filter(Boolean).length;
}

/**
 * The sentences citing one employer: the first introduces the title and company once, a second
 * achievement joins it ('… and negotiated …') when both are short, else follows with 'There, I also …'.
 */
function employerSentences(
  items: Achievement[],
  context: { introduction: number; titleKnown: boolean; previousJobIndex: number | null },
): string[] {
  const [first, second] = items;
  if (!first) return [];
  const title = first.title.trim();
  const company = first.company.trim();
  let opener: string | null;
  if (!company) opener = null;
  else if (context.titleKnown || !title) {
    // The opening paragraph already named this title ('Currently a Data Engineer …').
    opener = title && first.jobIndex === 0 ? `In my ${first.current ? 'current' : 'most recent'} role at ${company}` : `At ${company}`;
  } else {
    const forms = [
      `As ${title} at ${company}`,
      `At ${company}, where I ${first.current ? 'work' : 'worked'} as ${title}`,
      context.previousJobIndex !== null && first.jobIndex > context.previousJobIndex ? `Earlier, as ${title} at ${company}` : `In my role as ${title} at ${company}`,
    ];
    opener = forms[context.introduction % forms.length] ?? `At ${company}`;
  }
  const cite = (a: Achievement, lead: string | null) => {
    const text = a.text.trim();
    if (startsWithPastVerb(text)) return lead ? `${lead}, I ${lowerFirst(text)}` : `I ${lowerFirst(text)}`;
    return lead ? `${lead}: ${text}` : text;
  };
  if (!second) return [endSentence(cite(first, opener))];
  const a = first.text.trim();
  const b = second.text.trim();
  if (startsWithPastVerb(a) && startsWithPastVerb(b) && words(a) + words(b) <= 30) {
    // 'I owned the system, reducing costs by 54%, and negotiated …': a comma when the first already has one.
    return [endSentence(`${cite(first, opener).replace(/[.;:!]+$/, '')}${stripEnd(a).includes(',') ? ',' : ''} and ${lowerFirst(stripEnd(b))}`)];
  }
  const next = startsWithPastVerb(b) ? `${company ? 'There, I' : 'I'} also ${lowerFirst(b)}` : `${company ? 'Also there' : 'Also'}: ${b}`;
  return [endSentence(cite(first, opener)), endSentence(next)];
}

function mentionsSkill(cited: { folded: string; vocabulary: ReadonlySet<string> }, skill: string): boolean {
  const canonical = canonicalTermOf(skill);
  if (canonical && cited.vocabulary.has(canonical)) return true;
  const key = foldText(skill).toLowerCase().trim();
  return key.length > 0 && new RegExp(`(?:^|[^a-z0-9])${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:$|[^a-z0-9])`).test(cited.folded);
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
  const latestTitle = latest?.title.trim() ?? '';
  const span = years && years >= 1 ? `${years} ${years === 1 ? 'year' : 'years'} of experience` : '';
  let background = '';
  if (latestTitle) {
    background = latest && isCurrent(latest.end_date)
      ? ` Currently ${withArticle(latestTitle)}${span ? ` with ${span}` : ''}, I am excited about the opportunity to join your team.`
      : ` As ${withArticle(latestTitle)}${span ? ` with ${span}` : ''}, I am excited about the opportunity to join your team.`;
  } else if (span) {
    background = ` I bring ${span} and am excited about the opportunity to join your team.`;
  }
  body.push(`I am writing to apply for the ${role} position at ${company || 'your company'}.${background}`);

  const achievements = pickAchievements(profile, relevance, today, 3);
  const groups: Achievement[][] = [];
  for (const a of achievements) {
    const last = groups.at(-1);
    if (last?.[0]?.company === a.company && last[0]?.title === a.title) last.push(a);
    else groups.push([a]);
  }
  const paragraphs: string[][] = [[], []];
  let introduction = 0;
  let previousJobIndex: number | null = null;
  let cited = 0;
  for (const group of groups) {
    const first = group[0];
    if (!first) continue;
    // The opening paragraph names the latest title; its employer is then introduced without it.
    const titleKnown = first.jobIndex === 0 && first.title.trim() === latestTitle && latestTitle !== '';
    const sentences = employerSentences(group, { introduction, titleKnown, previousJobIndex });
    if (!titleKnown && first.title.trim() && first.company.trim()) introduction += 1;
    previousJobIndex = first.jobIndex;
    // The first two achievements lead the letter; the rest open the skills paragraph.
    paragraphs[cited < 2 ? 0 : 1]?.push(...sentences);
    cited += group.length;
  }
  if (paragraphs[0]?.length) body.push(paragraphs[0].join(' '));

  const more = paragraphs[1] ?? [];
  const citedText = achievements.map((a) => a.text).join('\n');
  const citedIndex = { folded: foldText(citedText).toLowerCase(), vocabulary: indexText(citedText).vocabulary };
  // Skills the cited achievements already show are not listed again.
  const listed = skills.filter((s) => !mentionsSkill(citedIndex, s)).slice(0, 6);
  if (listed.length > 0) {
    more.push(
      listed.length === skills.slice(0, 6).length
        ? `My skills in ${joinList(listed)} match what this role asks for.`
        : `Beyond that, my ${listed.length === 1 ? `${listed[0]} skills match` : `skills in ${joinList(listed)} match`} what this role asks for.`,
    );
  }
  const certificate = profile.certifications
    .map((c) => ({ c, score: relevance.score(`${c.name} ${c.issuer}`) }))
    .sort((a, b) => b.score - a.score)[0]?.c;
  if (certificate) {
    const previous = more.at(-1) ?? body.at(-1) ?? '';
    const holds = /\balso\b/i.test(previous) ? 'In addition, I hold' : 'I also hold';
    more.push(`${holds} the ${certificate.name.trim()} certification${certificate.issuer.trim() ? ` from ${certificate.issuer.trim()}` : ''}.`);
  }
  if (more.length > 0) body.push(more.join(' '));

  body.push(`I would welcome the chance to discuss how I might contribute to ${company || 'your team'}. Thank you for your time and consideration.`);

  return {
    sender: { name: profile.name, email: profile.email, phone: profile.phone, linkedin: profile.linkedin },
    date: formatLetterDate(today),
    salutation: company ? `Dear ${company} Hiring Team,` : 'Dear Hiring Manager,',
    body,
    closing: 'Sincerely,',
    signature: profile.name,
  };
}
