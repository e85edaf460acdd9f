/** The resume-upload response (SPEC point 3) and how it becomes a profile. */
import { z } from 'zod';
import { CUSTOM_ENTRY_LABELS, DEFAULT_SKILL_LEVEL, type CustomSection, type ProfileData, ProfileDataSchema } from './profile';

export const UploadEntrySchema = z.object({
  title: z.string(),
  organization: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  description: z.string(),
});

/**
 * A field of the response the reader is unsure of. `path` points into this response with dots
 * and indices, e.g. `work_experience.2.company`, `education.0.end_date` or `name`.
 */
export const UploadReviewItemSchema = z.object({
  path: z.string().max(200),
  /** Short, for the user: 'No company was found for this job'. */
  reason: z.string().max(300),
});
export type UploadReviewItem = z.infer<typeof UploadReviewItemSchema>;

export const UploadReviewSchema = z.object({
  uncertain: z.array(UploadReviewItemSchema).max(200),
  /** Lines of the file that no field took, in reading order, so nothing is silently dropped. */
  unplaced: z.array(z.string().max(2000)).max(500),
});
export type UploadReview = z.infer<typeof UploadReviewSchema>;

export const UploadResponseSchema = z.object({
  name: z.string(),
  contact: z.object({
    email: z.string(),
    phone: z.string(),
    linkedin: z.string(),
    /** 'City, State' */
    location: z.string(),
  }),
  summary: z.string(),
  skills: z.array(z.string()),
  education: z.array(
    z.object({
      school: z.string(),
      degree: z.string(),
      location: z.string(),
      start_date: z.string(),
      end_date: z.string(),
    }),
  ),
  work_experience: z.array(
    z.object({
      title: z.string(),
      company: z.string(),
      location: z.string(),
      start_date: z.string(),
      end_date: z.string(),
      /** Bullet lines. */
      description: z.array(z.string()),
    }),
  ),
  custom_sections: z.array(z.object({ title: z.string(), entries: z.array(UploadEntrySchema) })),
  /**
   * Beyond the spec: what the user should check after an import. Optional, so a response without
   * it (an older server, an LLM engine that gives none) still validates.
   */
  review: UploadReviewSchema.optional(),
  /**
   * Beyond the spec: a file that says exactly what the profile is (a JSON Resume) gives the whole
   * profile, skill levels, certifications and custom fields included; it replaces the profile as is.
   */
  profile: ProfileDataSchema.optional(),
});
export type UploadResponse = z.infer<typeof UploadResponseSchema>;

function splitLocation(location: string): { city: string; state: string } {
  const parts = location
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return { city: '', state: '' };
  if (parts.length === 1) return { city: parts[0] ?? '', state: '' };
  return { city: parts[0] ?? '', state: parts.slice(1).join(', ') };
}

/** A section the resume calls certifications or licenses: the profile has a section of its own for those. */
const CERTIFICATION_TITLE =
  /^(?:professional\s+)?(?:certifications?|certificates?|licen[cs]es?|credentials)(?:\s+(?:and|&)\s+(?:certifications?|certificates?|licen[cs]es?|training))?$/i;

/** Its entries can become certifications when they are name, issuer and date, with no text beside. */
export function isCertificationSection(section: UploadResponse['custom_sections'][number]): boolean {
  return (
    CERTIFICATION_TITLE.test(section.title.trim()) &&
    section.entries.every((entry) => entry.title.trim() !== '' && entry.description.trim() === '')
  );
}

/**
 * The profile that replaces the user's after an upload (SPEC point 4). Everything the parser
 * returned is kept; values too long for the profile are cut rather than rejected. Certifications
 * go to the profile's own Certifications section rather than to a custom section of that name.
 */
export function profileFromUpload(upload: UploadResponse, makeId: () => string): ProfileData {
  if (upload.profile) return ProfileDataSchema.parse(upload.profile);
  const { city, state } = splitLocation(upload.contact.location);
  const certificationSections = upload.custom_sections.filter(isCertificationSection);
  const certifications = certificationSections.flatMap((section) =>
    section.entries.map((entry) => ({
      name: entry.title.trim().slice(0, 200),
      issuer: entry.organization.trim().slice(0, 200),
      date: (entry.end_date.trim() || entry.start_date.trim()).slice(0, 40),
    })),
  );
  const customSections: CustomSection[] = upload.custom_sections
    .filter((section) => !certificationSections.includes(section))
    .map((section) => ({
      id: makeId(),
      title: section.title,
      entries: section.entries.map((entry) => ({
        id: makeId(),
        fields: [entry.title, entry.organization, entry.start_date, entry.end_date, entry.description].map((value, i) => ({
          label: CUSTOM_ENTRY_LABELS[i] ?? '',
          value,
        })),
      })),
    }));
  const cut = (s: string, n: number) => s.slice(0, n);
  return ProfileDataSchema.parse({
    name: cut(upload.name, 200),
    summary: cut(upload.summary, 8000),
    linkedin: cut(upload.contact.linkedin, 300),
    phone: cut(upload.contact.phone, 40),
    city: cut(city, 100),
    state: cut(state, 100),
    work_experience: upload.work_experience.slice(0, 50).map((job) => ({
      title: cut(job.title, 200),
      company: cut(job.company, 200),
      location: cut(job.location, 200),
      start_date: cut(job.start_date, 40),
      end_date: cut(job.end_date, 40),
      description: cut(job.description.join('\n'), 8000),
    })),
    education: upload.education.slice(0, 30).map((school) => ({
      school_name: cut(school.school, 200),
      degree: cut(school.degree, 200),
      location: cut(school.location, 200),
      start_date: cut(school.start_date, 40),
      end_date: cut(school.end_date, 40),
    })),
    skills: upload.skills
      .map((s) => s.trim())
      .filter(Boolean)
      .slice(0, 200)
      .map((name) => ({ name: cut(name, 100), experience_level: DEFAULT_SKILL_LEVEL })),
    certifications: certifications.slice(0, 50),
    custom_sections: customSections.slice(0, 20),
  });
}
