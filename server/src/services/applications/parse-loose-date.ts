/**
 * Dates as people and trackers write them: 2026-03-05, 2026/03/05, 03/05/2026 (US order, unless
 * the first number cannot be a month), 5 Mar 2026, March 5, 2026, or an ISO date-time.
 * Answers 'YYYY-MM-DD', or null when the text is not a real date.
 */
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function build(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
}

function monthOf(word: string): number {
  return MONTHS.indexOf(word.slice(0, 3).toLowerCase()) + 1;
}

export function parseLooseDate(raw: string): string | null {
  const text = raw.trim();
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?$/.exec(text);
  if (m) return build(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (m) {
    const [first, second, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return first > 12 ? build(year, second, first) : build(year, first, second);
  }
  m = /^(\d{1,2})\s+([A-Za-z]{3,})\.?,?\s+(\d{4})$/.exec(text);
  if (m && monthOf(m[2]!) > 0) return build(Number(m[3]), monthOf(m[2]!), Number(m[1]));
  m = /^([A-Za-z]{3,})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/.exec(text);
  if (m && monthOf(m[1]!) > 0) return build(Number(m[3]), monthOf(m[1]!), Number(m[2]));
  return null;
}
