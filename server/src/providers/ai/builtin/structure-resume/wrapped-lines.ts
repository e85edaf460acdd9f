/**
 * Lines a layout wrapped: whether a line continues the one above it, and how the two join. A line
 * wraps only when it is full, so a line that stopped well short of the text's right edge ended its
 * statement; the next line continues it at the same indent, or at the hanging indent under the
 * text of a bulleted line.
 */
import type { ExtractedLine } from '../../../extraction/extracted-document';

/** The right end of a PDF line's text, when the reader gave positions. */
export function rightEdgeOf(line: ExtractedLine): number | null {
  return line.cells?.at(-1)?.x1 ?? null;
}

/** Where lines of this text end when they wrap: near the widest line's end. */
export function textRightEdge(lines: ExtractedLine[]): number | null {
  const edges = lines
    .map(rightEdgeOf)
    .filter((x): x is number => x !== null)
    .sort((a, b) => a - b);
  return edges.length > 0 ? (edges[Math.floor(edges.length * 0.9)] ?? null) : null;
}

/** Where wrapped lines end, and how many lines end there (one line alone does not show a column's edge). */
export type WrapContext = { rightEdge: number | null; linesAtEdge?: number };

/**
 * `previous` and `current` as printed (bullet marks still on). True when current is the rest of
 * previous's statement.
 */
export function continuesLine(
  previous: ExtractedLine,
  current: ExtractedLine,
  previousText: string,
  currentText: string,
  context: WrapContext,
): boolean {
  if (current.isListItem || /^\s*[•·▪‣◦●○■□➢➤►▸✓✔–—*-]\s/.test(current.text)) return false;
  if (previous.text.includes('\t') || current.text.includes('\t')) return false;
  const endsSentence = /[.!?]["')]?$/.test(previousText);
  const startsLower = /^[\p{Ll}\d(%&]/u.test(currentText);
  const right = rightEdgeOf(previous);
  if (right === null || context.rightEdge === null || (current.page !== previous.page && current.x === 0)) {
    // No geometry (Word paragraphs are never wrapped lines, but a text export may be): words only.
    return !/[.!?;:]$/.test(previousText) && startsLower && (current.x === 0 || Math.abs(previous.x - current.x) <= 3);
  }
  const isFull = right >= context.rightEdge - Math.max(24, previous.fontSize * 3.5);
  // A word broken at a hyphen and finished in small letters below runs on, however short its line
  // is (a list that ends before a column of group names at its right).
  const isBrokenWord = /\p{L}-$/u.test(previousText) && /^\p{Ll}/u.test(currentText);
  if (!isFull && !isBrokenWord) return false;
  if (endsSentence && !startsLower) return false;
  const indent = current.x - previous.x;
  const isSameIndent = Math.abs(indent) <= 3;
  const hasMark = /^\s*[^\p{L}\p{N}(\s]{1,2}\s/u.test(previous.text);
  const isHanging = indent > 3 && indent <= previous.fontSize * 3;
  return isSameIndent || isHanging || (hasMark && indent > 0 && indent <= previous.fontSize * 4);
}

/**
 * 'analysis of the audi-' + 'tor reports': a hyphen at a line end splits a word, unless the
 * document spells the word with its hyphen elsewhere ('cross-dock') or its parts are capitalised.
 * A word that already holds a hyphen ('dock-to-' over 'stock') is broken only at its own hyphens:
 * neither TeX nor a word processor hyphenates such a word anywhere else.
 */
export function joinWrapped(previous: string, current: string, words: ReadonlySet<string>): string {
  const hyphen = /(\p{L}+)-$/u.exec(previous);
  const isCompound = /\p{L}-\p{L}+-$/u.test(previous);
  const next = /^(\p{L}+)/u.exec(current);
  if (hyphen?.[1] && next?.[1]) {
    const joined = `${hyphen[1]}${next[1]}`.toLowerCase();
    const hyphenated = `${hyphen[1]}-${next[1]}`.toLowerCase();
    const keepsHyphen = isCompound || words.has(hyphenated) || (!words.has(joined) && (/^\p{Lu}/u.test(next[1]) || hyphen[1].length <= 1));
    return keepsHyphen ? `${previous}${current}` : `${previous.slice(0, -1)}${current}`;
  }
  return `${previous} ${current}`;
}

/** The document's words, lower case, hyphenated ones whole: the spelling reference for joinWrapped. */
export function wordsOf(lines: ExtractedLine[]): Set<string> {
  const words = new Set<string>();
  for (const line of lines) {
    for (const word of line.text.toLowerCase().match(/\p{L}+(?:-\p{L}+)*/gu) ?? []) words.add(word);
  }
  return words;
}
