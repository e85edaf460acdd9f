import { SKILL_LEVELS, type SkillLevel } from '@hireready/contract';

export const SKILL_LEVEL_LABELS: Record<SkillLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  expert: 'Expert',
};

export const SKILL_LEVEL_OPTIONS = SKILL_LEVELS.map((value) => ({ value, label: SKILL_LEVEL_LABELS[value] }));
