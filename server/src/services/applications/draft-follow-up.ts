/** A follow-up or thank-you draft for one application, written by the AI engine; never sent. */
import { eq } from 'drizzle-orm';
import type { FollowUpDraftResponse, FollowUpKind } from '@hireready/contract';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { AiEngine } from '../../providers/ai/engine';
import { profileFactsOf } from '../profiles/profiles';
import { findOwnedApplication } from './file-generation';

export async function draftFollowUp(opts: {
  db: Db;
  ai: AiEngine;
  userId: string;
  applicationId: string;
  kind: FollowUpKind;
  now: Date;
}): Promise<FollowUpDraftResponse> {
  const application = await findOwnedApplication(opts.db, opts.userId, opts.applicationId);
  const rows = await opts.db.select().from(profiles).where(eq(profiles.userId, opts.userId));
  if (!rows[0]) throw new AppError('NOT_FOUND', 'Profile not found.');
  const draft = await opts.ai.draftFollowUp({
    kind: opts.kind,
    profile: profileFactsOf(rows[0]),
    application: {
      company: application.company,
      jobTitle: application.jobTitle,
      status: application.status,
      appliedOn: application.appliedOn,
      interviewAt: application.interviewAt,
      postingText: application.postingText,
    },
    today: opts.now,
  });
  return { ...draft, kind: opts.kind, engine: opts.ai.id };
}
