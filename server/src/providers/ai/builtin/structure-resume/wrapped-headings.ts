/**
 * A section heading set in a narrow column wraps: 'EDUCATION AND' over 'TRAINING', 'PERSONAL' over
 * 'INFORMATION', 'WORK' over 'EXPERIENCE' in a label column. Its two lines are one heading when
 * both are in capitals and together they are a section's name as the vocabulary spells it: two
 * headings of their own never stand a line apart with nothing between them.
 */
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { classifyHeading, isHeadingShaped } from './heading-words';

const isCapitals = (text: string) => /\p{L}{2}/u.test(text) && text === text.toUpperCase() && !/\d/.test(text);

/** Whether `second` finishes the heading `first` began. */
export function isWrappedHeading(first: string, second: string): boolean {
  const joined = `${first.trim()} ${second.trim()}`;
  return isCapitals(first) && isCapitals(second) && classifyHeading(joined)?.phrase === joined.toLowerCase();
}

function isSecondLine(first: ExtractedLine, second: ExtractedLine): boolean {
  return (
    second.page === first.page &&
    second.y > first.y &&
    second.y - first.y <= first.fontSize * 1.6 &&
    Math.abs(second.fontSize - first.fontSize) <= 0.25 &&
    second.bold === first.bold &&
    isHeadingShaped(first) &&
    isHeadingShaped(second) &&
    isWrappedHeading(first.text, second.text)
  );
}

export function joinWrappedHeadings(lines: ExtractedLine[]): ExtractedLine[] {
  const out: ExtractedLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as ExtractedLine;
    const next = lines[i + 1];
    if (next && isSecondLine(line, next)) {
      out.push({ ...line, text: `${line.text.trim()} ${next.text.trim()}` });
      i++;
      continue;
    }
    out.push(line);
  }
  return out;
}
