/**
 * The profile while it is being edited: the editable fields of SPEC point 3, with a stable key on
 * every list item so React keeps each item's inputs (and focus) through moves and removals.
 */
import {
  CUSTOM_ENTRY_LABELS,
  DEFAULT_SKILL_LEVEL,
  type Certification,
  type CustomEntry,
  type CustomField,
  type CustomSection,
  type Education,
  type Profile,
  type ProfileData,
  type ProfileUpdate,
  type Skill,
  type WorkExperience,
} from '@hireready/contract';

export const PERSONAL_FIELDS = ['name', 'phone', 'linkedin', 'street_address', 'city', 'state', 'zip', 'summary'] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];

type Keyed<T> = T & { key: string };

export type ProfileDraft = Pick<ProfileData, PersonalField> & {
  work_experience: Keyed<WorkExperience>[];
  education: Keyed<Education>[];
  skills: Keyed<Skill>[];
  certifications: Keyed<Certification>[];
  /** Sections and entries already carry ids (SPEC point 3); those ids are their keys. */
  custom_sections: CustomSection[];
};

export type ListName = 'work_experience' | 'education' | 'skills' | 'certifications';
export type ListItem<L extends ListName> = ProfileDraft[L][number];

function withKeys<T extends object>(items: readonly T[]): Keyed<T>[] {
  return items.map((item) => ({ ...item, key: crypto.randomUUID() }));
}

function withoutKey<T extends { key: string }>({ key: _key, ...item }: T): Omit<T, 'key'> {
  return item;
}

export function toDraft(profile: Profile): ProfileDraft {
  return {
    name: profile.name,
    phone: profile.phone,
    linkedin: profile.linkedin,
    street_address: profile.street_address,
    city: profile.city,
    state: profile.state,
    zip: profile.zip,
    summary: profile.summary,
    work_experience: withKeys(profile.work_experience),
    education: withKeys(profile.education),
    skills: withKeys(profile.skills),
    certifications: withKeys(profile.certifications),
    custom_sections: profile.custom_sections,
  };
}

/** Every editable field, named: the server replaces each one whole (SPEC point 7, update-profile). */
export function toUpdate(draft: ProfileDraft): Required<ProfileUpdate> {
  return {
    ...draft,
    work_experience: draft.work_experience.map(withoutKey),
    education: draft.education.map(withoutKey),
    skills: draft.skills.map(withoutKey),
    certifications: draft.certifications.map(withoutKey),
  };
}

/** Keys differ on every copy, so drafts are compared by what would be saved. */
export function isSameDraft(a: ProfileDraft, b: ProfileDraft): boolean {
  return JSON.stringify(toUpdate(a)) === JSON.stringify(toUpdate(b));
}

function emptyItem(list: ListName, key: string): ListItem<ListName> {
  switch (list) {
    case 'work_experience':
      return { key, title: '', company: '', location: '', start_date: '', end_date: '', description: '' };
    case 'education':
      return { key, school_name: '', degree: '', location: '', start_date: '', end_date: '' };
    case 'skills':
      // SPEC point 9: a new skill starts at 'beginner'.
      return { key, name: '', experience_level: DEFAULT_SKILL_LEVEL };
    case 'certifications':
      return { key, name: '', issuer: '', date: '' };
  }
}

/** SPEC point 3: a new section starts with one entry labelled Title, Organization, Start Date, End Date, Description. */
export function newCustomSection(title: string): CustomSection {
  return {
    id: crypto.randomUUID(),
    title,
    entries: [{ id: crypto.randomUUID(), fields: CUSTOM_ENTRY_LABELS.map((label) => ({ label, value: '' })) }],
  };
}

/** SPEC point 3: an added entry copies the first entry's labels, with empty values. */
function newEntryFor(section: CustomSection, id: string): CustomEntry {
  const labels = section.entries[0]?.fields.map((field) => field.label) ?? [...CUSTOM_ENTRY_LABELS];
  return { id, fields: labels.map((label) => ({ label, value: '' })) };
}

export function moveItem<T>(items: readonly T[], index: number, offset: -1 | 1): T[] {
  const target = index + offset;
  if (index < 0 || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(index, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}

export type DraftAction =
  | { type: 'reset'; draft: ProfileDraft }
  | { type: 'set-personal'; field: PersonalField; value: string }
  /** New keys and ids come with the action: the reducer stays pure (React may run it twice). */
  | { type: 'add-item'; list: ListName; key: string }
  | { type: 'update-item'; list: ListName; key: string; patch: Record<string, string | boolean> }
  | { type: 'remove-item'; list: ListName; key: string }
  | { type: 'move-item'; list: ListName; key: string; offset: -1 | 1 }
  | { type: 'add-section'; section: CustomSection }
  | { type: 'rename-section'; sectionId: string; title: string }
  | { type: 'remove-section'; sectionId: string }
  | { type: 'move-section'; sectionId: string; offset: -1 | 1 }
  | { type: 'add-entry'; sectionId: string; entryId: string }
  | { type: 'remove-entry'; sectionId: string; entryId: string }
  | { type: 'move-entry'; sectionId: string; entryId: string; offset: -1 | 1 }
  | { type: 'set-entry-value'; sectionId: string; entryId: string; fieldIndex: number; value: string }
  | { type: 'rename-field'; sectionId: string; fieldIndex: number; label: string }
  | { type: 'add-field'; sectionId: string }
  | { type: 'remove-field'; sectionId: string; fieldIndex: number };

/** The schema's cap on fields per entry. */
export const MAX_CUSTOM_FIELDS = 20;

/**
 * A section's field names are shared by its entries (an added entry copies the first entry's), so
 * renaming, adding or removing a field does it in every entry, by position.
 */
function editFields(section: CustomSection, edit: (fields: CustomField[]) => CustomField[]): CustomSection {
  return { ...section, entries: section.entries.map((entry) => ({ ...entry, fields: edit(entry.fields) })) };
}

/** The four plain lists share one shape of edit; only their item fields differ. */
function editList(draft: ProfileDraft, list: ListName, edit: (items: { key: string }[]) => { key: string }[]): ProfileDraft {
  // The edit keeps each item's own fields (it only adds, removes, moves or patches known keys),
  // so the list keeps its item type; TypeScript cannot follow that through the union of lists.
  return { ...draft, [list]: edit(draft[list]) } as ProfileDraft;
}

function editSection(draft: ProfileDraft, sectionId: string, edit: (section: CustomSection) => CustomSection): ProfileDraft {
  return {
    ...draft,
    custom_sections: draft.custom_sections.map((section) => (section.id === sectionId ? edit(section) : section)),
  };
}

export function draftReducer(draft: ProfileDraft, action: DraftAction): ProfileDraft {
  switch (action.type) {
    case 'reset':
      return action.draft;
    case 'set-personal':
      return { ...draft, [action.field]: action.value };
    case 'add-item':
      return editList(draft, action.list, (items) => [...items, emptyItem(action.list, action.key)]);
    case 'update-item':
      return editList(draft, action.list, (items) => items.map((item) => (item.key === action.key ? { ...item, ...action.patch } : item)));
    case 'remove-item':
      return editList(draft, action.list, (items) => items.filter((item) => item.key !== action.key));
    case 'move-item':
      return editList(draft, action.list, (items) =>
        moveItem(
          items,
          items.findIndex((item) => item.key === action.key),
          action.offset,
        ),
      );
    case 'add-section':
      return { ...draft, custom_sections: [...draft.custom_sections, action.section] };
    case 'rename-section':
      return editSection(draft, action.sectionId, (section) => ({ ...section, title: action.title }));
    case 'remove-section':
      return { ...draft, custom_sections: draft.custom_sections.filter((section) => section.id !== action.sectionId) };
    case 'move-section': {
      const index = draft.custom_sections.findIndex((section) => section.id === action.sectionId);
      return { ...draft, custom_sections: moveItem(draft.custom_sections, index, action.offset) };
    }
    case 'add-entry':
      return editSection(draft, action.sectionId, (section) => ({
        ...section,
        entries: [...section.entries, newEntryFor(section, action.entryId)],
      }));
    case 'remove-entry':
      return editSection(draft, action.sectionId, (section) => ({
        ...section,
        entries: section.entries.filter((entry) => entry.id !== action.entryId),
      }));
    case 'move-entry':
      return editSection(draft, action.sectionId, (section) => ({
        ...section,
        entries: moveItem(
          section.entries,
          section.entries.findIndex((entry) => entry.id === action.entryId),
          action.offset,
        ),
      }));
    case 'set-entry-value':
      return editSection(draft, action.sectionId, (section) => ({
        ...section,
        entries: section.entries.map((entry) =>
          entry.id === action.entryId
            ? {
                ...entry,
                fields: entry.fields.map((field, i) => (i === action.fieldIndex ? { ...field, value: action.value } : field)),
              }
            : entry,
        ),
      }));
    case 'rename-field':
      return editSection(draft, action.sectionId, (section) =>
        editFields(section, (fields) => fields.map((field, i) => (i === action.fieldIndex ? { ...field, label: action.label } : field))),
      );
    case 'add-field':
      return editSection(draft, action.sectionId, (section) =>
        editFields(section, (fields) => (fields.length >= MAX_CUSTOM_FIELDS ? fields : [...fields, { label: '', value: '' }])),
      );
    case 'remove-field':
      return editSection(draft, action.sectionId, (section) =>
        editFields(section, (fields) => fields.filter((_, i) => i !== action.fieldIndex)),
      );
  }
}
