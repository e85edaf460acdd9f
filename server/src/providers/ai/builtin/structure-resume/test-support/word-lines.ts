import type { ExtractedLine } from '../../../../extraction/extracted-document';

/** Word paragraphs: `#` marks a bold capitals heading paragraph, `>` a list item. */
export function wordLines(text: string): ExtractedLine[] {
  return text
    .trim()
    .split('\n')
    .map((raw, i) => ({
      text: raw.replace(/^[#>] /, ''),
      page: 1,
      x: 0,
      y: i,
      fontSize: raw.startsWith('# ') ? 12 : 11,
      bold: raw.startsWith('# '),
      ...(raw.startsWith('> ') ? { isListItem: true } : {}),
    }));
}
