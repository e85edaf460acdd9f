/** SPEC point 2: the list shows the created date in en-US short form, e.g. 11/21/2026. */
export function formatShortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US');
}

/** SPEC point 2: the document view's 'Created on' date in long form, e.g. November 21, 2026. */
export function formatLongDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
