/**
 * Insights from the whole history: the funnel (how far each application got), the response
 * rate, the median days spent in each stage, answers by source, and whether applications whose
 * filed resume matched more of the posting's keywords got more interviews.
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import { APPLICATION_STATUSES, type ApplicationStatus, type InsightsResponse } from '@hireready/contract';
import type { Db } from '../../db/client';
import { applicationEvents, applications, documents } from '../../db/schema';

const DAY_MS = 86_400_000;
/** Bands of keyword match (share of the posting's key terms the resume covers). */
const MATCH_BANDS = [
  { band: 'Under 50%', min: 0, max: 0.5 },
  { band: '50% to 69%', min: 0.5, max: 0.7 },
  { band: '70% and over', min: 0.7, max: 1.01 },
];

type AppFacts = { id: string; status: ApplicationStatus; source: string; appliedOn: string | null };
type Stay = { status: ApplicationStatus; at: Date };

export async function getInsights(opts: { db: Db; userId: string }): Promise<InsightsResponse> {
  const { db, userId } = opts;
  const [apps, events, reports] = await Promise.all([
    db
      .select({ id: applications.id, status: applications.status, source: applications.source, appliedOn: applications.appliedOn })
      .from(applications)
      .where(eq(applications.userId, userId)),
    db
      .select({ applicationId: applicationEvents.applicationId, toStatus: applicationEvents.toStatus, at: applicationEvents.at })
      .from(applicationEvents)
      .where(sql`${applicationEvents.userId} = ${userId} and ${applicationEvents.toStatus} is not null`)
      .orderBy(asc(applicationEvents.seq)),
    // The newest resume filed under each application that carries a keyword report.
    db
      .selectDistinctOn([documents.applicationId], {
        applicationId: documents.applicationId,
        match: sql<string | null>`${documents.keywordReport} ->> 'matchAfter'`,
      })
      .from(documents)
      .where(
        sql`${documents.userId} = ${userId} and ${documents.applicationId} is not null and ${documents.type} = 'resume' and ${documents.keywordReport} is not null`,
      )
      .orderBy(documents.applicationId, desc(documents.createdAt)),
  ]);
  return summarize(apps, events, new Map(reports.map((r) => [r.applicationId ?? '', Number(r.match)])));
}

export function summarize(
  apps: AppFacts[],
  events: { applicationId: string; toStatus: ApplicationStatus | null; at: Date }[],
  resumeMatch: Map<string, number>,
): InsightsResponse {
  const stays = new Map<string, Stay[]>();
  for (const event of events) {
    if (!event.toStatus) continue;
    const list = stays.get(event.applicationId) ?? [];
    list.push({ status: event.toStatus, at: event.at });
    stays.set(event.applicationId, list);
  }

  const reachedCount = new Map<ApplicationStatus, number>(APPLICATION_STATUSES.map((s) => [s, 0]));
  const currentCount = new Map<ApplicationStatus, number>(APPLICATION_STATUSES.map((s) => [s, 0]));
  const sources = new Map<string, { applied: number; answered: number; interviews: number }>();
  const bands = MATCH_BANDS.map((b) => ({ ...b, applied: 0, interviews: 0 }));
  let applied = 0;
  let answered = 0;
  let withoutKeywordReport = 0;

  for (const app of apps) {
    const been = new Set<ApplicationStatus>([app.status, ...(stays.get(app.id) ?? []).map((s) => s.status)]);
    const interviewed = been.has('interviewing') || been.has('offer');
    const isAnswered = interviewed || been.has('rejected');
    const isSent = isAnswered || been.has('applied') || app.appliedOn !== null;
    // Every tracked application counts as saved; later stages imply the ones before them.
    been.add('saved');
    if (isSent) been.add('applied');
    if (been.has('offer')) been.add('interviewing');
    for (const status of been) reachedCount.set(status, (reachedCount.get(status) ?? 0) + 1);
    currentCount.set(app.status, (currentCount.get(app.status) ?? 0) + 1);
    if (!isSent) continue;

    applied += 1;
    if (isAnswered) answered += 1;
    const source = app.source.trim() || 'Not given';
    const bySource = sources.get(source) ?? { applied: 0, answered: 0, interviews: 0 };
    bySource.applied += 1;
    if (isAnswered) bySource.answered += 1;
    if (interviewed) bySource.interviews += 1;
    sources.set(source, bySource);

    const match = resumeMatch.get(app.id);
    const band = match === undefined || Number.isNaN(match) ? undefined : bands.find((b) => match >= b.min && match < b.max);
    if (!band) {
      withoutKeywordReport += 1;
      continue;
    }
    band.applied += 1;
    if (interviewed) band.interviews += 1;
  }

  return {
    total: apps.length,
    funnel: APPLICATION_STATUSES.map((status) => ({
      status,
      reached: reachedCount.get(status) ?? 0,
      current: currentCount.get(status) ?? 0,
    })),
    responseRate: applied > 0 ? answered / applied : null,
    applied,
    answered,
    medianDays: medianDaysPerStage(stays),
    bySource: [...sources.entries()]
      .map(([source, counts]) => ({ source, ...counts }))
      .sort((a, b) => b.applied - a.applied || a.source.localeCompare(b.source)),
    keywordMatch: bands.map((b) => ({ band: b.band, min: b.min, max: Math.min(b.max, 1), applied: b.applied, interviews: b.interviews })),
    withoutKeywordReport,
  };
}

/** A stay is finished when a later change ends it; the stage still in progress is not counted. */
function medianDaysPerStage(stays: Map<string, Stay[]>): InsightsResponse['medianDays'] {
  const durations = new Map<ApplicationStatus, number[]>(APPLICATION_STATUSES.map((s) => [s, []]));
  for (const list of stays.values()) {
    for (let i = 0; i + 1 < list.length; i++) {
      const stay = list[i]!;
      const next = list[i + 1]!;
      if (next.status === stay.status) continue;
      durations.get(stay.status)!.push((next.at.getTime() - stay.at.getTime()) / DAY_MS);
    }
  }
  return APPLICATION_STATUSES.map((status) => {
    const values = durations.get(status)!.sort((a, b) => a - b);
    return { status, days: values.length > 0 ? Math.round(median(values) * 10) / 10 : null, count: values.length };
  });
}

function median(sorted: number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
