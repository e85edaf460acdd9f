/** The signed-in user's profile as a JSON Resume file (issue 20): their own data only, no ids of ours. */
import { jsonResumeFileName, profileToJsonResume, ProfileDataSchema, type JsonResume } from '@hireready/contract';
import type { Db } from '../../db/client';
import { getProfile } from '../profiles/profiles';

export async function exportJsonResume(opts: { db: Db; userId: string; now: Date }): Promise<{ resume: JsonResume; fileName: string }> {
  const profile = await getProfile(opts);
  // Only the fields a user edits: uid, tier, plan and template stay out of the file.
  const data = ProfileDataSchema.parse(profile);
  const resume = profileToJsonResume({ ...data, email: profile.email });
  return { resume, fileName: jsonResumeFileName(data.name) };
}
