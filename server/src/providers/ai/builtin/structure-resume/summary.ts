/**
 * The summary: the lines of its section, or prose under the name and contact lines where it has no
 * heading, joined into one paragraph.
 */
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { stripBullet } from './bullet-marks';
import { isContactOnlyLine } from './contact-patterns';
import { isContactDetailLine } from './extract-contact';
import { classifyHeading } from './heading-words';
import { joinWrapped } from './wrapped-lines';

type ContactValues = { email: string; phone: string; location: string };

/** Marks of a contact or headline line ('a@b.c | 555-0100', 'Analyst · Insurance'), never of prose. */
const LISTING_MARKS = /[|•·@\t]/;

/** Prose, not a headline or a contact line: a long line, or a sentence. */
function isProse(text: string): boolean {
  const trimmed = text.trim();
  const words = trimmed.split(/\s+/).length;
  return !LISTING_MARKS.test(trimmed) && (words >= 8 || (words >= 4 && /[.!?]$/.test(trimmed)));
}

/**
 * A line made of the contact details read and nothing else ('0138-55-2041', 'Tarnby, Westshire'
 * and the country's code after it): however long a place's name runs,
 * it is no prose.
 */
function holdsOnlyContact(text: string, contact: ContactValues): boolean {
  const values = [contact.email, contact.phone, contact.location].filter((value) => value !== '');
  const rest = values.reduce((left, value) => left.replace(value, ' '), text);
  return rest !== text && /^[\s,;|·•]*(?:\p{Lu}{2})?[\s.]*$/u.test(rest);
}

/** A summary printed under the name and contact lines with no heading of its own. */
function unheadedSummary(header: ExtractedLine[], contact: ContactValues): ExtractedLine[] {
  const start = header.findIndex((line) => isProse(line.text) && !holdsOnlyContact(line.text, contact));
  if (start < 0) return [];
  return header
    .slice(start)
    .filter((line) => !isContactOnlyLine(line.text) && !LISTING_MARKS.test(line.text) && !holdsOnlyContact(line.text, contact));
}

/** A form's label for the summary before its first line ('Summary: Analyst with …'): it names the section, not the person. */
function withoutSummaryLabel(lines: ExtractedLine[]): ExtractedLine[] {
  const [first, ...rest] = lines;
  const label = first ? /^([\p{L} ]{3,20})(?::\s+|\t)(?=\p{Lu})/u.exec(first.text) : null;
  if (!first || !label?.[1] || classifyHeading(label[1])?.kind !== 'summary') return lines;
  return [{ ...first, text: first.text.slice(label[0].length) }, ...rest];
}

/** A theme that prints the summary twice (a card, then the section) repeats its lines word for word; a summary never does. */
function printedOnce(lines: ExtractedLine[]): ExtractedLine[] {
  return lines.filter((line, i) => !lines.slice(0, i).some((before) => before.text.trim() === line.text.trim()));
}

function joinParagraph(lines: string[], words: ReadonlySet<string>): string {
  return lines
    .map((l) => l.trim())
    .filter(Boolean)
    .reduce((text, line) => (text === '' ? line : joinWrapped(text, line, words)), '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The summary from its section's lines, or from the header's prose when it has none. An 'About'
 * block may hold the contact details ('Phone: …', a bare number, the place): they are not its prose.
 */
export function readSummary(
  sectionLines: ExtractedLine[],
  header: ExtractedLine[],
  contact: ContactValues,
  words: ReadonlySet<string>,
): string {
  const prose = sectionLines.filter(
    (line) => !isContactDetailLine(line.text) && !isContactOnlyLine(line.text) && !holdsOnlyContact(line.text, contact),
  );
  const lines = printedOnce(prose.length > 0 ? prose : unheadedSummary(header, contact));
  return joinParagraph(
    withoutSummaryLabel(lines).map((line) => stripBullet(line.text.replace(/\t/g, ' '))),
    words,
  );
}
