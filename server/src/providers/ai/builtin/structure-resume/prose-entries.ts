/**
 * Jobs and schools written as first-person prose, one paragraph each: 'Since December 2023 I have
 * worked as Finance Manager at Ashgrove Capital in Lyon, France. Led the monthly close …' or 'In
 * June 2015 I completed a Bachelor of Science in Finance at Saint Aubyn College, which I began in
 * September 2011.' The first sentence names the entry; it becomes the entry's header lines (title,
 * employer and place, dates) and the sentences after it its statements.
 */
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { findAllDates, findDateRange } from './find-dates';
import { parseLocation } from './places';
import { continuesLine, joinWrapped, textRightEdge } from './wrapped-lines';

const WORKED = /\bI\s+(?:have\s+|had\s+)?(?:worked|been working|served|been employed|was employed|work)\s+/i;
/** 'I was Head of FP&A at …', 'I have been Lead Planner with …': the title straight after the verb. */
const WAS = /\bI\s+(?:was|have been|am)\s+(?:an?\s+|the\s+)?/i;
const STUDIED =
  /\bI\s+(?:have\s+)?(?:completed|earned|received|obtained|gained|was awarded|graduated with|studied for)\s+(?:an?\s+|my\s+|the\s+)?/i;
/** Words that end an employer's or school's name in a sentence: a place, a date, a clause. */
const NAME_END = /,|\s+(?:in|from|since|between|until|which|where|and|during)\s+|\.$/i;

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\d])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The text up to the first word that ends a name, and what follows it. */
function nameAt(text: string): [string, string] {
  const end = NAME_END.exec(text);
  return end ? [text.slice(0, end.index).trim(), text.slice(end.index)] : [text.replace(/\.$/, '').trim(), ''];
}

/** 'Lyon, France' after the employer: ', Lyon, France' or ' in Lyon, France', up to a date or the stop. */
function placeAfter(rest: string): string {
  const match = /^(?:,\s*|\s+in\s+)(.+?)(?:\s+(?:from|since|between|until)\s+.*)?\.?$/i.exec(rest);
  const place = match?.[1]?.trim() ?? '';
  return place && parseLocation(place) !== null ? place : '';
}

/**
 * The dates the opening sentence gives ('From April 2019 to September 2023', 'In June 2015 …,
 * which I began in September 2011'); the statements after it may name years of their own. 'Since
 * …' has no end: it goes on to the present, as the profile writes it.
 */
function datesOf(sentence: string): string {
  const range = findDateRange(sentence);
  if (range?.end) return `${range.start} – ${range.end}`;
  const all = findAllDates(sentence);
  if (all.length >= 2) {
    const [a = '', b = ''] = all;
    const year = (d: string) => Number(/\d{4}/.exec(d)?.[0] ?? 0);
    return year(a) <= year(b) ? `${a} – ${b}` : `${b} – ${a}`;
  }
  if (range && /\bsince\s+$/i.test(sentence.slice(0, range.index))) return `${range.start} – Present`;
  return range?.start ?? '';
}

function jobHeader(sentence: string): string[] | null {
  const worked = WORKED.exec(sentence);
  const was = worked ? null : WAS.exec(sentence);
  const verb = worked ?? was;
  if (!verb) return null;
  const rest = `${was ? 'as ' : ''}${sentence.slice(verb.index + verb[0].length)}`;
  // 'as Finance Manager at Ashgrove Capital' or 'at Ashgrove Capital as Finance Manager'.
  const asAt = /^as\s+(?:an?\s+)?(.+?)\s+(?:at|with|for)\s+(.+)$/i.exec(rest);
  const atAs = /^(?:at|with|for)\s+(.+?)\s+as\s+(?:an?\s+)?(.+)$/i.exec(rest);
  if (!asAt && !atAs) return null;
  const [title, after] = asAt ? [asAt[1] ?? '', asAt[2] ?? ''] : nameAt(atAs?.[2] ?? '');
  const [employer, tail] = asAt ? nameAt(after) : nameAt(atAs?.[1] ?? '');
  const place = placeAfter(asAt ? tail : (nameAt(atAs?.[2] ?? '')[1] ?? ''));
  const dates = datesOf(sentence);
  if (!title || !employer) return null;
  return [title, place ? `${employer}, ${place}` : employer, ...(dates ? [dates] : [])];
}

function schoolHeader(sentence: string): string[] | null {
  const studied = STUDIED.exec(sentence);
  if (!studied) return null;
  const match = /^(.+?)\s+(?:at|from)\s+(.+)$/i.exec(sentence.slice(studied.index + studied[0].length));
  if (!match?.[1] || !match[2]) return null;
  const [school] = nameAt(match[2]);
  const dates = datesOf(sentence);
  return [match[1].trim(), school, ...(dates ? [dates] : [])];
}

/** A section's lines with each prose entry put as its header lines and statements; other lines as they were. */
export function readProseEntries(lines: ExtractedLine[], kind: 'experience' | 'education', words: ReadonlySet<string>): ExtractedLine[] {
  const context = { rightEdge: textRightEdge(lines) };
  // Paragraphs: a printed paragraph's wrapped lines run on; a Word paragraph is one line.
  const paragraphs: ExtractedLine[][] = [];
  for (const line of lines) {
    const last = paragraphs.at(-1)?.at(-1);
    const runsOn = last !== undefined && last.x > 0 && continuesLine(last, line, last.text.trim(), line.text.trim(), context);
    if (last && runsOn) paragraphs.at(-1)?.push(line);
    else paragraphs.push([line]);
  }
  return paragraphs.flatMap((paragraph) => {
    const first = paragraph[0];
    if (!first) return [];
    const text = paragraph.reduce((all, l) => (all === '' ? l.text.trim() : joinWrapped(all, l.text.trim(), words)), '');
    const [opening = '', ...statements] = sentencesOf(text);
    const header = kind === 'experience' ? jobHeader(opening) : schoolHeader(opening);
    if (!header) return paragraph;
    const asLine = (t: string, isListItem: boolean): ExtractedLine => ({ ...first, text: t, cells: undefined, isListItem });
    return [...header.map((t) => asLine(t, false)), ...statements.map((t) => asLine(t, true))];
  });
}
