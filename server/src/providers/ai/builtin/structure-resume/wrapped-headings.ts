/**
 * A section heading set in a narrow label column wraps: 'EDUCATION AND' over 'TRAINING',
 * 'PERSONAL' over 'INFORMATION'. Its two lines are one heading when they share its look (capitals,
 * size, weight), stand a line apart, and only together name a section: the first alone names none
 * or stops on a joining word.
 */
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { classifyHeading, isHeadingShaped } from './heading-words';
import { endsOnJoiningWord } from './joining-words';

const isCapitals = (text: string) => {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length > 1 && letters === letters.toUpperCase();
};

function isSecondLine(first: ExtractedLine, second: ExtractedLine): boolean {
  return (
    second.page === first.page &&
    second.y > first.y &&
    second.y - first.y <= first.fontSize * 1.6 &&
    Math.abs(second.fontSize - first.fontSize) <= 0.25 &&
    second.bold === first.bold &&
    isCapitals(first.text) &&
    isCapitals(second.text) &&
    isHeadingShaped(first) &&
    isHeadingShaped(second)
  );
}

export function joinWrappedHeadings(lines: ExtractedLine[]): ExtractedLine[] {
  const out: ExtractedLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as ExtractedLine;
    const next = lines[i + 1];
    if (next && isSecondLine(line, next)) {
      const text = `${line.text.trim()} ${next.text.trim()}`;
      // A first line on a joining word is unfinished whatever its last line names alone ('TRAINING').
      const isUnfinished = endsOnJoiningWord(line.text) || (classifyHeading(line.text) === null && classifyHeading(next.text) === null);
      if (isUnfinished && classifyHeading(text) && isHeadingShaped({ ...line, text })) {
        out.push({ ...line, text });
        i++;
        continue;
      }
    }
    out.push(line);
  }
  return out;
}
