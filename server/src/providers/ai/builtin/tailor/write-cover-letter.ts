/**
 * The built-in cover letter, written as a person would: it opens with the role, who the applicant
 * is now and which of the role's asks they have worked with; then takes two or three of the
 * posting's main requirements and answers each with the profile's strongest whole bullet that
 * shows it, in the first person and the past tense ('You need someone who knows Kafka.
 * At Northwind, where I worked as a Data Engineer, I built event pipelines with Apache Kafka …'),
 * then the other matching skills and a certification, and closes. Every fact comes from the
 * profile; the connecting words are fixed and vary, so no two answers open alike. A requirement
 * is only named where the profile shows it.
 */
import type { GeneratedCoverLetter, ProfileData, WorkExperience } from '@hireready/contract';
import type { JobPosting } from '../../engine';
import { canonicalTermOf, hasTerm, indexText } from '../../../../text/analyze-text';
import type { RankedTerm } from '../../../../text/extract-terms';
import { toFirstPerson } from '../../../../text/first-person';
import { foldText, splitBullets } from '../../../../text/normalize';
import { REPORT_TERM_LIMIT } from '../../../../text/keyword-report';
import { collectProfileText, computeYearsOfExperience, formatLetterDate, sortJobsNewestFirst } from '../../../../text/profile-facts';
import { type Relevance, quantifiedBonus } from './relevance';
import { selectSkills } from './tailor-resume';

/** Requirements the letter answers with evidence, at most. */
const REQUIREMENTS_ANSWERED = 3;

type Bullet = { text: string; job: WorkExperience; jobIndex: number; order: number; score: number; terms: RankedTerm[] };

const ANSWERABLE = new Set<RankedTerm['kind']>(['tool', 'knowledge', 'skill', 'phrase', 'cued']);

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
      const key = text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
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
  // What a person can show in one bullet: tools, fields, skills, the posting's own phrases; not the job's name or a degree.
  const requirements = [...relevance.terms]
    .filter((t) => ANSWERABLE.has(t.kind))
    .sort((a, b) => relevance.weightOf(b) - relevance.weightOf(a));
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
  // A field the taxonomy writes in lower case ('logistics') is a common noun in a sentence, whatever opened a line.
  if (term.canonical && term.canonical === term.canonical.toLowerCase() && !/[A-Z]{2}/.test(label)) return label.toLowerCase();
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const own = new RegExp(`(?:^|[^A-Za-z0-9])(${escaped})(?:$|[^A-Za-z0-9])`, 'i').exec(profileText)?.[1];
  return own ?? label;
}

type LetterContext = { introduced: Set<string>; previous: Evidence | undefined; profileText: string; latest: WorkExperience | undefined };

/** Where a bullet was done, the employer introduced once in the whole letter: the opening names the latest job. */
function whereDone(bullet: Bullet, context: LetterContext): string {
  const { introduced, previous, latest } = context;
  const company = bullet.job.company.trim();
  const title = bullet.job.title.trim();
  const current = isCurrent(bullet.job.end_date);
  if (previous?.bullet.job === bullet.job) return 'in the same role';
  if (bullet.job === latest && company && introduced.has(company)) return current ? 'in my current role' : 'in my most recent role';
  if (!company) return '';
  if (introduced.has(company)) return `at ${company}`;
  introduced.add(company);
  return title ? `at ${company}, where I ${current ? 'work' : 'worked'} as ${withArticle(title)}` : `at ${company}`;
}

/** One requirement answered: the requirement named, where it was done, the bullet in the first person. */
function evidenceSentence(evidence: Evidence, index: number, context: LetterContext): string {
  const { bullet, term } = evidence;
  const own = toFirstPerson(bullet.text);
  const again = context.previous?.bullet.job === bullet.job;
  const where = whereDone(bullet, context);
  const claim = own.isClause
    ? again
      ? own.text.replace(/^I /, 'I also ')
      : own.text
    : `my work ${again ? 'also ' : ''}included ${own.text}`;
  const body = where ? `${where}, ${claim}` : claim;
  if (!term) return `${capitalise(body)}.`;
  const name = termName(term, context.profileText);
  // Three ways in, so that answers side by side never open alike.
  if (index === 0) return `You need someone who knows ${name}. ${capitalise(body)}.`;
  if (index === 1) return `${capitalise(name)} is also on your list: ${body}.`;
  return `As for ${name}, ${body}.`;
}

/** A skill as the posting words it in a sentence ('machine learning', not the skills list's 'Machine Learning'). */
function askedName(skill: string, relevance: Relevance, profileText: string): string {
  const canonical = canonicalTermOf(skill);
  const term = canonical ? relevance.terms.find((t) => t.canonical === canonical) : undefined;
  if (!term) return skill;
  return term.label === term.label.toLowerCase() ? term.label : termName(term, profileText);
}

const WORKED_WITH = ['and I have worked with it', 'and I have worked with both', 'and I have worked with all three'];

/** The role as a person names it: 'Account Executive (remote)' is an 'Account Executive', 'Designer/ Illustrator' a 'Designer/Illustrator'. */
function roleName(title: string): string {
  return (
    title
      .replace(/\s*\([^)]*\)/g, '')
      .replace(/\s*\/\s*/g, '/')
      .replace(/[\s,;:\-\u2013|]+$/, '')
      .trim() || title.trim()
  );
}

/** Who the applicant is now, with the years of experience: the latest employer is introduced here. */
function whoIAm(latest: WorkExperience | undefined, years: number | null, introduced: Set<string>): string {
  const span = years && years >= 1 ? `${years} ${years === 1 ? 'year' : 'years'} of experience` : '';
  const title = latest?.title.trim() ?? '';
  const company = latest?.company.trim() ?? '';
  if (!latest || !title) return span ? `I have ${span}.` : '';
  if (company) introduced.add(company);
  const where = company ? ` at ${company}` : '';
  if (isCurrent(latest.end_date)) return `I am ${withArticle(title)}${where}${span ? ` with ${span}` : ''}.`;
  return span
    ? `I have ${span}, most recently as ${withArticle(title)}${where}.`
    : `Most recently I worked as ${withArticle(title)}${where}.`;
}

/** A name typed in capitals ('CECILIA O'REILLY') signs as a name: 'Cecilia O'Reilly'. */
function nameCase(name: string): string {
  if (/[a-z]/.test(name)) return name;
  return name.toLowerCase().replace(/(^|[\s'-])([a-z])/g, (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`);
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The job's tools and knowledge that the profile shows anywhere, as the posting words them. */
function heldTerms(profile: ProfileData, relevance: Relevance): string[] {
  const profileText = collectProfileText(profile);
  const text = indexText(profileText);
  return relevance.terms
    .filter((t) => (t.kind === 'tool' || t.kind === 'knowledge') && hasTerm(text, t))
    .map((t) => termName(t, profileText));
}

/** The profile's degree that answers a qualification the posting asks for ('a Bachelor's degree'), if any. */
function askedDegree(profile: ProfileData, relevance: Relevance) {
  const asked = relevance.terms.filter((t) => t.kind === 'qualification');
  if (asked.length === 0) return null;
  return (
    profile.education.find((school) => school.degree.trim() && relevance.termsIn(school.degree).some((t) => asked.includes(t))) ?? null
  );
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
  const skills = selectSkills(profile, relevance, 15)
    .filter((s) => s.score > 0 || !aimed)
    .map((s) => s.item);

  // What the applicant brings: their skills among the job's main asks (the ones its keyword report lists),
  // else the main asks their profile shows anywhere, else their skills the job mentions at all.
  const main = relevance.terms.filter((t) => t.kind !== 'soft' && t.kind !== 'title').slice(0, REPORT_TERM_LIMIT);
  const brings = skills.filter((s) => main.some((t) => t.canonical !== null && t.canonical === canonicalTermOf(s))).slice(0, 3);
  if (aimed && brings.length === 0) brings.push(...heldTerms(profile, { ...relevance, terms: main }).slice(0, 2));
  if (brings.length === 0) brings.push(...skills.slice(0, 3));
  const introduced = new Set<string>();
  const opening = [`I am applying for the ${roleName(role)} role at ${company || 'your company'}.`, whoIAm(latest, years, introduced)];
  // Only what the job asks and the profile holds: 'The role asks for SQL and Python, and I have worked with both.'
  const profileText = collectProfileText(profile);
  if (aimed && brings.length > 0) {
    const asked = brings.map((skill) => askedName(skill, relevance, profileText));
    opening.push(`The role asks for ${joinList(asked)}, ${WORKED_WITH[Math.min(asked.length, 3) - 1]}.`);
  }
  const body: string[] = [opening.filter(Boolean).join(' ')];

  const evidence = pickEvidence(collectBullets(profile, relevance, today), relevance);
  const answers = evidence.map((e, i) => evidenceSentence(e, i, { introduced, previous: evidence[i - 1], profileText, latest }));
  if (answers.length > 0) body.push(answers.join(' '));

  const cited = [...evidence.map((e) => e.bullet.text), ...brings].join('\n');
  const citedIndex = { folded: foldText(cited).toLowerCase(), vocabulary: indexText(cited).vocabulary };
  // Skills the opening or the answers already show are not listed again.
  const more = skills.filter((s) => !brings.includes(s) && !mentionsSkill(citedIndex, s)).slice(0, 5);
  const closing: string[] = [];
  if (more.length > 0) closing.push(`My skills also include ${joinList(more)}.`);
  const degree = askedDegree(profile, relevance);
  if (degree)
    closing.push(`I hold ${withArticle(degree.degree.trim())}${degree.school_name.trim() ? ` from ${degree.school_name.trim()}` : ''}.`);
  const certificate = profile.certifications
    .map((c) => ({ c, score: relevance.score(`${c.name} ${c.issuer}`) }))
    .sort((a, b) => b.score - a.score)[0]?.c;
  if (certificate?.name.trim()) {
    const name = certificate.name.trim();
    // 'the Google Analytics Certification' needs no second 'certification'; a second 'I hold' becomes 'I also hold'.
    const noun = /\b(?:certification|certificate)\b/i.test(name) ? '' : ' certification';
    const issuer =
      certificate.issuer.trim() && !name.toLowerCase().includes(certificate.issuer.trim().toLowerCase())
        ? ` from ${certificate.issuer.trim()}`
        : '';
    closing.push(`I ${degree ? 'also ' : ''}hold the ${name}${noun}${issuer}.`);
  }
  if (closing.length > 0) body.push(closing.join(' '));

  body.push(
    `I would welcome the chance to discuss how I might contribute to ${company || 'your team'}. Thank you for your time and consideration.`,
  );

  return {
    sender: { name: profile.name, email: profile.email, phone: profile.phone, linkedin: profile.linkedin },
    date: formatLetterDate(today),
    salutation: company ? `Dear ${company} Hiring Team,` : 'Dear Hiring Manager,',
    body,
    closing: 'Sincerely,',
    signature: nameCase(profile.name),
  };
}
