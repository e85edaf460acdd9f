/**
 * JSON Resume (schema v1.0.0, https://jsonresume.org/schema) in and out of a profile (issue 20).
 *
 * Out: the standard sections other tools read, dates in ISO 8601 where the profile's text is a month
 * and year or a year ('Mar 2021' → '2021-03'), an open end left out as the standard says. Custom
 * sections go to the standard section their title names (Projects, Volunteer, Awards, Publications,
 * Languages, Interests, References) and, exactly as they are, to `meta.hireready.customSections`
 * (the schema lets `meta` carry more), so an export imported again gives back the same profile.
 * In: the same mapping backwards; a file from another tool gets its standard sections as custom ones.
 */
import { z } from 'zod';
import {
  CUSTOM_ENTRY_LABELS,
  CustomSectionSchema,
  DEFAULT_SKILL_LEVEL,
  isSkillLevelSet,
  ProfileDataSchema,
  type CustomSection,
  type ProfileData,
  type SkillLevel,
} from './profile';

const text = (max: number) => z.string().max(max).optional();
const list = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max).optional();
const lines = list(z.string().max(2000), 100);

const DatedSchema = z.object({ startDate: text(40), endDate: text(40) });
const WorkSchema = DatedSchema.extend({
  name: text(200),
  position: text(200),
  location: text(200),
  url: text(300),
  summary: text(8000),
  highlights: lines,
});
const EducationSchema = DatedSchema.extend({
  institution: text(200),
  area: text(200),
  studyType: text(200),
  location: text(200),
  url: text(300),
  score: text(100),
  courses: lines,
});
/** An entry of any standard section beyond work and education, read by the fields they share. */
const OtherEntrySchema = DatedSchema.extend({
  name: text(200),
  title: text(200),
  organization: text(200),
  position: text(200),
  entity: text(200),
  awarder: text(200),
  publisher: text(200),
  language: text(100),
  fluency: text(100),
  reference: text(4000),
  date: text(40),
  releaseDate: text(40),
  description: text(4000),
  summary: text(4000),
  url: text(300),
  highlights: lines,
  keywords: lines,
});

export const STANDARD_SECTIONS = ['projects', 'volunteer', 'awards', 'publications', 'languages', 'interests', 'references'] as const;
type StandardSection = (typeof STANDARD_SECTIONS)[number];

export const JsonResumeSchema = z.object({
  $schema: text(300),
  basics: z
    .object({
      name: text(200),
      label: text(200),
      email: text(300),
      phone: text(40),
      url: text(300),
      summary: text(8000),
      location: z
        .object({ address: text(200), postalCode: text(20), city: text(100), region: text(100), countryCode: text(10) })
        .optional(),
      profiles: list(z.object({ network: text(100), username: text(200), url: text(300) }), 20),
    })
    .optional(),
  work: list(WorkSchema, 50),
  education: list(EducationSchema, 30),
  skills: list(z.object({ name: text(100), level: text(40), keywords: list(z.string().max(100), 100) }), 200),
  certificates: list(z.object({ name: text(200), date: text(40), issuer: text(200), url: text(300) }), 50),
  projects: list(OtherEntrySchema, 50),
  volunteer: list(OtherEntrySchema, 50),
  awards: list(OtherEntrySchema, 50),
  publications: list(OtherEntrySchema, 50),
  languages: list(OtherEntrySchema, 50),
  interests: list(OtherEntrySchema, 50),
  references: list(OtherEntrySchema, 50),
  meta: z
    .object({
      version: text(40),
      canonical: text(300),
      lastModified: text(40),
      hireready: z.object({ customSections: z.array(CustomSectionSchema).max(20).optional() }).optional(),
    })
    .optional(),
});
export type JsonResume = z.infer<typeof JsonResumeSchema>;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ONGOING = /^(present|current|now|today|ongoing)$/i;

/** 'Mar 2021', 'March 2021' → '2021-03'; '2016' → '2016'; anything else as written. */
export function toIsoDate(value: string): string {
  const trimmed = value.trim();
  const monthYear = /^([A-Za-z]{3,9})\.?\s+(\d{4})$/.exec(trimmed);
  if (monthYear) {
    const month = MONTHS.findIndex((name) => monthYear[1]!.toLowerCase().startsWith(name.toLowerCase()));
    if (month >= 0) return `${monthYear[2]}-${String(month + 1).padStart(2, '0')}`;
  }
  return trimmed;
}

/** '2021-03' or '2021-03-15' → 'Mar 2021'; '2016' stays; anything else as written. */
export function fromIsoDate(value: string | undefined): string {
  const trimmed = (value ?? '').trim();
  const iso = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(trimmed);
  const month = iso ? MONTHS[Number(iso[2]) - 1] : undefined;
  return iso && month ? `${month} ${iso[1]}` : trimmed;
}

/** An open end ('Present', or none after a start) is left out: JSON Resume's way of saying ongoing. */
function endDateOut(start: string, end: string): string | undefined {
  if (ONGOING.test(end.trim()) || (!end.trim() && start.trim())) return undefined;
  return end.trim() ? toIsoDate(end) : undefined;
}

function endDateIn(start: string | undefined, end: string | undefined): string {
  if (end?.trim()) return fromIsoDate(end);
  return start?.trim() ? 'Present' : '';
}

/** Drops empty strings and empty lists, so the file says only what the profile holds. */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)),
  ) as T;
}

const LEVEL_OUT: Record<SkillLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  expert: 'Expert',
};

function levelIn(level: string | undefined): SkillLevel | null {
  const word = (level ?? '').trim().toLowerCase();
  if (!word) return null;
  if (/expert|master|native|fluent/.test(word)) return 'expert';
  if (/advanced|proficient|senior/.test(word)) return 'advanced';
  if (/intermediate|competent|working/.test(word)) return 'intermediate';
  if (/beginner|novice|basic|junior|elementary/.test(word)) return 'beginner';
  return null;
}

/** The standard section a custom section's title names, if any ('Volunteer Experience' → volunteer). */
function standardSectionOf(title: string): StandardSection | null {
  const word = title.trim().toLowerCase();
  const match = STANDARD_SECTIONS.find((section) => word === section || word.startsWith(section.replace(/s$/, '')));
  return match ?? null;
}

function fieldValue(section: CustomSection['entries'][number], index: number): string {
  const label = CUSTOM_ENTRY_LABELS[index];
  return section.fields.find((field) => field.label === label)?.value ?? section.fields[index]?.value ?? '';
}

export function profileToJsonResume(profile: ProfileData & { email: string }): JsonResume {
  const linkedin = profile.linkedin.trim();
  const standard: Partial<Record<StandardSection, Record<string, unknown>[]>> = {};
  for (const section of profile.custom_sections) {
    const key = standardSectionOf(section.title);
    if (!key) continue;
    standard[key] = [
      ...(standard[key] ?? []),
      ...section.entries.map((entry) => {
        const [title, organization, start, end, description] = [0, 1, 2, 3, 4].map((i) => fieldValue(entry, i));
        return compact({
          name: title,
          organization,
          startDate: toIsoDate(start ?? ''),
          endDate: end ? toIsoDate(end) : undefined,
          description,
        });
      }),
    ];
  }
  return compact({
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: compact({
      name: profile.name,
      email: profile.email,
      phone: profile.phone,
      summary: profile.summary,
      location: compact({ address: profile.street_address, postalCode: profile.zip, city: profile.city, region: profile.state }),
      profiles: linkedin ? [{ network: 'LinkedIn', url: linkedin }] : [],
    }),
    work: profile.work_experience.map((job) =>
      compact({
        name: job.company,
        position: job.title,
        location: job.location,
        startDate: toIsoDate(job.start_date),
        endDate: endDateOut(job.start_date, job.end_date),
        highlights: job.description
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      }),
    ),
    education: profile.education.map((school) =>
      compact({
        institution: school.school_name,
        studyType: school.degree,
        location: school.location,
        startDate: toIsoDate(school.start_date),
        endDate: toIsoDate(school.end_date),
      }),
    ),
    skills: profile.skills.map((skill) =>
      compact({ name: skill.name, level: isSkillLevelSet(skill) ? LEVEL_OUT[skill.experience_level] : undefined }),
    ),
    certificates: profile.certifications.map((c) => compact({ name: c.name, issuer: c.issuer, date: toIsoDate(c.date) })),
    ...standard,
    meta: { version: 'v1.0.0', hireready: { customSections: profile.custom_sections } },
  }) as JsonResume;
}

type OtherEntry = z.infer<typeof OtherEntrySchema>;

/** A standard section's entry as a custom entry with the profile's five usual fields. */
function customEntryOf(entry: OtherEntry, makeId: () => string): CustomSection['entries'][number] {
  const title = entry.name ?? entry.title ?? entry.language ?? entry.reference ?? '';
  const organization = entry.organization ?? entry.position ?? entry.entity ?? entry.awarder ?? entry.publisher ?? entry.fluency ?? '';
  const start = entry.startDate ?? entry.date ?? entry.releaseDate ?? '';
  const description = [entry.description ?? entry.summary ?? '', ...(entry.highlights ?? []), (entry.keywords ?? []).join(', ')]
    .filter((line) => line.trim())
    .join('\n');
  const values = [title, organization, fromIsoDate(start), entry.endDate ? fromIsoDate(entry.endDate) : '', description];
  return { id: makeId(), fields: values.map((value, i) => ({ label: CUSTOM_ENTRY_LABELS[i] ?? '', value: value.slice(0, 4000) })) };
}

const SECTION_TITLES: Record<StandardSection, string> = {
  projects: 'Projects',
  volunteer: 'Volunteer',
  awards: 'Awards',
  publications: 'Publications',
  languages: 'Languages',
  interests: 'Interests',
  references: 'References',
};

/** A validated JSON Resume as the profile it describes (values too long for the profile are cut). */
export function jsonResumeToProfile(resume: JsonResume, makeId: () => string): ProfileData {
  const basics = resume.basics ?? {};
  const linkedin = (basics.profiles ?? []).find((p) => /linkedin/i.test(`${p.network ?? ''} ${p.url ?? ''}`));
  const cut = (value: string | undefined, max: number) => (value ?? '').trim().slice(0, max);
  const customSections =
    resume.meta?.hireready?.customSections ??
    STANDARD_SECTIONS.filter((key) => (resume[key] ?? []).length > 0).map((key) => ({
      id: makeId(),
      title: SECTION_TITLES[key],
      entries: (resume[key] ?? []).slice(0, 50).map((entry) => customEntryOf(entry, makeId)),
    }));
  return ProfileDataSchema.parse({
    name: cut(basics.name, 200),
    summary: cut(basics.summary, 8000),
    linkedin: cut(linkedin?.url || (linkedin?.username ? `linkedin.com/in/${linkedin.username}` : ''), 300),
    phone: cut(basics.phone, 40),
    street_address: cut(basics.location?.address, 200),
    city: cut(basics.location?.city, 100),
    state: cut(basics.location?.region, 100),
    zip: cut(basics.location?.postalCode, 20),
    work_experience: (resume.work ?? []).map((job) => ({
      title: cut(job.position, 200),
      company: cut(job.name, 200),
      location: cut(job.location, 200),
      start_date: cut(fromIsoDate(job.startDate), 40),
      end_date: cut(endDateIn(job.startDate, job.endDate), 40),
      description: [job.summary ?? '', ...(job.highlights ?? [])]
        .map((line) => line.trim())
        .filter(Boolean)
        .join('\n')
        .slice(0, 8000),
    })),
    education: (resume.education ?? []).map((school) => ({
      school_name: cut(school.institution, 200),
      degree: cut([school.studyType, school.area].filter((part) => part?.trim()).join(school.studyType && school.area ? ' in ' : ''), 200),
      location: cut(school.location, 200),
      start_date: cut(fromIsoDate(school.startDate), 40),
      end_date: cut(fromIsoDate(school.endDate), 40),
    })),
    skills: (resume.skills ?? [])
      .filter((skill) => skill.name?.trim())
      .map((skill) => {
        const level = levelIn(skill.level);
        return level
          ? { name: cut(skill.name, 100), experience_level: level, level_set: true }
          : { name: cut(skill.name, 100), experience_level: DEFAULT_SKILL_LEVEL };
      }),
    certifications: (resume.certificates ?? [])
      .filter((c) => c.name?.trim())
      .map((c) => ({ name: cut(c.name, 200), issuer: cut(c.issuer, 200), date: cut(fromIsoDate(c.date), 40) })),
    custom_sections: customSections.slice(0, 20),
  });
}
