import { SKILL_LEVELS, type SkillLevel } from '@hireready/contract';

export const SKILL_LEVEL_LABELS: Record<SkillLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  expert: 'Expert',
};

export const SKILL_LEVEL_OPTIONS = SKILL_LEVELS.map((value) => ({ value, label: SKILL_LEVEL_LABELS[value] }));

/** The editor's choice for a level nobody picked (stored as SPEC's default, shown as nothing). */
export const LEVEL_NOT_SET = '';

export const SKILL_LEVEL_CHOICES: readonly { value: SkillLevel | typeof LEVEL_NOT_SET; label: string }[] = [
  { value: LEVEL_NOT_SET, label: 'Not specified' },
  ...SKILL_LEVEL_OPTIONS,
];
