/** Reading the import review's flags (profile paths → reasons) for one part of the profile. */
import type { ProfileDraft } from './profile-draft';

export type ReviewFlags = ReadonlyMap<string, string>;

export const NO_FLAGS: ReviewFlags = new Map();

const FIELD_LABELS: Record<string, string> = {
  title: 'Job Title',
  company: 'Company',
  location: 'Location',
  start_date: 'Start Date',
  end_date: 'End Date',
  description: 'Description',
  school_name: 'School',
  degree: 'Degree',
  name: 'Name',
  issuer: 'Issuer',
  date: 'Date',
};

/**
 * The reasons flagged at `prefix` or inside it, each led by the field's name when it is one field
 * ('Company: No company was found'). `labelFor` names fields the table above does not know.
 */
export function notesUnder(flags: ReviewFlags, prefix: string, labelFor?: (rest: string) => string | undefined): string[] {
  const notes: string[] = [];
  for (const [path, reason] of flags) {
    if (path === prefix) notes.push(reason);
    else if (path.startsWith(`${prefix}.`)) {
      const rest = path.slice(prefix.length + 1);
      const label = labelFor?.(rest) ?? FIELD_LABELS[rest];
      notes.push(label ? `${label}: ${reason}` : reason);
    }
  }
  return notes;
}

/**
 * The same flags keyed for edit mode, where items can move: by each item's key (or a custom entry's
 * id) instead of its position, taken from the draft as editing begins.
 */
export function flagsForDraft(flags: ReviewFlags, draft: ProfileDraft): ReviewFlags {
  if (flags.size === 0) return NO_FLAGS;
  const keyed = new Map<string, string>();
  for (const [path, reason] of flags) {
    const [list, index, ...rest] = path.split('.');
    const at = Number(index);
    let key: string | undefined;
    if (list === 'work_experience' || list === 'education' || list === 'skills' || list === 'certifications') {
      const item = draft[list][at];
      key = item ? [item.key, ...rest].join('.') : undefined;
    } else if (list === 'custom_sections') {
      const section = draft.custom_sections[at];
      const [entriesWord, entryIndex, ...fieldPath] = rest;
      const entry = entriesWord === 'entries' ? section?.entries[Number(entryIndex)] : undefined;
      key = entry ? [entry.id, ...fieldPath].join('.') : section ? [section.id, ...rest].join('.') : undefined;
    } else {
      key = path;
    }
    if (key !== undefined) keyed.set(key, reason);
  }
  return keyed;
}
