/**
 * Save checks the draft with the contract's own schema (this module loads when editing starts, so
 * the profile page draws without the schema library), so the page and the server agree on what is
 * valid. Before that, entries left entirely empty are dropped (an added job never filled in is not
 * a job), and the fields a resume cannot do without are required in the entries that remain.
 */
import type { ProfileUpdate } from '@hireready/contract';
import { ProfileUpdateSchema } from '../../../lib/contract-schemas';
import { errorKey, type FieldErrors } from './field-errors';
import { toUpdate, type ProfileDraft } from './profile-draft';

export type DraftValidation = { isValid: true; data: ProfileUpdate } | { isValid: false; errors: FieldErrors };

/** The fields each kind of entry needs, with what to say when one is missing. */
export const REQUIRED_FIELDS = {
  work_experience: { title: 'Enter the job title.', company: 'Enter the company.' },
  education: { school_name: 'Enter the school.' },
  skills: {},
  certifications: {},
} as const satisfies Record<string, Record<string, string>>;

type Update = Required<ProfileUpdate>;
type PlainList = keyof typeof REQUIRED_FIELDS;
const PLAIN_LISTS = Object.keys(REQUIRED_FIELDS) as PlainList[];

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * Nothing typed in any text field. A skill's stored default level is not content; a level the user
 * chose is (a skill with a chosen level and no name is a mistake to point out, not to drop).
 */
function isEmptyItem(item: object): boolean {
  return Object.entries(item).every(([field, value]) =>
    field === 'experience_level' ? true : field === 'level_set' ? value !== true : isBlank(value),
  );
}

function isEmptyEntry(entry: Update['custom_sections'][number]['entries'][number]): boolean {
  return entry.fields.every((field) => isBlank(field.value));
}

/** Whether an issue's path points into an entry that will be dropped. */
function isInDroppedEntry(update: Update, path: readonly PropertyKey[]): boolean {
  const [list, index, entries, entryIndex] = path;
  if (typeof index !== 'number') return false;
  if (PLAIN_LISTS.includes(list as PlainList)) {
    const item = update[list as PlainList][index];
    return item !== undefined && isEmptyItem(item);
  }
  if (list !== 'custom_sections') return false;
  // A section is the user's own creation, named on purpose: only its empty entries are dropped.
  const section = update.custom_sections[index];
  if (!section) return false;
  const entry = entries === 'entries' && typeof entryIndex === 'number' ? section.entries[entryIndex] : undefined;
  return entry !== undefined && isEmptyEntry(entry);
}

function withoutEmptyEntries(data: ProfileUpdate): ProfileUpdate {
  const kept: ProfileUpdate = { ...data };
  for (const list of PLAIN_LISTS) {
    const items = data[list];
    // Each list keeps its own item type; the filter only removes items.
    if (items) (kept as Record<PlainList, object[]>)[list] = items.filter((item: object) => !isEmptyItem(item));
  }
  if (data.custom_sections) {
    kept.custom_sections = data.custom_sections.map((section) => ({
      ...section,
      entries: section.entries.filter((entry) => !isEmptyEntry(entry)),
    }));
  }
  return kept;
}

export function validateDraft(draft: ProfileDraft): DraftValidation {
  const update = toUpdate(draft);
  const errors: Record<string, string> = {};
  for (const list of PLAIN_LISTS) {
    const required: Record<string, string> = REQUIRED_FIELDS[list];
    update[list].forEach((item: object, index: number) => {
      if (isEmptyItem(item)) return;
      for (const [field, message] of Object.entries(required)) {
        if (isBlank((item as Record<string, unknown>)[field])) errors[errorKey(list, index, field)] = message;
      }
    });
  }
  const result = ProfileUpdateSchema.safeParse(update);
  if (!result.success) {
    for (const issue of result.error.issues) {
      if (isInDroppedEntry(update, issue.path)) continue;
      errors[errorKey(...issue.path.map(String))] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0) return { isValid: false, errors };
  // Parsed again without the dropped entries (their problems did not count); the parsed data, not
  // the draft, is saved: the schema trims the text the user typed.
  const kept = ProfileUpdateSchema.safeParse(withoutEmptyEntries(update));
  if (kept.success) return { isValid: true, data: kept.data };
  for (const issue of kept.error.issues) errors[errorKey(...issue.path.map(String))] ??= issue.message;
  return { isValid: false, errors };
}

/** Whether a field must be filled, for the mark beside its label. */
export function isRequiredField(list: PlainList, field: string): boolean {
  return field in REQUIRED_FIELDS[list];
}
