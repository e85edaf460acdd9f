/**
 * A web address broken over two lines: a narrow header or sidebar wraps 'linkedin.com/in/ada-' at
 * the hyphen of the handle and sets the rest ('byrne') alone on the next line.
 */
import type { ExtractedLine } from '../../../extraction/extracted-document';

/** The first match of `pattern` in the lines, with the rest of a handle wrapped at its hyphen. */
export function findWrappedAddress(lines: ExtractedLine[], pattern: RegExp): string | undefined {
  for (const [i, line] of lines.entries()) {
    const match = pattern.exec(line.text);
    if (!match) continue;
    const found = match[0];
    const next = lines[i + 1]?.text.trim() ?? '';
    const endsLine = line.text.trimEnd().endsWith(found);
    return found.endsWith('-') && endsLine && /^[\w-]+\/?$/.test(next) ? `${found}${next}` : found;
  }
  return undefined;
}
