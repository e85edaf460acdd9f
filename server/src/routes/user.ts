/** The spec's /user/* calls (SPEC point 7) and the profile read that replaces the hosted database. */
import { Hono } from 'hono';
import {
  AddSkillRequestSchema,
  ChangeTierRequestSchema,
  CreateProfileRequestSchema,
  IncrementCountRequestSchema,
  SetTemplateRequestSchema,
  UpdateProfileRequestSchema,
} from '@hireready/contract';
import { readJson } from '../http/read-json';
import { assertSelf, requireAuth } from '../http/middleware/require-auth';
import type { AppBindings, AppDeps } from '../http/types';
import { createOrMergeProfile, getProfile, updateProfile } from '../services/profiles/profiles';
import { incrementUsage } from '../services/usage/generation-quota';
import { chooseTemplate } from '../services/profiles/choose-template';
import { addSkill } from '../services/profiles/add-skill';
import { changeTier } from '../services/plans/change-tier';

export function userRoutes(deps: AppDeps) {
  return new Hono<AppBindings>()
    .use(requireAuth(deps))
    .get('/profile', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await getProfile({ db: deps.db, userId: c.var.user.uid, now: deps.now() }));
    })
    .post('/create-profile', async (c) => {
      const body = await readJson(c, CreateProfileRequestSchema);
      assertSelf(c.var.user.uid, body.uid);
      await createOrMergeProfile({
        db: deps.db,
        userId: c.var.user.uid,
        // The account's e-mail is the truth; the body's copy is only what the client believed.
        accountEmail: c.var.user.email,
        name: body.name,
        now: deps.now(),
      });
      return c.json({ ok: true });
    })
    .post('/update-profile', async (c) => {
      const body = await readJson(c, UpdateProfileRequestSchema);
      assertSelf(c.var.user.uid, body.uid);
      return c.json(await updateProfile({ db: deps.db, userId: c.var.user.uid, data: body.data, now: deps.now() }));
    })
    .post('/add-skill', async (c) => {
      const body = await readJson(c, AddSkillRequestSchema);
      return c.json(await addSkill({ db: deps.db, userId: c.var.user.uid, name: body.name, now: deps.now() }));
    })
    .post('/change-tier', async (c) => {
      const body = await readJson(c, ChangeTierRequestSchema);
      assertSelf(c.var.user.uid, body.uid);
      return c.json(
        await changeTier({
          db: deps.db,
          billing: deps.billing,
          userId: c.var.user.uid,
          newTier: body.newTier,
          subscriptionId: body.subscriptionId ?? null,
          now: deps.now(),
        }),
      );
    })
    .post('/increment-count', async (c) => {
      const body = await readJson(c, IncrementCountRequestSchema);
      assertSelf(c.var.user.uid, body.uid);
      const result = await incrementUsage({ db: deps.db, userId: c.var.user.uid, type: body.type, now: deps.now() });
      return c.json({ type: body.type, ...result });
    })
    .post('/template', async (c) => {
      const body = await readJson(c, SetTemplateRequestSchema);
      const templateId = await chooseTemplate({ db: deps.db, userId: c.var.user.uid, templateId: body.templateId, now: deps.now() });
      return c.json({ resume_template: templateId });
    });
}
