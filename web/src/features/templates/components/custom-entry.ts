import type { GeneratedResume } from '@hireready/contract';

type Field = GeneratedResume['custom_sections'][number]['entries'][number]['fields'][number];

/** A custom entry read as a resume entry, with whatever does not fit listed as 'Label: value'. */
export type CustomEntryView = {
  title: string;
  organisation: string;
  location: string;
  start: string;
  end: string;
  description: string;
  extras: Field[];
};

/**
 * New custom sections start with the labels Title, Organization, Start Date, End Date and
 * Description (SPEC point 3), so entries that keep them render like jobs; users may rename
 * labels, so the common synonyms count too and anything else is shown with its own label.
 */
const ROLES: Record<string, keyof Omit<CustomEntryView, 'extras'>> = {
  title: 'title',
  name: 'title',
  role: 'title',
  position: 'title',
  award: 'title',
  project: 'title',
  organization: 'organisation',
  organisation: 'organisation',
  company: 'organisation',
  issuer: 'organisation',
  institution: 'organisation',
  location: 'location',
  'start date': 'start',
  start: 'start',
  from: 'start',
  date: 'start',
  'end date': 'end',
  end: 'end',
  to: 'end',
  description: 'description',
  details: 'description',
  summary: 'description',
};

export function readCustomEntry(fields: readonly Field[]): CustomEntryView {
  const view: CustomEntryView = {
    title: '',
    organisation: '',
    location: '',
    start: '',
    end: '',
    description: '',
    extras: [],
  };
  for (const field of fields) {
    const value = field.value.trim();
    if (!value) continue;
    const role = ROLES[field.label.trim().toLowerCase()];
    if (role && !view[role]) view[role] = value;
    else view.extras.push({ label: field.label.trim(), value });
  }
  return view;
}

export function isEmptyCustomEntry(view: CustomEntryView): boolean {
  return !view.title && !view.organisation && !view.location && !view.start && !view.end && !view.description && view.extras.length === 0;
}
