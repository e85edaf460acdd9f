/**
 * The built-in cover letter, written as a person would: it opens with the role and what the
 * applicant brings, then takes two or three of the posting's main requirements and answers each
 * with the profile's strongest whole bullet that shows it, in the first person and the past tense
 * ('You ask for Kafka. At Northwind, I built event pipelines with Apache Kafka …'), then the other
 * matching skills and a certification, and closes. Every fact comes from the profile; the
 * connecting words are fixed. A requirement is only named where the profile shows it.
 */
import type { GeneratedCoverLetter, ProfileData, WorkExperience } from '@hireready/contract';
import type { JobPosting } from '../../engine';
import { canonicalTermOf, hasTerm, indexText } from '../../../../text/analyze-text';
import type { RankedTerm } from '../../../../text/extract-terms';
import { toFirstPerson } from '../../../../text/first-person';
import { foldText, splitBullets } from '../../../../text/normalize';
import { collectProfileText, computeYearsOfExperience, formatLetterDate, sortJobsNewestFirst } from '../../../../text/profile-facts';
import { type Relevance, quantifiedBonus } from './relevance';
import { selectSkills } from './tailor-resume';

/** Requirements the letter answers with evidence, at most. */
const REQUIREMENTS_ANSWERED = 3;

type Bullet = { text: string; job: WorkExperience; jobIndex: number; order: number; score: number; terms: RankedTerm[] };

type Evidence = { bullet: Bullet; term: RankedTerm | null };

function joinList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function isCurrent(endDate: string): boolean {
  return !endDate.trim() || /^(?:present|current|currently|now|ongoing|to date)$/i.test(endDate.trim());
}

function withArticle(title: string): string {
  return `${/^[aeiou]/i.test(title) ? 'an' : 'a'} ${title}`;
}

function collectBullets(profile: ProfileData, relevance: Relevance, today: Date): Bullet[] {
  const bullets: Bullet[] = [];
  const seen = new Set<string>();
  sortJobsNewestFirst(profile.work_experience, today).forEach((job, jobIndex) => {
    for (const text of splitBullets(job.description)) {
      const key = text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
      if (seen.has(key)) continue;
      seen.add(key);
      // Recent work is the stronger evidence at equal relevance.
      const score = relevance.score(text) + quantifiedBonus(text) + 0.02 * Math.max(0, 5 - jobIndex);
      bullets.push({ text, job, jobIndex, order: bullets.length, score, terms: relevance.termsIn(text) });
    }
  });
  return bullets.sort((a, b) => b.score - a.score || a.order - b.order);
}

/**
 * The posting's main requirements the profile can answer, each with its strongest bullet not yet
 * used; then, when fewer than two can be answered, the most relevant bullets alone.
 */
function pickEvidence(bullets: Bullet[], relevance: Relevance): Evidence[] {
  const picked: Evidence[] = [];
  const used = new Set<Bullet>();
  const requirements = [...relevance.terms].filter((t) => t.kind !== 'soft').sort((a, b) => relevance.weightOf(b) - relevance.weightOf(a));
  for (const term of requirements) {
    if (picked.length === REQUIREMENTS_ANSWERED) break;
    const bullet = bullets.find((b) => !used.has(b) && b.terms.includes(term));
    // A requirement the chosen bullets already show needs no second answer.
    if (!bullet || picked.some((p) => p.bullet.terms.includes(term))) continue;
    used.add(bullet);
    picked.push({ bullet, term });
  }
  for (const bullet of bullets) {
    if (picked.length >= 2) break;
    if (!used.has(bullet)) {
      used.add(bullet);
      picked.push({ bullet, term: null });
    }
  }
  // One employer's answers sit together, so each employer is introduced once.
  const jobs = [...new Set(picked.map((p) => p.bullet.job))];
  return jobs.flatMap((job) => picked.filter((p) => p.bullet.job === job));
}

/**
 * The term as the posting words it, with the capitals the profile gives it where it writes the same
 * words: a posting's 'Billing' that only opened a line reads 'billing' in a sentence, 'Python' stays.
 */
function termName(term: RankedTerm, profileText: string): string {
  const { label } = term;
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const own = new RegExp(`(?:^|[^A-Za-z0-9])(${escaped})(?:$|[^A-Za-z0-9])`, 'i').exec(profileText)?.[1];
  return own ?? label;
}

/** One requirement answered: the requirement named, the employer introduced once, the bullet in the first person. */
function evidenceSentence(evidence: Evidence, index: number, context: { introduced: Set<string>; previous: Evidence | undefined; profileText: string }): string {
  const { introduced, previous } = context;
  const { bullet, term } = evidence;
  const company = bullet.job.company.trim();
  const title = bullet.job.title.trim();
  const own = toFirstPerson(bullet.text);
  // The same employer twice in a row: 'There, I also …'.
  const again = company !== '' && previous?.bullet.job === bullet.job;
  let where = '';
  if (again) where = 'there';
  else if (company && !introduced.has(company)) {
    where = title ? `at ${company}, where I ${isCurrent(bullet.job.end_date) ? 'work' : 'worked'} as ${withArticle(title)}` : `at ${company}`;
  } else if (company) {
    where = `at ${company}`;
  }
  if (company) introduced.add(company);
  const claim = own.isClause ? (again ? own.text.replace(/^I /, 'I also ') : own.text) : `my work ${again ? 'also ' : ''}included ${own.text}`;
  const body = where ? `${capitalise(where)}, ${claim}` : capitalise(claim);
  if (!term) return `${body}.`;
  const name = termName(term, context.profileText);
  const leads = [`You ask for ${name}.`, `You also ask for ${name}.`, `The role calls for ${name} too.`];
  return `${leads[index % leads.length] ?? ''} ${body}.`.trim();
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The job's tools and knowledge that the profile shows anywhere, as the posting words them. */
function heldTerms(profile: ProfileData, relevance: Relevance): string[] {
  const profileText = collectProfileText(profile);
  const text = indexText(profileText);
  return relevance.terms.filter((t) => (t.kind === 'tool' || t.kind === 'knowledge') && hasTerm(text, t)).map((t) => termName(t, profileText));
}

/** The profile's degree that answers a qualification the posting asks for ('a Bachelor's degree'), if any. */
function askedDegree(profile: ProfileData, relevance: Relevance) {
  const asked = relevance.terms.filter((t) => t.kind === 'qualification');
  if (asked.length === 0) return null;
  return profile.education.find((school) => school.degree.trim() && relevance.termsIn(school.degree).some((t) => asked.includes(t))) ?? null;
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

  const latestTitle = latest?.title.trim() ?? '';
  const span = years && years >= 1 ? `${years} ${years === 1 ? 'year' : 'years'} of experience` : '';
  // What the applicant brings: their skills this job asks for, else the job's terms their profile shows.
  const brings = skills.slice(0, 3);
  if (aimed && brings.length === 0) brings.push(...heldTerms(profile, relevance).slice(0, 2));
  let background = '';
  if (latestTitle) {
    const who = `${latest && isCurrent(latest.end_date) ? 'Currently' : 'As'} ${withArticle(latestTitle)}${span ? ` with ${span}` : ''}`;
    background =
      aimed && brings.length > 0
        ? ` ${who}, I bring ${skills.length > 0 ? '' : 'experience with '}${joinList(brings)}.`
        : ` ${who}, I look forward to joining your team.`;
  } else if (span) {
    background = ` I bring ${span}${aimed && brings.length > 0 ? ` in ${joinList(brings)}` : ''}.`;
  }
  const body: string[] = [`Please consider my application for the ${role} position at ${company || 'your company'}.${background}`];

  const evidence = pickEvidence(collectBullets(profile, relevance, today), relevance);
  const introduced = new Set<string>();
  const profileText = collectProfileText(profile);
  const answers = evidence.map((e, i) => evidenceSentence(e, i, { introduced, previous: evidence[i - 1], profileText }));
  if (answers.length > 0) body.push(answers.join(' '));

  const cited = [...evidence.map((e) => e.bullet.text), ...brings].join('\n');
  const citedIndex = { folded: foldText(cited).toLowerCase(), vocabulary: indexText(cited).vocabulary };
  // Skills the opening or the answers already show are not listed again.
  const more = skills.filter((s) => !brings.includes(s) && !mentionsSkill(citedIndex, s)).slice(0, 5);
  const closing: string[] = [];
  if (more.length > 0) closing.push(`My skills also include ${joinList(more)}.`);
  const degree = askedDegree(profile, relevance);
  if (degree) closing.push(`I hold ${withArticle(degree.degree.trim())}${degree.school_name.trim() ? ` from ${degree.school_name.trim()}` : ''}.`);
  const certificate = profile.certifications
    .map((c) => ({ c, score: relevance.score(`${c.name} ${c.issuer}`) }))
    .sort((a, b) => b.score - a.score)[0]?.c;
  if (certificate?.name.trim()) {
    const name = certificate.name.trim();
    // 'the Google Analytics Certification' needs no second 'certification'; a second 'I hold' becomes 'I also hold'.
    const noun = /\b(?:certification|certificate|certified)\b/i.test(name) ? '' : ' certification';
    const issuer = certificate.issuer.trim() && !name.toLowerCase().includes(certificate.issuer.trim().toLowerCase()) ? ` from ${certificate.issuer.trim()}` : '';
    closing.push(`I ${degree ? 'also ' : ''}hold the ${name}${noun}${issuer}.`);
  }
  if (closing.length > 0) body.push(closing.join(' '));

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
