/** The spec's /user/* calls (SPEC point 7), kept with their exact bodies. */
import { z } from 'zod';
import { UidSchema } from './ids';
import { GenerationTypeSchema, TierSchema } from './plans';
import { ProfileUpdateSchema, SkillSchema } from './profile';

export const CreateProfileRequestSchema = z.object({
  uid: UidSchema,
  email: z.string().max(320).default(''),
  name: z.string().max(200).default(''),
});
export type CreateProfileRequest = z.infer<typeof CreateProfileRequestSchema>;

export const UpdateProfileRequestSchema = z.object({
  uid: UidSchema,
  data: ProfileUpdateSchema,
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

/**
 * POST /api/user/add-skill (beyond the spec): one skill added to the profile's list, after the user
 * confirmed it from the keyword report. A skill the list already holds (any capitalisation) is kept once.
 */
export const AddSkillRequestSchema = z.object({
  name: SkillSchema.shape.name,
});
export type AddSkillRequest = z.infer<typeof AddSkillRequestSchema>;

export const ChangeTierRequestSchema = z.object({
  uid: UidSchema,
  newTier: TierSchema,
  subscriptionId: z.string().max(255).nullable().optional(),
});
export type ChangeTierRequest = z.infer<typeof ChangeTierRequestSchema>;

export const IncrementCountRequestSchema = z.object({
  uid: UidSchema,
  type: GenerationTypeSchema,
});
export type IncrementCountRequest = z.infer<typeof IncrementCountRequestSchema>;

export const IncrementCountResponseSchema = z.object({
  type: GenerationTypeSchema,
  used: z.number().int(),
  limit: z.number().int(),
  /** Generation credits of this type now held (spent by the generation endpoint). */
  credits: z.number().int(),
});
export type IncrementCountResponse = z.infer<typeof IncrementCountResponseSchema>;

export const SetTemplateRequestSchema = z.object({
  templateId: z.string().max(40),
});
export type SetTemplateRequest = z.infer<typeof SetTemplateRequestSchema>;

export const OkResponseSchema = z.object({ ok: z.literal(true) });
