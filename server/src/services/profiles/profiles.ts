/** Reading and writing the user's own profile. Every query is scoped by the caller's user id. */
import { eq, sql } from 'drizzle-orm';
import type { Profile, ProfileData, ProfileUpdate } from '@hireready/contract';
import type { Db } from '../../db/client';
import { oncePerDatabase } from '../../db/once-per-database';
import { profiles, usagePeriods, userPlans } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { getTierRecord, thisMonthsUsage, tierRecordColumns, tierRecordOf, tierRecordParams } from '../plans/get-tier-record';

export type ProfileRow = typeof profiles.$inferSelect;

/**
 * The profile and its tier record in one statement, built once per database: the profile is read
 * on every visit to most pages.
 */
const PROFILE_WITH_TIER = oncePerDatabase((db) =>
  db
    .select({ profile: profiles, tier: tierRecordColumns() })
    .from(profiles)
    .leftJoin(userPlans, eq(userPlans.userId, profiles.userId))
    .leftJoin(usagePeriods, thisMonthsUsage(profiles.userId))
    .where(eq(profiles.userId, sql.placeholder('uid')))
    .prepare('read_profile_with_tier'),
);

export async function getProfile(opts: { db: Db; userId: string; now: Date }): Promise<Profile> {
  const rows = await PROFILE_WITH_TIER(opts.db).execute({ uid: opts.userId, ...tierRecordParams(opts.now) });
  const row = rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'Profile not found.');
  return toProfile(row.profile, await tierRecordOf(opts.db, opts.userId, row.tier, opts.now));
}

export type ProfileFacts = ProfileData & { email: string };

/** The profile's facts alone (no plan, no usage, no bookkeeping): what a generation is made from. */
export function profileFactsOf(row: ProfileRow): ProfileFacts {
  const { uid: _uid, tier: _tier, resume_template: _t, last_login: _l, created_at: _c, updated_at: _u, ...facts } = toProfile(row, null);
  return facts;
}

/**
 * Called after every sign-in and sign-up (SPEC point 7): makes sure the profile exists, records
 * the login, and fills the name only when the profile has none, so it never overwrites an edit.
 */
export async function createOrMergeProfile(opts: { db: Db; userId: string; accountEmail: string; name: string; now: Date }): Promise<void> {
  const name = opts.name.trim();
  await opts.db
    .insert(profiles)
    .values({ userId: opts.userId, email: opts.accountEmail, name, lastLogin: opts.now, createdAt: opts.now, updatedAt: opts.now })
    .onConflictDoNothing({ target: profiles.userId });
  const rows = await opts.db.select({ name: profiles.name }).from(profiles).where(eq(profiles.userId, opts.userId));
  const current = rows[0];
  await opts.db
    .update(profiles)
    .set({
      email: opts.accountEmail,
      lastLogin: opts.now,
      ...(current && !current.name && name ? { name, updatedAt: opts.now } : {}),
    })
    .where(eq(profiles.userId, opts.userId));
}

/** Replaces each named field whole, in one statement, so parallel saves never mix. */
export async function updateProfile(opts: { db: Db; userId: string; data: ProfileUpdate; now: Date }): Promise<Profile> {
  const { data } = opts;
  const updated = await opts.db
    .update(profiles)
    .set({
      ...(data.name !== undefined && { name: data.name }),
      ...(data.summary !== undefined && { summary: data.summary }),
      ...(data.linkedin !== undefined && { linkedin: data.linkedin }),
      ...(data.phone !== undefined && { phone: data.phone }),
      ...(data.street_address !== undefined && { streetAddress: data.street_address }),
      ...(data.city !== undefined && { city: data.city }),
      ...(data.state !== undefined && { state: data.state }),
      ...(data.zip !== undefined && { zip: data.zip }),
      ...(data.work_experience !== undefined && { workExperience: data.work_experience }),
      ...(data.education !== undefined && { education: data.education }),
      ...(data.skills !== undefined && { skills: data.skills }),
      ...(data.certifications !== undefined && { certifications: data.certifications }),
      ...(data.custom_sections !== undefined && { customSections: data.custom_sections }),
      updatedAt: opts.now,
    })
    .where(eq(profiles.userId, opts.userId))
    .returning();
  const row = updated[0];
  if (!row) throw new AppError('NOT_FOUND', 'Profile not found.');
  return toProfile(row, await getTierRecord(opts.db, opts.userId, opts.now));
}

export async function setResumeTemplate(opts: { db: Db; userId: string; templateId: string; now: Date }): Promise<void> {
  const updated = await opts.db
    .update(profiles)
    .set({ resumeTemplate: opts.templateId, updatedAt: opts.now })
    .where(eq(profiles.userId, opts.userId))
    .returning({ userId: profiles.userId });
  if (updated.length === 0) throw new AppError('NOT_FOUND', 'Profile not found.');
}

function toProfile<T extends Profile['tier'] | null>(row: ProfileRow, tier: T): Omit<Profile, 'tier'> & { tier: T } {
  return {
    uid: row.userId,
    email: row.email,
    name: row.name,
    tier,
    summary: row.summary,
    linkedin: row.linkedin,
    phone: row.phone,
    street_address: row.streetAddress,
    city: row.city,
    state: row.state,
    zip: row.zip,
    work_experience: row.workExperience,
    education: row.education,
    skills: row.skills,
    certifications: row.certifications,
    custom_sections: row.customSections,
    resume_template: row.resumeTemplate,
    last_login: row.lastLogin ? row.lastLogin.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
