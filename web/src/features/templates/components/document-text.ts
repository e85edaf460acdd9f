/** Text helpers shared by the resume and letter layouts. */

/** Trimmed, non-empty values only: generated data may carry blanks for fields the profile lacks. */
export function present(values: readonly (string | null | undefined)[]): string[] {
  return values.map((value) => (value ?? '').trim()).filter((value) => value.length > 0);
}

/**
 * 'start – end' with an en dash. A job with a start and no end is current, so it reads 'Present';
 * a school with no end date shows only what is known.
 */
export function formatDateRange(start: string, end: string, ongoingLabel?: string): string {
  const from = start.trim();
  const to = end.trim() || (from && ongoingLabel ? ongoingLabel : '');
  if (from && to) return `${from} – ${to}`;
  return from || to;
}

export function linkedinHref(value: string): string {
  return /^https?:\/\//i.test(value) ? value : `https://${value.replace(/^\/+/, '')}`;
}

/** The profile URL without its scheme: shorter on the page, still recognisable to a reader. */
export function linkedinLabel(value: string): string {
  return value.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/+$/, '');
}
