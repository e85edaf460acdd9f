/**
 * What a reader sees in one line of a resume, as numbers: its look against the document's body
 * text (size, weight, capitals), where it stands (indent against the page's left edge and its
 * neighbours, the gaps above and below against the usual line spacing, how far it runs to the
 * right), its marks and its words (dates, places, contact details, section names, sentence shape).
 * Shared by the line-role classifier at run time and by the script that trains it, so both see the
 * same numbers.
 */
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { classifyHeading, isHeadingShaped } from './heading-words';
import { isContactOnlyLine } from './contact-patterns';
import { isContactDetailLine } from './extract-contact';
import { findDateRange, isOnlyDates } from './find-dates';
import { BULLET_GLYPH } from './bullet-marks';
import { isPlaceLine } from './split-entries';
import { continuesLine, rightEdgeOf, textRightEdge } from './wrapped-lines';

/** The document's own measures that each line is judged against. */
export type PageMeasures = {
  bodySize: number;
  lineGap: number;
  leftEdge: number;
  rightEdge: number | null;
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function mostCommon(values: number[]): number {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 0;
}

export function measurePage(lines: ExtractedLine[]): PageMeasures {
  const bodySize = median(lines.map((l) => l.fontSize).filter((s) => s > 0)) || 10;
  const gaps: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const a = lines[i - 1];
    const b = lines[i];
    if (a && b && a.page === b.page && b.y > a.y && b.y - a.y < bodySize * 3) gaps.push(b.y - a.y);
  }
  const placed = lines.filter((l) => l.x > 0);
  return {
    bodySize,
    lineGap: median(gaps) || bodySize * 1.2,
    leftEdge: placed.length > 0 ? mostCommon(placed.map((l) => Math.round(l.x))) : 0,
    rightEdge: textRightEdge(lines),
  };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const flag = (b: boolean) => (b ? 1 : 0);

function letterShape(text: string) {
  const letters = text.replace(/[^\p{L}]/gu, '');
  const upper = letters.replace(/[^\p{Lu}]/gu, '').length;
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  const capitalised = words.filter((w) => /^[^\p{L}]*\p{Lu}/u.test(w)).length;
  return {
    capsRatio: letters.length > 0 ? upper / letters.length : 0,
    isUpper: letters.length > 1 && upper === letters.length,
    titleRatio: words.length > 0 ? capitalised / words.length : 0,
  };
}

function lookOf(line: ExtractedLine | undefined): string {
  return line ? `${Math.round(line.fontSize * 2)}|${line.bold ? 'b' : ''}` : '';
}

/** Gap from `a` down to `b` in line spacings, 0 for the usual spacing; a new page or no geometry counts as one line more. */
function gapBetween(a: ExtractedLine | undefined, b: ExtractedLine | undefined, m: PageMeasures): number {
  if (!a || !b) return 2;
  if (a.page !== b.page || (a.y === 0 && b.y === 0)) return 1;
  return clamp((b.y - a.y) / m.lineGap - 1, -1, 4);
}

function isFull(line: ExtractedLine | undefined, m: PageMeasures): boolean {
  const right = line ? rightEdgeOf(line) : null;
  return right !== null && m.rightEdge !== null && line !== undefined && right >= m.rightEdge - Math.max(24, line.fontSize * 3.5);
}

export const FEATURE_NAMES = [
  'bias',
  'relSize',
  'larger',
  'smaller',
  'bold',
  'capsRatio',
  'upper',
  'titleRatio',
  'words',
  'short',
  'long',
  'endsSentence',
  'endsComma',
  'endsColon',
  'startsLower',
  'startsDigit',
  'glyph',
  'listItem',
  'tab',
  'dateRange',
  'onlyDates',
  'place',
  'contact',
  'contactDetail',
  'sectionName',
  'headingShaped',
  'headingStyle',
  'noGeometry',
  'indent',
  'indentVsPrev',
  'indentVsNext',
  'gapAbove',
  'gapBelow',
  'fill',
  'prevFull',
  'prevEndsSentence',
  'prevGlyph',
  'prevBold',
  'prevDate',
  'nextDate',
  'sameLookPrev',
  'sameLookNext',
  'continuesPrev',
  'nextContinues',
  'sizeVsPrev',
  'position',
] as const;

/** One row of FEATURE_NAMES per line, in the lines' order. */
export function lineFeatures(lines: ExtractedLine[], m: PageMeasures = measurePage(lines)): number[][] {
  const context = { rightEdge: m.rightEdge };
  const texts = lines.map((l) => l.text.trim());
  const dated = texts.map((t) => findDateRange(t) !== null);
  const continues = lines.map((line, i) => {
    const prev = lines[i - 1];
    return prev !== undefined && continuesLine(prev, line, texts[i - 1] ?? '', texts[i] ?? '', context);
  });
  return lines.map((line, i) => {
    const text = texts[i] ?? '';
    const prev = lines[i - 1];
    const next = lines[i + 1];
    const prevText = texts[i - 1] ?? '';
    const size = line.fontSize > 0 ? line.fontSize / m.bodySize : 1;
    const shape = letterShape(text);
    const wordCount = text.split(/\s+/).filter(Boolean).length;
    const hasGeometry = line.x > 0 || line.cells !== undefined;
    const right = rightEdgeOf(line);
    const row: number[] = [
      1,
      clamp(size - 1, -0.5, 1.5),
      flag(size > 1.1),
      flag(size < 0.93),
      flag(line.bold),
      shape.capsRatio,
      flag(shape.isUpper),
      shape.titleRatio,
      Math.log1p(wordCount) / 3,
      flag(wordCount <= 4),
      flag(wordCount >= 10),
      flag(/[.!?]["')]?$/.test(text)),
      flag(/[,;]$/.test(text)),
      flag(/:$/.test(text)),
      flag(/^[\p{Ll}]/u.test(text)),
      flag(/^\d/.test(text)),
      flag(BULLET_GLYPH.test(line.text)),
      flag(Boolean(line.isListItem)),
      flag(text.includes('\t')),
      flag(dated[i] ?? false),
      flag(isOnlyDates(text)),
      flag(text.length < 60 && isPlaceLine(text)),
      flag(isContactOnlyLine(text)),
      flag(isContactDetailLine(text)),
      flag(classifyHeading(text) !== null),
      flag(isHeadingShaped(line)),
      flag(/^(?:heading|title)/i.test(line.style ?? '')),
      flag(!hasGeometry),
      hasGeometry ? clamp((line.x - m.leftEdge) / m.bodySize, -3, 8) / 4 : 0,
      prev && hasGeometry ? clamp((line.x - prev.x) / m.bodySize, -4, 4) / 4 : 0,
      next && hasGeometry ? clamp((line.x - next.x) / m.bodySize, -4, 4) / 4 : 0,
      gapBetween(prev, line, m),
      gapBetween(line, next, m),
      right !== null && m.rightEdge !== null && m.rightEdge > m.leftEdge
        ? clamp((right - m.leftEdge) / (m.rightEdge - m.leftEdge), 0, 1.2)
        : 0.5,
      flag(isFull(prev, m)),
      flag(/[.!?]["')]?$/.test(prevText)),
      flag(prev !== undefined && BULLET_GLYPH.test(prev.text)),
      flag(Boolean(prev?.bold)),
      flag(dated[i - 1] ?? false),
      flag(dated[i + 1] ?? false),
      flag(lookOf(prev) === lookOf(line)),
      flag(lookOf(next) === lookOf(line)),
      flag(continues[i] ?? false),
      flag(continues[i + 1] ?? false),
      prev && prev.fontSize > 0 && line.fontSize > 0 ? clamp(line.fontSize / prev.fontSize - 1, -0.5, 1) : 0,
      lines.length > 1 ? i / (lines.length - 1) : 0,
    ];
    return row;
  });
}
