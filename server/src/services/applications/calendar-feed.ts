/**
 * The private calendar feed (RFC 5545, written by hand): each open application's next step on its
 * due day (an all-day event) and each interview at its time (one hour). Calendar apps subscribe
 * to the address and re-read it; UIDs stay the same, so an edited step moves rather than repeats.
 */
import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications } from '../../db/schema';

type FeedRow = Pick<
  typeof applications.$inferSelect,
  'id' | 'company' | 'jobTitle' | 'status' | 'nextStep' | 'nextStepDue' | 'interviewAt' | 'updatedAt' | 'postingUrl'
>;

export async function buildCalendarFeed(opts: { db: Db; userId: string; appOrigin: string }): Promise<string> {
  const rows = await opts.db
    .select({
      id: applications.id,
      company: applications.company,
      jobTitle: applications.jobTitle,
      status: applications.status,
      nextStep: applications.nextStep,
      nextStepDue: applications.nextStepDue,
      interviewAt: applications.interviewAt,
      updatedAt: applications.updatedAt,
      postingUrl: applications.postingUrl,
    })
    .from(applications)
    .where(
      and(
        eq(applications.userId, opts.userId),
        isNull(applications.archivedAt),
        or(isNotNull(applications.nextStepDue), isNotNull(applications.interviewAt)),
      ),
    );
  return renderCalendar(rows, opts.appOrigin);
}

export function renderCalendar(rows: FeedRow[], appOrigin: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//HireReady//Job applications//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:HireReady applications',
    'X-PUBLISHED-TTL:PT1H',
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
  ];
  for (const row of rows) {
    const link = `${appOrigin}/app/applications/${row.id}`;
    const about = `${row.jobTitle} at ${row.company}`;
    if (row.nextStepDue) {
      const day = row.nextStepDue.replaceAll('-', '');
      lines.push(
        'BEGIN:VEVENT',
        `UID:${row.id}-next-step@hireready`,
        `DTSTAMP:${utcStamp(row.updatedAt)}`,
        `DTSTART;VALUE=DATE:${day}`,
        `DTEND;VALUE=DATE:${nextDay(row.nextStepDue)}`,
        `SUMMARY:${escapeText(`${row.nextStep || 'Next step'}: ${about}`)}`,
        `DESCRIPTION:${escapeText(`Next step for your application to ${about}.\n${link}`)}`,
        `URL:${link}`,
        'TRANSP:TRANSPARENT',
        'END:VEVENT',
      );
    }
    if (row.interviewAt) {
      lines.push(
        'BEGIN:VEVENT',
        `UID:${row.id}-interview@hireready`,
        `DTSTAMP:${utcStamp(row.updatedAt)}`,
        `DTSTART:${utcStamp(row.interviewAt)}`,
        'DURATION:PT1H',
        `SUMMARY:${escapeText(`Interview: ${about}`)}`,
        `DESCRIPTION:${escapeText(`Interview for ${about}.\n${link}`)}`,
        `URL:${link}`,
        'END:VEVENT',
      );
    }
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** RFC 5545 3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 5545 3.1: lines longer than 75 octets are folded (CRLF, then a space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  const limit = () => (parts.length === 0 ? 75 : 74);
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    if (size + bytes > limit()) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function utcStamp(moment: Date): string {
  return `${moment.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10).replaceAll('-', '');
}
