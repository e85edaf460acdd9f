/**
 * Application statuses, their labels and the tracker's limits as plain constants, zod-free like
 * plan-catalog.ts: the dashboard's overview and the status badges read them without building the
 * schemas. applications.ts adds the schemas.
 */
export const APPLICATION_STATUSES = ['saved', 'applied', 'interviewing', 'offer', 'rejected', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABEL: Record<ApplicationStatus, string> = {
  saved: 'Saved',
  applied: 'Applied',
  interviewing: 'Interviewing',
  offer: 'Offer',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** Still in play: a generation for the same job is filed under one of these, not a closed one. */
export const OPEN_APPLICATION_STATUSES: readonly ApplicationStatus[] = ['saved', 'applied', 'interviewing', 'offer'];

/** Waiting on the employer: only these can be flagged "no reply yet". */
export const AWAITING_REPLY_STATUSES: readonly ApplicationStatus[] = ['applied', 'interviewing'];

export const APPLICATION_LIMITS = {
  company: 200,
  jobTitle: 200,
  postingText: 30_000,
  postingUrl: 2_000,
  location: 200,
  salary: 100,
  source: 100,
  notes: 20_000,
  nextStep: 300,
  tag: 40,
  tags: 20,
  pageSize: 100,
  bulkIds: 500,
  importRows: 5_000,
  importChars: 900_000,
  noReplyDaysMin: 1,
  noReplyDaysMax: 365,
} as const;

export const DEFAULT_NO_REPLY_DAYS = 21;

/** The application fields a CSV column can fill. */
export const IMPORT_FIELDS = [
  'company',
  'jobTitle',
  'status',
  'appliedOn',
  'source',
  'location',
  'salary',
  'postingUrl',
  'postingText',
  'notes',
  'nextStep',
  'nextStepDue',
  'tags',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_FIELD_LABEL: Record<ImportField, string> = {
  company: 'Company',
  jobTitle: 'Job title',
  status: 'Status',
  appliedOn: 'Date applied',
  source: 'Source',
  location: 'Location',
  salary: 'Salary',
  postingUrl: 'Posting URL',
  postingText: 'Posting text',
  notes: 'Notes',
  nextStep: 'Next step',
  nextStepDue: 'Next step due',
  tags: 'Tags',
};
