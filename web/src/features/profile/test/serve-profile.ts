/**
 * The profile endpoints over the shared fake API (web/src/test/fake-api.ts), with the real server's
 * behaviour: the profile is stored, update-profile checks its data with the contract's strict schema
 * and replaces each named field whole, and answers with the saved profile.
 */
import type { Profile, ProfileData } from '@hireready/contract';
import { ProfileUpdateSchema } from '../../../lib/contract-schemas';
import { apiError, json, type FakeApi } from '../../../test/fake-api';

export function serveProfile(api: FakeApi, initial: Partial<ProfileData> = {}) {
  let stored: Profile | null = null;

  async function load(call: Parameters<FakeApi['defaultAnswer']>[0]): Promise<Profile | Response> {
    const answer = api.defaultAnswer({ ...call, method: 'GET', path: '/api/user/profile' });
    if (!answer.ok) return answer;
    stored ??= { ...((await answer.json()) as Profile), ...initial };
    return stored;
  }

  api.override('GET /api/user/profile', async (call) => {
    const profile = await load(call);
    return profile instanceof Response ? profile : json(200, profile);
  });

  api.override('POST /api/user/update-profile', async (call) => {
    const profile = await load(call);
    if (profile instanceof Response) return profile;
    // The shared fake's uids are not UUIDs, so the body's uid is checked against the account, not the id format.
    const body = (call.body ?? {}) as { uid?: unknown; data?: unknown };
    if (body.uid !== profile.uid) return apiError(403, 'FORBIDDEN', 'Not your profile');
    const data = ProfileUpdateSchema.safeParse(body.data);
    if (!data.success) return apiError(400, 'VALIDATION_ERROR', 'Invalid profile update');
    stored = { ...profile, ...data.data };
    return json(200, stored);
  });

  return {
    get profile() {
      return stored;
    },
  };
}
