/** The user profile and its parts (SPEC point 3). */
import { z } from 'zod';
import { TierSchema } from './plans';
import { DEFAULT_SKILL_LEVEL, PROFILE_SKILLS_MAX, SKILL_LEVELS } from './profile-catalog';

export * from './profile-catalog';

/** Bounds keep one profile well under the API's body limit and every page fast. */
const shortText = z.string().trim().max(200);
const dateText = z.string().trim().max(40);
const longText = z.string().max(8000);

export const WorkExperienceSchema = z.object({
  title: shortText.default(''),
  company: shortText.default(''),
  location: shortText.default(''),
  start_date: dateText.default(''),
  end_date: dateText.default(''),
  /** Free text; one bullet per line. Generated resumes turn it into a list of bullet lines. */
  description: longText.default(''),
});
export type WorkExperience = z.infer<typeof WorkExperienceSchema>;

export const EducationSchema = z.object({
  school_name: shortText.default(''),
  location: shortText.default(''),
  start_date: dateText.default(''),
  end_date: dateText.default(''),
  degree: shortText.default(''),
});
export type Education = z.infer<typeof EducationSchema>;

export const SkillLevelSchema = z.enum(SKILL_LEVELS);

export const SkillSchema = z.object({
  name: z.string().trim().min(1, 'A skill needs a name').max(100),
  experience_level: SkillLevelSchema.default(DEFAULT_SKILL_LEVEL),
  /**
   * Beyond the spec: whether a person chose the level. The stored default stays 'beginner' (SPEC
   * point 9), but an imported skill's level was never chosen and is not shown. Absent on skills
   * saved before this existed: see isSkillLevelSet.
   */
  level_set: z.boolean().optional(),
});
export type Skill = z.infer<typeof SkillSchema>;

export const CertificationSchema = z.object({
  name: z.string().trim().min(1, 'A certification needs a name').max(200),
  issuer: shortText.default(''),
  date: dateText.default(''),
});
export type Certification = z.infer<typeof CertificationSchema>;

export const CustomFieldSchema = z.object({
  label: z.string().trim().max(100),
  value: z.string().max(4000),
});
export type CustomField = z.infer<typeof CustomFieldSchema>;

export const CustomEntrySchema = z.object({
  id: z.string().min(1).max(64),
  fields: z.array(CustomFieldSchema).max(20),
});
export type CustomEntry = z.infer<typeof CustomEntrySchema>;

export const CustomSectionSchema = z.object({
  id: z.string().min(1).max(64),
  title: z.string().trim().min(1, 'Please enter a section name.').max(100),
  entries: z.array(CustomEntrySchema).max(50),
});
export type CustomSection = z.infer<typeof CustomSectionSchema>;

/** The tier record (SPEC point 3): the plan and this month's used counts. */
export const TierRecordSchema = z.object({
  tier: TierSchema,
  resume: z.number().int().nonnegative(),
  cover_letter: z.number().int().nonnegative(),
  subscriptionId: z.string().nullable(),
  /** When this month's counts start again from zero (ISO 8601, UTC). */
  resets_at: z.string(),
  /** Set when a paid plan has been cancelled and ends with the billing cycle (ISO 8601). */
  plan_ends_at: z.string().nullable(),
  /** Applications moved to `applied` this month: the Pro plan's application figure. */
  applications: z.number().int().nonnegative(),
});
export type TierRecord = z.infer<typeof TierRecordSchema>;

/** The fields a user edits, without defaults. Everything else in the profile is owned by the server. */
const profileFields = {
  name: shortText,
  summary: longText,
  linkedin: z.string().trim().max(300),
  phone: z.string().trim().max(40),
  street_address: shortText,
  city: z.string().trim().max(100),
  state: z.string().trim().max(100),
  zip: z.string().trim().max(20),
  work_experience: z.array(WorkExperienceSchema).max(50),
  education: z.array(EducationSchema).max(30),
  skills: z.array(SkillSchema).max(PROFILE_SKILLS_MAX),
  certifications: z.array(CertificationSchema).max(50),
  custom_sections: z.array(CustomSectionSchema).max(20),
};

export const ProfileDataSchema = z.object({
  name: profileFields.name.default(''),
  summary: profileFields.summary.default(''),
  linkedin: profileFields.linkedin.default(''),
  phone: profileFields.phone.default(''),
  street_address: profileFields.street_address.default(''),
  city: profileFields.city.default(''),
  state: profileFields.state.default(''),
  zip: profileFields.zip.default(''),
  work_experience: profileFields.work_experience.default([]),
  education: profileFields.education.default([]),
  skills: profileFields.skills.default([]),
  certifications: profileFields.certifications.default([]),
  custom_sections: profileFields.custom_sections.default([]),
});
export type ProfileData = z.infer<typeof ProfileDataSchema>;

/**
 * An update names only the fields it changes; each named field is replaced whole. Built from
 * the fields without defaults: zod 4 applies defaults inside optional fields, which would
 * blank every field the update does not name.
 */
export const ProfileUpdateSchema = z.object(profileFields).partial().strict();
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

export const ProfileSchema = ProfileDataSchema.extend({
  uid: z.string(),
  email: z.string(),
  tier: TierRecordSchema,
  /** 'default' until the user picks one (SPEC point 3). */
  resume_template: z.string(),
  last_login: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export function emptyProfileData(): ProfileData {
  return ProfileDataSchema.parse({});
}
