/** SPEC point 5: a template may be chosen only if the user's tier is at least the template's tier. */
import { TEMPLATES, TemplateIdSchema, isTierAtLeast, type TemplateId } from '@hireready/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { getPlanInForce } from '../plans/get-tier-record';
import { setResumeTemplate } from './profiles';

export async function chooseTemplate(opts: { db: Db; userId: string; templateId: string; now: Date }): Promise<TemplateId> {
  const parsed = TemplateIdSchema.safeParse(opts.templateId);
  if (!parsed.success) throw new AppError('VALIDATION_ERROR', `Unknown template '${opts.templateId}'.`);
  const plan = await getPlanInForce(opts.db, opts.userId, opts.now);
  const template = TEMPLATES[parsed.data];
  if (!isTierAtLeast(plan.tier, template.tier)) {
    throw new AppError('TIER_NOT_ALLOWED', `The ${template.name} template needs the ${template.tier} plan.`);
  }
  await setResumeTemplate({ db: opts.db, userId: opts.userId, templateId: parsed.data, now: opts.now });
  return parsed.data;
}
