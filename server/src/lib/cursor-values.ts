/**
 * Checks for the dates and times a page cursor carries back. A cursor is the client's input: only
 * the exact format we issued, with a real calendar day in years 1 to 9999 (the range both
 * PostgreSQL and JavaScript can hold), reaches the database.
 */

function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  const probe = new Date(Date.UTC(2000, month - 1, day));
  probe.setUTCFullYear(year);
  return probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

const isClockTime = (hour: number, minute: number, second: number) => hour < 24 && minute < 60 && second < 60;

/** `2026-01-31T09:30:00.000Z`, as Date#toISOString prints it. */
export function isIsoInstant(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{3}Z$/.exec(value);
  return m !== null && isCalendarDay(+m[1]!, +m[2]!, +m[3]!) && isClockTime(+m[4]!, +m[5]!, +m[6]!);
}

/** `2026-01-31`, as PostgreSQL prints a date. */
export function isPrintedDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m !== null && isCalendarDay(+m[1]!, +m[2]!, +m[3]!);
}

/** `2026-01-31 09:30:00.123456+00` (or `+05:30`), as PostgreSQL prints a timestamptz. */
export function isPrintedTimestamp(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?[+-](\d{2})(?::(\d{2}))?$/.exec(value);
  return m !== null && isCalendarDay(+m[1]!, +m[2]!, +m[3]!) && isClockTime(+m[4]!, +m[5]!, +m[6]!) && +m[7]! <= 15 && +(m[8] ?? 0) < 60;
}
