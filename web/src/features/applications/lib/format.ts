/** Dates as the app shows them (en-US), read as calendar days so no time zone moves them. */
const SHORT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

export function formatDay(day: string | null): string {
  if (!day) return '';
  return SHORT.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}

export function formatMoment(iso: string | null): string {
  if (!iso) return '';
  return DATE_TIME.format(new Date(iso));
}

/** Today as 'YYYY-MM-DD' in the user's own time zone. */
export function localToday(now = new Date()): string {
  const offset = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - offset).toISOString().slice(0, 10);
}

export function isDue(day: string | null, today = localToday()): boolean {
  return day !== null && day <= today;
}

/** A datetime-local input's value for an ISO moment, in the user's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const offset = date.getTimezoneOffset() * 60_000;
  return new Date(date.getTime() - offset).toISOString().slice(0, 16);
}

export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function percent(share: number | null): string {
  return share === null ? '–' : `${Math.round(share * 100)}%`;
}
