export type SkillSet = { name: string; file: string; gold: 'knowledge' | 'skills' };
export const SKILLS_DIR: string;
export const SETS: SkillSet[];
export function isSetAside(id: string): boolean;
export function writeParts(set: SkillSet, dir?: string): Record<'dev' | 'aside', { file: string; count: number }>;
