/**
 * Tailors a resume or writes a cover letter from the user's stored profile (SPEC point 7).
 * The profile is read from the database, not taken from the request, so a document can only
 * contain facts the user saved; the engine's fabrication guard checks the same facts again.
 */
import type { CoverLetterResponse, FiledApplication, GenerationRequest, GenerationType, ResumeResponse } from '@hireready/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oncePerDatabase } from '../../db/once-per-database';
import { profiles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { AiEngine, EngineResult, TailorInput } from '../../providers/ai/engine';
import {
  fileGeneration,
  filingCandidatesSql,
  filingKeys,
  findOwnedApplication,
  readFilingCandidates,
  type FilingCandidate,
  type JobToFile,
} from '../applications/file-generation';
import { type ProfileFacts, profileFactsOf } from '../profiles/profiles';
import { usagePeriod } from '../plans/billing-period';
import { noCreditError, refundGeneration, spendCreditStatement } from '../usage/generation-quota';

type GenerateOptions = { db: Db; ai: AiEngine; userId: string; request: GenerationRequest; now: Date };

export async function generateResume(opts: GenerateOptions): Promise<ResumeResponse> {
  const { result, application } = await generate(opts, 'resume', (input) => opts.ai.tailorResume(input));
  return { ...result.document, meta: metaOf(result), application };
}

export async function generateCoverLetter(opts: GenerateOptions): Promise<CoverLetterResponse> {
  const { result, application } = await generate(opts, 'cover_letter', (input) => opts.ai.writeCoverLetter(input));
  return { ...result.document, meta: metaOf(result), application };
}

async function generate<T>(
  opts: GenerateOptions,
  type: GenerationType,
  run: (input: TailorInput) => Promise<EngineResult<T>>,
): Promise<{ result: EngineResult<T>; application: FiledApplication }> {
  const { db, userId, now } = opts;
  const job = { jobDescription: opts.request.jobDescription, company: opts.request.company, jobTitle: opts.request.jobTitle };
  // A chosen application that is not the user's is refused before anything is spent.
  const chosen = opts.request.applicationId ? await findOwnedApplication(db, userId, opts.request.applicationId) : null;
  const { profile, candidates } = await spendCreditAndReadProfile({ db, userId, type, job, now });
  let result: EngineResult<T>;
  try {
    result = await run({ profile, job, today: now });
  } catch (error) {
    // The failure is ours (or the model server's): the month's count goes back.
    await refundGeneration({ db, userId, type, now });
    throw error;
  }
  return { result, application: await fileGeneration({ db, userId, job, chosen, candidates, now }) };
}

/**
 * Spends the generation's credit and reads the profile and the applications it may be filed under
 * in one statement: the hot path of every generation, so one round trip instead of three. No row:
 * there was no credit, and nothing was spent. A row without a profile: the credit was spent for
 * nothing, so the month's count goes back.
 */
async function spendCreditAndReadProfile(opts: {
  db: Db;
  userId: string;
  type: GenerationType;
  job: JobToFile;
  now: Date;
}): Promise<{ profile: ProfileFacts; candidates: FilingCandidate[] }> {
  const rows = await SPEND_AND_READ[opts.type](opts.db).execute({
    uid: opts.userId,
    period: usagePeriod(opts.now).period,
    now: opts.now.toISOString(),
    ...filingKeys(opts.job),
  });
  const row = rows[0];
  if (!row) throw noCreditError(opts.type);
  if (!row.profile) {
    await refundGeneration(opts);
    throw new AppError('NOT_FOUND', 'Profile not found.');
  }
  return { profile: profileFactsOf(row.profile), candidates: readFilingCandidates(row.candidates) };
}

/**
 * The statement is built once per database and type, not per generation (drizzle's query building
 * is a visible share of a request's own work, decision 012), and PostgreSQL plans the named statement
 * once per connection.
 */
function prepareSpendAndRead(db: Db, type: GenerationType) {
  const spent = db
    .$with('spent')
    .as(
      spendCreditStatement(db, { userId: sql.placeholder('uid'), type, period: sql.placeholder('period'), nowIso: sql.placeholder('now') }),
    );
  return db
    .with(spent)
    .select({
      profile: profiles,
      candidates: filingCandidatesSql(spent.userId, sql.placeholder('company'), sql.placeholder('jobTitle')),
    })
    .from(spent)
    .leftJoin(profiles, eq(profiles.userId, spent.userId))
    .prepare(`spend_${type}_credit_read_profile`);
}

const SPEND_AND_READ: Record<GenerationType, (db: Db) => ReturnType<typeof prepareSpendAndRead>> = {
  resume: oncePerDatabase((db) => prepareSpendAndRead(db, 'resume')),
  cover_letter: oncePerDatabase((db) => prepareSpendAndRead(db, 'cover_letter')),
};

function metaOf(result: EngineResult<unknown>) {
  return { engine: result.engine, model: result.model, keywords: result.keywords, removed: result.removed };
}
