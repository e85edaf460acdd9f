/**
 * The fabrication guard (DESIGN decision 4): whatever an engine wrote, no employer, school, job
 * title, date, degree, certification or skill may reach the user unless the profile holds it.
 * Structured facts are repaired to the profile's own value when the entry is recognisable
 * (a reworded title at a known employer) and removed when it is not (an employer the user never
 * worked for). Free text is checked sentence by sentence for employers, years and skills the
 * profile does not mention. Every change is reported, so the response can say what was removed.
 */
import { memoizeText } from '../../lib/memoize-text';
import type {
  GeneratedCoverLetter,
  GeneratedResume,
  ProfileData,
  UploadResponse,
  WorkExperience,
} from '@hireready/contract';
import { collectProfileText, formatCertification, formatLocation, parseMonthIndex } from './builtin/tailor/profile-facts';
import { canonicalTermOf, findVocabularyEntry, hasTerm, indexText, phraseTerm, type TextIndex } from './builtin/terms/analyze-text';
import { findYears, foldText, normalizeDegree, normalizeName, splitBullets, splitSentences } from './builtin/terms/normalize';
import type { JobPosting } from './engine';

export type GuardResult<T> = { document: T; removed: string[] };

type GuardProfile = ProfileData & { email: string };

/** Two names are one when equal after normalisation, or when one is the other plus words ('Acme' / 'Acme Analytics'). */
function isSameName(a: string, b: string): boolean {
  return isSameNameKey(normalizeName(a), normalizeName(b));
}

/** isSameName on names already normalised, for lists compared many times in one document. */
function isSameNameKey(x: string, y: string): boolean {
  if (!x || !y) return false;
  if (x === y) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return short.length >= 4 && ` ${long} `.includes(` ${short} `);
}

function isSameTitle(a: string, b: string): boolean {
  return normalizeName(a) === normalizeName(b);
}

function isSameDate(a: string, b: string, today: Date): boolean {
  if (normalizeName(a) === normalizeName(b)) return true;
  const x = parseMonthIndex(a, today);
  const y = parseMonthIndex(b, today);
  return x !== null && x === y;
}

function isSameDegree(a: string, b: string): boolean {
  const x = normalizeDegree(a);
  const y = normalizeDegree(b);
  if (!x || !y) return x === y;
  return x === y || ` ${y} `.includes(` ${x} `) || ` ${x} `.includes(` ${y} `);
}

/** Everything free text may name: the profile's facts plus the job it is written for. */
type FreeTextContext = {
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

function buildContext(profile: GuardProfile, job: JobPosting | null, extraYears: string[] = []): FreeTextContext {
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
const ORGANISATION_MENTION =
  /\b(?:[Aa]t|[Ww]ith|[Ff]or|[Jj]oined|[Ff]rom)\s+((?:[A-Z][\w&.'-]+)(?:\s+(?:[A-Z][\w&.'-]+|of|&))*)/g;

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
function cleanFreeText(text: string, context: FreeTextContext, removed: string[]): string {
  const kept: string[] = [];
  for (const sentence of splitSentences(text)) {
    // The built-in engine quotes the profile; checking its own words again is wasted work.
    const problems = context.ownSentences.has(sentence) ? [] : findUnsupported(sentence, context);
    if (problems.length === 0) kept.push(sentence);
    else removed.push(...problems.map((p) => `${p} (sentence removed: "${sentence}")`));
  }
  return kept.join(' ');
}

function findProfileJob(entry: { title: string; company: string; start_date: string }, jobs: WorkExperience[], today: Date) {
  const sameEmployer = jobs.filter((j) => isSameName(j.company, entry.company));
  return (
    sameEmployer.find((j) => isSameName(j.title, entry.title) && isSameDate(j.start_date, entry.start_date, today)) ??
    sameEmployer.find((j) => isSameName(j.title, entry.title)) ??
    sameEmployer.find((j) => isSameDate(j.start_date, entry.start_date, today)) ??
    sameEmployer[0]
  );
}

/** Replaces a field with the profile's value when they differ, and reports the replaced value. */
function repairField(label: string, given: string, truth: string, same: (a: string, b: string) => boolean, removed: string[]): string {
  if (given.trim() && !same(given, truth)) removed.push(`${label}: ${given}`);
  return truth;
}

function matchSkill(skill: string, context: FreeTextContext): string | null {
  const canonical = canonicalTermOf(skill);
  const key = normalizeName(skill);
  for (const own of context.ownSkills) {
    if (isSameNameKey(own.key, key) || (canonical && own.canonical === canonical)) return own.name;
  }
  // A skill the profile shows in its experience (not its skill list) is still the user's.
  if (canonical) return hasTerm(context.profileIndex, phraseTerm(skill)) ? skill : null;
  return key && context.profileText.includes(` ${key} `) ? skill : null;
}

export function guardResume(
  resume: GeneratedResume,
  profile: GuardProfile,
  job: JobPosting | null,
  today: Date,
): GuardResult<GeneratedResume> {
  const removed: string[] = [];
  const context = buildContext(profile, job);
  const exact = (a: string, b: string) => foldText(a.trim()) === foldText(b.trim());

  const work: GeneratedResume['work_experience'] = [];
  for (const entry of resume.work_experience) {
    const own = findProfileJob(entry, profile.work_experience, today);
    if (!own) {
      removed.push(`employer: ${entry.company}${entry.title ? ` (${entry.title})` : ''}`);
      continue;
    }
    const sameDate = (a: string, b: string) => isSameDate(a, b, today);
    work.push({
      // Titles compare strictly: 'Senior Data Engineer' for a 'Data Engineer' is an invented promotion.
      title: repairField('job title', entry.title, own.title, isSameTitle, removed),
      company: own.company,
      location: repairField('location', entry.location, own.location, isSameName, removed),
      start_date: repairField('date', entry.start_date, own.start_date, sameDate, removed),
      end_date: repairField('date', entry.end_date, own.end_date, sameDate, removed),
      description: entry.description.map((b) => cleanFreeText(b, context, removed)).filter((b) => b.trim()),
    });
  }

  const education: GeneratedResume['education'] = [];
  for (const entry of resume.education) {
    const own = profile.education.find((e) => isSameName(e.school_name, entry.school));
    if (!own) {
      removed.push(`school: ${entry.school}`);
      continue;
    }
    const sameDate = (a: string, b: string) => isSameDate(a, b, today);
    education.push({
      school: own.school_name,
      degree: repairField('degree', entry.degree, own.degree, isSameDegree, removed),
      location: repairField('location', entry.location, own.location, isSameName, removed),
      start_date: repairField('date', entry.start_date, own.start_date, sameDate, removed),
      end_date: repairField('date', entry.end_date, own.end_date, sameDate, removed),
    });
  }

  const skills: string[] = [];
  for (const skill of resume.skills) {
    const own = matchSkill(skill, context);
    if (!own) removed.push(`skill: ${skill}`);
    else if (!skills.some((s) => isSameName(s, own))) skills.push(own);
  }

  const certifications: string[] = [];
  for (const line of resume.certifications) {
    const own = profile.certifications.find((c) => ` ${normalizeName(line)} `.includes(` ${normalizeName(c.name)} `));
    if (!own) removed.push(`certification: ${line}`);
    else if (!certifications.includes(formatCertification(own))) certifications.push(formatCertification(own));
  }

  const customSections: GeneratedResume['custom_sections'] = [];
  for (const section of resume.custom_sections) {
    const own = profile.custom_sections.find((s) => isSameName(s.title, section.title));
    if (!own) {
      removed.push(`section: ${section.title}`);
      continue;
    }
    const ownValues = own.entries.flatMap((e) => e.fields.map((f) => normalizeName(f.value))).filter(Boolean);
    const entries = section.entries
      .map((entry) => ({
        fields: entry.fields.filter((field) => {
          if (!field.value.trim() || ownValues.includes(normalizeName(field.value))) return true;
          // A reworded description is free text; a name or date must be the profile's own.
          const isProse = field.value.split(/\s+/).length > 8;
          const cleaned = isProse ? cleanFreeText(field.value, context, []) : '';
          if (isProse && cleaned === splitSentences(field.value).join(' ')) return true;
          removed.push(`${section.title} ${field.label}: ${field.value}`);
          return false;
        }),
      }))
      .filter((entry) => entry.fields.some((f) => f.value.trim()));
    customSections.push({ title: own.title, entries });
  }

  const contact = {
    email: repairField('email', resume.contact.email, profile.email, exact, removed),
    phone: repairField('phone', resume.contact.phone, profile.phone, (a, b) => a.replace(/\D/g, '') === b.replace(/\D/g, ''), removed),
    location: repairField('location', resume.contact.location, formatLocation(profile), isSameName, removed),
    linkedin: repairField('linkedin', resume.contact.linkedin, profile.linkedin, exact, removed),
  };

  return {
    document: {
      name: repairField('name', resume.name, profile.name, isSameName, removed),
      contact,
      summary: cleanFreeText(resume.summary, context, removed),
      work_experience: work,
      education,
      skills,
      certifications,
      custom_sections: customSections,
    },
    removed,
  };
}

export function guardCoverLetter(
  letter: GeneratedCoverLetter,
  profile: GuardProfile,
  job: JobPosting | null,
  today: Date,
): GuardResult<GeneratedCoverLetter> {
  const removed: string[] = [];
  const context = buildContext(profile, job, [String(today.getUTCFullYear())]);
  const exact = (a: string, b: string) => foldText(a.trim()) === foldText(b.trim());
  return {
    document: {
      sender: {
        name: repairField('name', letter.sender.name, profile.name, isSameName, removed),
        email: repairField('email', letter.sender.email, profile.email, exact, removed),
        phone: repairField('phone', letter.sender.phone, profile.phone, (a, b) => a.replace(/\D/g, '') === b.replace(/\D/g, ''), removed),
        linkedin: repairField('linkedin', letter.sender.linkedin, profile.linkedin, exact, removed),
      },
      date: letter.date,
      salutation: letter.salutation,
      body: letter.body.map((p) => cleanFreeText(p, context, removed)).filter((p) => p.trim()),
      closing: letter.closing,
      signature: repairField('signature', letter.signature, profile.name, isSameName, removed),
    },
    removed,
  };
}

const MONTH_WORDS: Record<string, string> = {
  january: 'jan', february: 'feb', march: 'mar', april: 'apr', june: 'jun', july: 'jul', august: 'aug',
  september: 'sep', sept: 'sep', october: 'oct', november: 'nov', december: 'dec',
};

function sourceTokens(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9+#@]+/)
    .filter(Boolean)
    .map((t) => MONTH_WORDS[t] ?? t);
}

/**
 * For structuring an upload with a model: every value must be made of the file's own words
 * (short values as one run of them), so a model cannot add a fact while it reads a resume.
 */
export function guardStructuredResume(upload: UploadResponse, sourceText: string): GuardResult<UploadResponse> {
  const removed: string[] = [];
  const tokens = sourceTokens(sourceText);
  const vocabulary = new Set(tokens);
  const joined = ` ${tokens.join(' ')} `;
  const isInSource = (value: string): boolean => {
    const own = sourceTokens(value);
    if (own.length === 0) return true;
    if (!own.every((t) => vocabulary.has(t))) return false;
    return own.length > 6 || joined.includes(` ${own.join(' ')} `);
  };
  const keep = (label: string, value: string): string => {
    if (isInSource(value)) return value;
    removed.push(`${label}: ${value}`);
    return '';
  };
  const keepAll = (label: string, values: string[]) => values.filter((v) => keep(label, v) !== '' || !v.trim());

  const document: UploadResponse = {
    name: keep('name', upload.name),
    contact: {
      email: keep('email', upload.contact.email),
      phone: keep('phone', upload.contact.phone),
      linkedin: keep('linkedin', upload.contact.linkedin),
      location: keep('location', upload.contact.location),
    },
    summary: splitSentences(upload.summary).filter((s) => keep('summary', s) !== '').join(' '),
    skills: keepAll('skill', upload.skills),
    education: upload.education
      .map((e) => ({
        school: keep('school', e.school),
        degree: keep('degree', e.degree),
        location: keep('location', e.location),
        start_date: keep('date', e.start_date),
        end_date: keep('date', e.end_date),
      }))
      .filter((e) => e.school || e.degree),
    work_experience: upload.work_experience
      .map((w) => ({
        title: keep('job title', w.title),
        company: keep('employer', w.company),
        location: keep('location', w.location),
        start_date: keep('date', w.start_date),
        end_date: keep('date', w.end_date),
        description: keepAll('bullet', w.description),
      }))
      .filter((w) => w.title || w.company),
    custom_sections: upload.custom_sections
      .map((s) => ({
        title: keep('section', s.title),
        entries: s.entries.map((e) => ({
          title: keep('entry', e.title),
          organization: keep('organization', e.organization),
          start_date: keep('date', e.start_date),
          end_date: keep('date', e.end_date),
          description: keep('description', e.description),
        })),
      }))
      .filter((s) => s.title),
  };
  return { document, removed };
}
