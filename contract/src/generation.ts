/** Generation requests and the structures templates render (SPEC point 3, point 7). */
import { z } from 'zod';
import { GENERATION_FIELDS_REQUIRED } from './generation-messages';
import { ProfileDataSchema } from './profile';

export * from './generation-messages';

const requiredJobField = (max: number) =>
  z.string({ error: GENERATION_FIELDS_REQUIRED }).trim().min(1, GENERATION_FIELDS_REQUIRED).max(max);

export const GenerationRequestSchema = z.object({
  jobDescription: requiredJobField(30000),
  company: requiredJobField(200),
  jobTitle: requiredJobField(200),
  /**
   * The spec's body carries the profile. The server reads the stored profile instead, so a
   * client cannot tailor from facts it never saved; the field is accepted for compatibility.
   */
  userProfile: ProfileDataSchema.partial().passthrough().optional(),
  /** File the generation under this application (one of the user's own) instead of matching one. */
  applicationId: z.uuid('applicationId must be an application id.').optional(),
});
export type GenerationRequest = z.infer<typeof GenerationRequestSchema>;

export const ContactSchema = z.object({
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  linkedin: z.string(),
});

export const GeneratedWorkSchema = z.object({
  title: z.string(),
  company: z.string(),
  location: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  /** Bullet lines. */
  description: z.array(z.string()),
});
export type GeneratedWork = z.infer<typeof GeneratedWorkSchema>;

export const GeneratedEducationSchema = z.object({
  school: z.string(),
  degree: z.string(),
  location: z.string(),
  start_date: z.string(),
  end_date: z.string(),
});
export type GeneratedEducation = z.infer<typeof GeneratedEducationSchema>;

export const GeneratedCustomSectionSchema = z.object({
  title: z.string(),
  entries: z.array(z.object({ fields: z.array(z.object({ label: z.string(), value: z.string() })) })),
});

export const GeneratedResumeSchema = z.object({
  name: z.string(),
  contact: ContactSchema,
  summary: z.string(),
  work_experience: z.array(GeneratedWorkSchema),
  education: z.array(GeneratedEducationSchema),
  /** Plain strings (SPEC point 3). */
  skills: z.array(z.string()),
  /** Certification lines, e.g. 'AWS Solutions Architect, Amazon (2022)'. */
  certifications: z.array(z.string()).default([]),
  custom_sections: z.array(GeneratedCustomSectionSchema),
});
export type GeneratedResume = z.infer<typeof GeneratedResumeSchema>;

export const GeneratedCoverLetterSchema = z.object({
  sender: z.object({ name: z.string(), email: z.string(), phone: z.string(), linkedin: z.string() }),
  date: z.string(),
  salutation: z.string(),
  /** Paragraphs. */
  body: z.array(z.string()),
  closing: z.string(),
  signature: z.string(),
});
export type GeneratedCoverLetter = z.infer<typeof GeneratedCoverLetterSchema>;

export const ENGINE_IDS = ['builtin', 'llm'] as const;
export const EngineIdSchema = z.enum(ENGINE_IDS);
export type EngineId = z.infer<typeof EngineIdSchema>;

/**
 * A missing keyword and what the profile holds that relates to it: 'The posting asks for SQL; your
 * profile lists PostgreSQL.' The user decides whether it is true of them; nothing is added without them.
 */
export const KeywordAdviceSchema = z.object({
  /** The missing term, as the posting words it. */
  term: z.string(),
  /** Related evidence in the profile's own words ('PostgreSQL' for 'SQL'), or null when there is none. */
  evidence: z.string().nullable(),
});
export type KeywordAdvice = z.infer<typeof KeywordAdviceSchema>;

/**
 * How well a document speaks the job's language (beyond the spec: users ask what to do next), and
 * what tailoring bought: the same measure on an untailored document of the same size, then on the
 * tailored one. Coverage is only ever counted on real text the profile holds (DESIGN decision 4),
 * so tailoring raises it by choosing and ordering the profile's content, never by inventing it.
 * Terms are worded as the posting words them ('ReactJS'), matched through their names ('React').
 */
export const KeywordReportSchema = z.object({
  /** The job's key terms (tools, knowledge, qualifications, the posting's skill phrases), most important first. Never the job title, employer, places or soft skills. */
  terms: z.array(z.string()),
  /** Terms the generated document shows and the profile holds. Naming the target role ('seeking the X role') covers nothing. */
  covered: z.array(z.string()),
  /** Terms found nowhere in the profile: the user cannot truthfully claim them yet. */
  missing: z.array(z.string()),
  /** For each missing term, in the same order: related evidence the profile holds, if any. */
  advice: z.array(KeywordAdviceSchema).default([]),
  /** Soft skills the posting states in so many words ('communication skills'), reported apart from the terms. */
  softSkills: z.array(z.string()).default([]),
  /**
   * Share of terms, 0..1, covered by the untailored document at the tailored one's size: for a
   * resume, the profile as written (its first summary sentences, each job's first bullets and the
   * first skills, in the profile's own order, under the same caps as the tailored resume); for a
   * cover letter, the letter written without the job.
   */
  matchBefore: z.number(),
  /** Share of terms covered by the tailored document, 0..1. */
  matchAfter: z.number(),
});
export type KeywordReport = z.infer<typeof KeywordReportSchema>;

export const GenerationMetaSchema = z.object({
  engine: EngineIdSchema,
  model: z.string().nullable(),
  keywords: KeywordReportSchema,
  /** Facts the fabrication guard removed because the profile does not contain them. */
  removed: z.array(z.string()),
});
export type GenerationMeta = z.infer<typeof GenerationMetaSchema>;

/** The application a generation was filed under (DESIGN decision 12). */
export const FiledApplicationSchema = z.object({
  id: z.string(),
  company: z.string(),
  jobTitle: z.string(),
  status: z.string(),
  /** True when no open application matched, so this generation made a new `saved` one. */
  isNew: z.boolean(),
});
export type FiledApplication = z.infer<typeof FiledApplicationSchema>;

/** /openai/resume answers the resume structure, with `meta` (and the application it was filed under) beside it. */
export const ResumeResponseSchema = GeneratedResumeSchema.extend({
  meta: GenerationMetaSchema,
  application: FiledApplicationSchema.optional(),
});
export type ResumeResponse = z.infer<typeof ResumeResponseSchema>;

export const CoverLetterResponseSchema = GeneratedCoverLetterSchema.extend({
  meta: GenerationMetaSchema,
  application: FiledApplicationSchema.optional(),
});
export type CoverLetterResponse = z.infer<typeof CoverLetterResponseSchema>;
