/**
 * "Download all my data" (DESIGN decision 13, decision 022): everything kept about one user, in one
 * JSON document. Never a password hash, a token (refresh, reset, calendar feed), another user's row,
 * or an id that is not the user's own (payment customer ids, checkout sessions, internal sequence numbers).
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  applicationEvents,
  applicationSettings,
  applications,
  documents,
  generationCredits,
  newsletterSubscribers,
  subscriptions,
  usagePeriods,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { getProfile } from '../profiles/profiles';

export const ACCOUNT_EXPORT_FORMAT = 'hireready-account-export/1';

export async function exportAccount(opts: { db: Db; userId: string; now: Date }) {
  const { db, userId } = opts;
  const [account] = await db.select({ email: users.email, createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  if (!account) throw new AppError('UNAUTHORIZED', 'Your session is no longer valid. Please sign in again.');
  const [profile, usage, credits, subs, docs, apps, events, settings, newsletter] = await Promise.all([
    getProfile(opts),
    db
      .select({ period: usagePeriods.period, resumeUsed: usagePeriods.resumeUsed, coverLetterUsed: usagePeriods.coverLetterUsed })
      .from(usagePeriods)
      .where(eq(usagePeriods.userId, userId))
      .orderBy(asc(usagePeriods.period)),
    db
      .select({ resume: generationCredits.resume, coverLetter: generationCredits.coverLetter })
      .from(generationCredits)
      .where(eq(generationCredits.userId, userId)),
    db
      .select({
        id: subscriptions.id,
        provider: subscriptions.provider,
        tier: subscriptions.tier,
        status: subscriptions.status,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
        createdAt: subscriptions.createdAt,
      })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(asc(subscriptions.createdAt)),
    db
      .select({
        id: documents.id,
        fileName: documents.fileName,
        type: documents.type,
        jobTitle: documents.jobTitle,
        companyName: documents.companyName,
        templateId: documents.templateId,
        applicationId: documents.applicationId,
        html: documents.html,
        content: documents.content,
        keywordReport: documents.keywordReport,
        createdAt: documents.createdAt,
        updatedAt: documents.updatedAt,
      })
      .from(documents)
      .where(eq(documents.userId, userId))
      .orderBy(asc(documents.createdAt)),
    db
      .select({
        id: applications.id,
        company: applications.company,
        jobTitle: applications.jobTitle,
        postingText: applications.postingText,
        postingUrl: applications.postingUrl,
        location: applications.location,
        salary: applications.salary,
        source: applications.source,
        status: applications.status,
        appliedOn: applications.appliedOn,
        notes: applications.notes,
        nextStep: applications.nextStep,
        nextStepDue: applications.nextStepDue,
        interviewAt: applications.interviewAt,
        tags: applications.tags,
        archivedAt: applications.archivedAt,
        statusChangedAt: applications.statusChangedAt,
        lastFollowUpAt: applications.lastFollowUpAt,
        createdAt: applications.createdAt,
        updatedAt: applications.updatedAt,
      })
      .from(applications)
      .where(eq(applications.userId, userId))
      .orderBy(asc(applications.createdAt)),
    db
      .select({
        applicationId: applicationEvents.applicationId,
        kind: applicationEvents.kind,
        fromStatus: applicationEvents.fromStatus,
        toStatus: applicationEvents.toStatus,
        at: applicationEvents.at,
      })
      .from(applicationEvents)
      .where(eq(applicationEvents.userId, userId))
      .orderBy(asc(applicationEvents.seq)),
    db.select({ noReplyDays: applicationSettings.noReplyDays }).from(applicationSettings).where(eq(applicationSettings.userId, userId)),
    db
      .select({ createdAt: newsletterSubscribers.createdAt })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, account.email)),
  ]);
  const { tier, ...profileFields } = profile;
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    exportedAt: opts.now.toISOString(),
    account: { id: userId, email: account.email, createdAt: account.createdAt.toISOString() },
    profile: profileFields,
    plan: { ...tier, generationCredits: credits[0] ?? { resume: 0, coverLetter: 0 }, subscriptions: subs },
    usageHistory: usage,
    documents: docs,
    applications: apps.map((application) => ({
      ...application,
      history: events.filter((event) => event.applicationId === application.id).map(({ applicationId: _id, ...event }) => event),
    })),
    applicationSettings: settings[0] ?? null,
    newsletter: newsletter[0] ? { subscribedAt: newsletter[0].createdAt.toISOString() } : null,
  };
}
