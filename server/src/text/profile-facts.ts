/** Facts read off a profile: dates, years of experience, contact lines. Nothing here guesses. */
import type { Certification, GeneratedResume, ProfileData, WorkExperience } from '@hireready/contract';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const PRESENT = /^(?:present|current|currently|now|today|ongoing|to date)$/i;

/** Months since year 0 ('Mar 2021', '2021-03', '03/2021', '2021'), today for 'Present', null when unreadable. */
export function parseMonthIndex(text: string, today: Date): number | null {
  const s = text.trim();
  if (!s) return null;
  if (PRESENT.test(s)) return today.getUTCFullYear() * 12 + today.getUTCMonth();
  const iso = /^(\d{4})[-/.](\d{1,2})(?:[-/.]\d{1,2})?$/.exec(s);
  if (iso) return Number(iso[1]) * 12 + clampMonth(Number(iso[2]) - 1);
  const us = /^(\d{1,2})[-/.](\d{4})$/.exec(s);
  if (us) return Number(us[2]) * 12 + clampMonth(Number(us[1]) - 1);
  const named = /([a-z]{3,})\.?\s*,?\s*(\d{4})/i.exec(s);
  if (named) {
    const month = MONTHS.indexOf((named[1] ?? '').slice(0, 3).toLowerCase());
    if (month >= 0) return Number(named[2]) * 12 + month;
  }
  const year = /\b((?:19|20)\d{2})\b/.exec(s);
  return year ? Number(year[1]) * 12 : null;
}

function clampMonth(m: number): number {
  return Math.min(11, Math.max(0, m));
}

type Span = { start: number; end: number };

function jobSpan(job: WorkExperience, today: Date): Span | null {
  const start = parseMonthIndex(job.start_date, today);
  if (start === null) return null;
  // An open end date means the job is current: profiles leave it empty as often as they write 'Present'.
  const end = job.end_date.trim() ? parseMonthIndex(job.end_date, today) : parseMonthIndex('present', today);
  if (end === null || end < start) return null;
  return { start, end };
}

/** Whole years worked, counting overlapping jobs once. Null when no job has readable dates. */
export function computeYearsOfExperience(jobs: WorkExperience[], today: Date): number | null {
  // Internships do not count as years of experience to a recruiter, unless they are all there is.
  const professional = jobs.filter((job) => !/\b(?:intern|internship|trainee)\b/i.test(job.title));
  const spans = (professional.length > 0 ? professional : jobs)
    .map((job) => jobSpan(job, today))
    .filter((s): s is Span => s !== null)
    .sort((a, b) => a.start - b.start);
  if (spans.length === 0) return null;
  let months = 0;
  let current: Span | null = null;
  for (const span of spans) {
    if (current && span.start <= current.end) {
      current.end = Math.max(current.end, span.end);
      continue;
    }
    if (current) months += current.end - current.start + 1;
    current = { ...span };
  }
  if (current) months += current.end - current.start + 1;
  return Math.floor(months / 12);
}

/**
 * Newest first, as recruiters read resumes. Sorted only when every job has a readable date;
 * otherwise the user's own order is the best evidence of time.
 */
export function sortJobsNewestFirst<T extends WorkExperience>(jobs: T[], today: Date): T[] {
  const keyed = jobs.map((job, index) => {
    const end = job.end_date.trim() ? parseMonthIndex(job.end_date, today) : parseMonthIndex('present', today);
    const start = parseMonthIndex(job.start_date, today);
    return { job, index, end: end ?? start, start: start ?? end };
  });
  if (keyed.some((k) => k.end === null)) return [...jobs];
  return keyed.sort((a, b) => (b.end ?? 0) - (a.end ?? 0) || (b.start ?? 0) - (a.start ?? 0) || a.index - b.index).map((k) => k.job);
}

export function formatLocation(profile: Pick<ProfileData, 'city' | 'state'>): string {
  return [profile.city, profile.state]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(', ');
}

/** The profile's schools as a resume prints them, in the profile's order (tailoring never drops one). */
export function formatEducation(profile: Pick<ProfileData, 'education'>): GeneratedResume['education'] {
  return profile.education.map((school) => ({
    school: school.school_name,
    degree: school.degree,
    location: school.location,
    start_date: school.start_date,
    end_date: school.end_date,
  }));
}

export function formatCertification(cert: Certification): string {
  const head = [cert.name, cert.issuer]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(', ');
  return cert.date.trim() ? `${head} (${cert.date.trim()})` : head;
}

/** 'November 21, 2026', in UTC so the letter's date does not depend on the server's zone. */
export function formatLetterDate(today: Date): string {
  return LETTER_DATE.format(today);
}

/** Made once: building a date format costs more than a whole letter. */
const LETTER_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Every fact of the profile as one text, for 'does the profile say this anywhere?'. */
export function collectProfileText(profile: ProfileData): string {
  const parts: string[] = [profile.summary];
  for (const job of profile.work_experience) parts.push(job.title, job.company, job.location, job.description);
  for (const school of profile.education) parts.push(school.school_name, school.degree, school.location);
  for (const skill of profile.skills) parts.push(skill.name);
  for (const cert of profile.certifications) parts.push(cert.name, cert.issuer);
  for (const section of profile.custom_sections) {
    parts.push(section.title);
    for (const entry of section.entries) for (const field of entry.fields) parts.push(field.value);
  }
  return parts.filter((p) => p.trim()).join('\n');
}
