/**
 * Skill levels and the profile's fixed labels as plain constants, zod-free like plan-catalog.ts:
 * the profile view reads them without building the schemas. profile.ts adds the schemas.
 */
export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];
/** SPEC point 9: default skill level. */
export const DEFAULT_SKILL_LEVEL: SkillLevel = 'beginner';

/** Most skills one profile lists. */
export const PROFILE_SKILLS_MAX = 200;

/**
 * Whether to show a skill's level. Without the flag (skills saved before it existed) a level other
 * than the default was certainly chosen; a default one may not have been, so it is not claimed.
 */
export function isSkillLevelSet(skill: { experience_level: SkillLevel; level_set?: boolean | undefined }): boolean {
  return skill.level_set ?? skill.experience_level !== DEFAULT_SKILL_LEVEL;
}

/** SPEC point 3: a new custom section starts with one entry with these labels. */
export const CUSTOM_ENTRY_LABELS = ['Title', 'Organization', 'Start Date', 'End Date', 'Description'] as const;
