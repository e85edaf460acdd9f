/** The sizes of a document's type that the readers measure other lines against. */
import type { ExtractedLine } from '../../../extraction/extracted-document';

/** The size most of the document's letters are set in. */
export function mostCommonSize(lines: ExtractedLine[]): number {
  const counts = new Map<number, number>();
  for (const line of lines) counts.set(line.fontSize, (counts.get(line.fontSize) ?? 0) + line.text.length);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
}

/** The median size of the lines that have one: the body text's. */
export function medianSize(lines: ExtractedLine[]): number {
  const sizes = lines
    .map((l) => l.fontSize)
    .filter((s) => s > 0)
    .sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)] ?? 0;
}
