/**
 * Job applications (DESIGN decision 12): every application a user tracks, from the posting they
 * saved to the offer, with its status history and the documents made for it.
 */
import { z } from 'zod';
import { APPLICATION_LIMITS, APPLICATION_STATUSES, IMPORT_FIELDS, type ApplicationStatus, type ImportField } from './application-catalog';
import { KeywordReportSchema } from './generation';

export * from './application-catalog';

export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES, {
  error: `Status must be one of ${APPLICATION_STATUSES.join(', ')}.`,
});

const text = (max: number, label: string) => z.string().trim().max(max, `${label} must be at most ${max} characters.`);

/** A calendar day, 'YYYY-MM-DD', that exists. */
export const CalendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be written YYYY-MM-DD.')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'That date does not exist.');

/** Empty, or an http(s) address: a javascript: or data: link must never become clickable. */
export const PostingUrlSchema = text(APPLICATION_LIMITS.postingUrl, 'The posting URL').refine(
  (value) => value === '' || /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i.test(value),
  'The posting URL must be a web address starting with http:// or https://.',
);

export const TagSchema = z
  .string()
  .trim()
  .min(1, 'A tag cannot be empty.')
  .max(APPLICATION_LIMITS.tag, `A tag must be at most ${APPLICATION_LIMITS.tag} characters.`);
const TagsSchema = z
  .array(TagSchema)
  .max(APPLICATION_LIMITS.tags, `At most ${APPLICATION_LIMITS.tags} tags.`)
  .transform((tags) => uniqueTags(tags));

/** Tags compare without regard to case; the first spelling is kept. */
export function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const editableFields = {
  company: text(APPLICATION_LIMITS.company, 'Company').min(1, 'Company is required.'),
  jobTitle: text(APPLICATION_LIMITS.jobTitle, 'Job title').min(1, 'Job title is required.'),
  postingText: text(APPLICATION_LIMITS.postingText, 'The posting text'),
  postingUrl: PostingUrlSchema,
  location: text(APPLICATION_LIMITS.location, 'Location'),
  salary: text(APPLICATION_LIMITS.salary, 'Salary range'),
  source: text(APPLICATION_LIMITS.source, 'Source'),
  status: ApplicationStatusSchema,
  appliedOn: CalendarDateSchema.nullable(),
  notes: text(APPLICATION_LIMITS.notes, 'Notes'),
  nextStep: text(APPLICATION_LIMITS.nextStep, 'Next step'),
  nextStepDue: CalendarDateSchema.nullable(),
  /** An interview's start, ISO 8601 with its offset; the calendar feed carries it. */
  interviewAt: z.iso.datetime({ offset: true, error: 'The interview time must be an ISO 8601 date and time.' }).nullable(),
  tags: TagsSchema,
};

/** "Add application": only company and job title are required. */
export const CreateApplicationRequestSchema = z
  .object({
    company: editableFields.company,
    jobTitle: editableFields.jobTitle,
    postingText: editableFields.postingText.default(''),
    postingUrl: editableFields.postingUrl.default(''),
    location: editableFields.location.default(''),
    salary: editableFields.salary.default(''),
    source: editableFields.source.default(''),
    status: editableFields.status.default('saved'),
    appliedOn: editableFields.appliedOn.default(null),
    notes: editableFields.notes.default(''),
    nextStep: editableFields.nextStep.default(''),
    nextStepDue: editableFields.nextStepDue.default(null),
    interviewAt: editableFields.interviewAt.default(null),
    tags: editableFields.tags.default([]),
  })
  .strict();
export type CreateApplicationRequest = z.infer<typeof CreateApplicationRequestSchema>;

/**
 * A change names only the fields it changes. `archived` moves it off the board (or back);
 * `followedUp` records that the user followed up today, which restarts the no-reply clock.
 */
export const UpdateApplicationRequestSchema = z
  .object({ ...editableFields, archived: z.boolean(), followedUp: z.literal(true) })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, 'Name at least one field to change.');
export type UpdateApplicationRequest = z.infer<typeof UpdateApplicationRequestSchema>;

export const HISTORY_KINDS = ['created', 'status', 'followed_up', 'archived', 'restored'] as const;

export const ApplicationHistoryEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(HISTORY_KINDS),
  /** For a status change: the status before (null when the application was created). */
  fromStatus: ApplicationStatusSchema.nullable(),
  toStatus: ApplicationStatusSchema.nullable(),
  at: z.string(),
});
export type ApplicationHistoryEntry = z.infer<typeof ApplicationHistoryEntrySchema>;

export const ApplicationSummarySchema = z.object({
  id: z.string(),
  company: z.string(),
  jobTitle: z.string(),
  postingUrl: z.string(),
  location: z.string(),
  salary: z.string(),
  source: z.string(),
  status: ApplicationStatusSchema,
  appliedOn: z.string().nullable(),
  nextStep: z.string(),
  nextStepDue: z.string().nullable(),
  interviewAt: z.string().nullable(),
  tags: z.array(z.string()),
  archived: z.boolean(),
  /** Waiting on the employer with no status change (or follow-up) for the user's no-reply days. */
  noReply: z.boolean(),
  documentCount: z.number().int(),
  statusChangedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApplicationSummary = z.infer<typeof ApplicationSummarySchema>;

export const ApplicationDocumentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  type: z.enum(['resume', 'cover_letter']),
  createdAt: z.string(),
  /** The keyword report kept with the document when it was filed (null for older documents). */
  keywordMatch: z.number().nullable(),
});
export type ApplicationDocument = z.infer<typeof ApplicationDocumentSchema>;

export const ApplicationSchema = ApplicationSummarySchema.extend({
  postingText: z.string(),
  notes: z.string(),
  lastFollowUpAt: z.string().nullable(),
  history: z.array(ApplicationHistoryEntrySchema),
  documents: z.array(ApplicationDocumentSchema),
});
export type Application = z.infer<typeof ApplicationSchema>;

export const APPLICATION_SORTS = ['updated', 'created', 'company', 'jobTitle', 'status', 'appliedOn', 'nextStepDue'] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];

export const ApplicationListQuerySchema = z.object({
  status: ApplicationStatusSchema.optional(),
  /** Searches company and job title. */
  q: z.string().trim().max(200, 'Search at most 200 characters.').optional(),
  tag: TagSchema.optional(),
  /** 'only' lists the archive; by default archived applications are left out. */
  archived: z.enum(['exclude', 'only', 'include']).default('exclude'),
  noReply: z.enum(['true']).optional(),
  sort: z.enum(APPLICATION_SORTS, { error: `sort must be one of ${APPLICATION_SORTS.join(', ')}.` }).default('updated'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  cursor: z.string().max(600).optional(),
  limit: z.coerce.number().int().min(1).max(APPLICATION_LIMITS.pageSize, `limit must be 1 to ${APPLICATION_LIMITS.pageSize}.`).default(25),
});
export type ApplicationListQuery = z.infer<typeof ApplicationListQuerySchema>;

export const ApplicationListResponseSchema = z.object({
  applications: z.array(ApplicationSummarySchema),
  /** How many match the filters, over every page. */
  total: z.number().int(),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ApplicationListResponse = z.infer<typeof ApplicationListResponseSchema>;

export const BoardResponseSchema = z.object({
  columns: z.array(
    z.object({
      status: ApplicationStatusSchema,
      total: z.number().int(),
      applications: z.array(ApplicationSummarySchema),
      /** Continue the column with GET /api/applications?status=…&cursor=… (sort updated, desc). */
      nextCursor: z.string().nullable(),
    }),
  ),
});
export type BoardResponse = z.infer<typeof BoardResponseSchema>;

export const BulkUpdateRequestSchema = z
  .object({
    ids: z.array(z.uuid('Each id must be an application id.')).min(1, 'Select at least one application.').max(APPLICATION_LIMITS.bulkIds),
    status: ApplicationStatusSchema.optional(),
    addTags: z.array(TagSchema).max(APPLICATION_LIMITS.tags).optional(),
    removeTags: z.array(TagSchema).max(APPLICATION_LIMITS.tags).optional(),
    archived: z.boolean().optional(),
  })
  .strict()
  .refine(
    (value) => value.status !== undefined || value.addTags || value.removeTags || value.archived !== undefined,
    'Say what to change: status, addTags, removeTags or archived.',
  );
export type BulkUpdateRequest = z.infer<typeof BulkUpdateRequestSchema>;

export const BulkUpdateResponseSchema = z.object({ updated: z.number().int() });

export const ImportRequestSchema = z
  .object({
    csv: z
      .string()
      .min(1, 'The CSV file is empty.')
      .max(APPLICATION_LIMITS.importChars, 'The CSV file is too large: import at most about 900 KB at a time.'),
    /** Field -> the CSV header that fills it. Company and job title must be mapped. */
    mapping: z
      .object(
        Object.fromEntries(IMPORT_FIELDS.map((f) => [f, z.string().max(200).optional()])) as Record<
          ImportField,
          z.ZodOptional<z.ZodString>
        >,
      )
      .strict()
      .refine((m) => Boolean(m.company) && Boolean(m.jobTitle), 'Map a column to Company and to Job title.'),
    /** Check every row and report, without saving anything. */
    dryRun: z.boolean().default(false),
  })
  .strict();
export type ImportRequest = z.infer<typeof ImportRequestSchema>;
export type ImportMapping = ImportRequest['mapping'];

export const ImportResponseSchema = z.object({
  dryRun: z.boolean(),
  accepted: z.number().int(),
  refused: z.array(z.object({ row: z.number().int(), reason: z.string() })),
});
export type ImportResponse = z.infer<typeof ImportResponseSchema>;

export const ApplicationSettingsSchema = z.object({
  noReplyDays: z.number().int(),
  /** The private calendar feed address; anyone holding it can read the feed, so it can be replaced. */
  calendarUrl: z.string(),
});
export type ApplicationSettings = z.infer<typeof ApplicationSettingsSchema>;

export const UpdateApplicationSettingsSchema = z
  .object({
    noReplyDays: z
      .number({ error: 'No-reply days must be a whole number.' })
      .int('No-reply days must be a whole number.')
      .min(APPLICATION_LIMITS.noReplyDaysMin, 'No-reply days must be at least 1.')
      .max(APPLICATION_LIMITS.noReplyDaysMax, 'No-reply days must be at most 365.'),
  })
  .strict();

export const FOLLOW_UP_KINDS = ['follow_up', 'thank_you'] as const;
export const FollowUpDraftRequestSchema = z.object({ kind: z.enum(FOLLOW_UP_KINDS) }).strict();
export type FollowUpKind = (typeof FOLLOW_UP_KINDS)[number];

export const FollowUpDraftSchema = z.object({
  subject: z.string(),
  body: z.string(),
});
export type FollowUpDraft = z.infer<typeof FollowUpDraftSchema>;

export const FollowUpDraftResponseSchema = FollowUpDraftSchema.extend({
  kind: z.enum(FOLLOW_UP_KINDS),
  engine: z.enum(['builtin', 'llm']),
});
export type FollowUpDraftResponse = z.infer<typeof FollowUpDraftResponseSchema>;

export const InsightsResponseSchema = z.object({
  total: z.number().int(),
  /** How many applications ever reached each stage (history, not only where they are now). */
  funnel: z.array(z.object({ status: ApplicationStatusSchema, reached: z.number().int(), current: z.number().int() })),
  /** Of the applications sent, the share with an answer (interview, offer or rejection), 0..1; null before any was sent. */
  responseRate: z.number().nullable(),
  applied: z.number().int(),
  answered: z.number().int(),
  /** Median whole days spent in each stage before the next change; null with no finished stay. */
  medianDays: z.array(z.object({ status: ApplicationStatusSchema, days: z.number().nullable(), count: z.number().int() })),
  bySource: z.array(z.object({ source: z.string(), applied: z.number().int(), answered: z.number().int(), interviews: z.number().int() })),
  /** Sent applications by the keyword match of their filed resume, and how many got an interview. */
  keywordMatch: z.array(
    z.object({ band: z.string(), min: z.number(), max: z.number(), applied: z.number().int(), interviews: z.number().int() }),
  ),
  /** Sent applications with no filed resume carrying a keyword report, left out of keywordMatch. */
  withoutKeywordReport: z.number().int(),
});
export type InsightsResponse = z.infer<typeof InsightsResponseSchema>;

/** The dashboard: applications by status this month and the follow-ups due. */
export const ApplicationsOverviewSchema = z.object({
  month: z.string(),
  /** Applications moved into each status this month (UTC). */
  thisMonth: z.array(z.object({ status: ApplicationStatusSchema, count: z.number().int() })),
  /** Next steps due today or earlier, soonest first. */
  due: z.array(ApplicationSummarySchema),
  /** Waiting too long for an answer. */
  noReply: z.array(ApplicationSummarySchema),
});
export type ApplicationsOverview = z.infer<typeof ApplicationsOverviewSchema>;

/** The document's keyword report, kept with it when it is filed. */
export const FiledKeywordReportSchema = KeywordReportSchema;

/** Turns a status written by another tracker (Huntr, Teal, a spreadsheet) into ours; null when unknown. */
export function statusFromText(value: string): ApplicationStatus | null {
  const word = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  if (word === '') return 'saved';
  if ((APPLICATION_STATUSES as readonly string[]).includes(word)) return word as ApplicationStatus;
  const rules: [RegExp, ApplicationStatus][] = [
    [/withdr|i declined|declined offer|not interested|ghosted by me/, 'withdrawn'],
    [/reject|not selected|declined|no offer|unsuccessful|closed|turned down/, 'rejected'],
    [/offer|negotiat|accepted|hired/, 'offer'],
    [/interview|screen|assessment|onsite|on site|final round|phone/, 'interviewing'],
    [/applied|submitted|sent|no response|waiting/, 'applied'],
    [/wish|bookmark|saved|interested|applying|to apply|draft|lead|prospect/, 'saved'],
  ];
  for (const [pattern, status] of rules) if (pattern.test(word)) return status;
  return null;
}
