/**
 * Adds one skill to the user's profile, after they confirmed it from the keyword report. One
 * statement: a skill the list already holds (any capitalisation) is not added twice, a full list
 * is refused, and a profile saved meanwhile keeps its other fields.
 */
import { DEFAULT_SKILL_LEVEL, PROFILE_SKILLS_MAX, type Profile } from '@hireready/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { getProfile } from './profiles';

export async function addSkill(opts: { db: Db; userId: string; name: string; now: Date }): Promise<Profile> {
  const name = opts.name.trim();
  const held = sql`exists (select 1 from jsonb_array_elements(${profiles.skills}) as s where lower(s->>'name') = lower(${name}))`;
  const updated = await opts.db
    .update(profiles)
    .set({
      skills: sql`${profiles.skills} || jsonb_build_array(jsonb_build_object('name', ${name}::text, 'experience_level', ${DEFAULT_SKILL_LEVEL}::text))`,
      updatedAt: opts.now,
    })
    .where(sql`${eq(profiles.userId, opts.userId)} and not ${held} and jsonb_array_length(${profiles.skills}) < ${PROFILE_SKILLS_MAX}`)
    .returning({ userId: profiles.userId });
  if (updated.length === 0) {
    // Nothing written: the skill is there already (fine), the list is full, or there is no profile.
    const profile = await getProfile(opts);
    if (profile.skills.some((s) => s.name.toLowerCase() === name.toLowerCase())) return profile;
    throw new AppError('VALIDATION_ERROR', `A profile lists at most ${PROFILE_SKILLS_MAX} skills.`);
  }
  return getProfile(opts);
}
