/**
 * A saved document as plain text for pasting into an application form or an applicant tracking
 * system: one column, one paragraph per line, section titles in capitals with a blank line before
 * them, bullets as '- ', no tabs and no lines padded into columns. Lines are not wrapped: the form
 * wraps them.
 */
import { blockText, type DocumentBlocks } from './document-blocks';

export function toPlainText(doc: DocumentBlocks): string {
  const lines: string[] = [];
  for (const block of doc.blocks) {
    // Tabs and runs of spaces would read as columns; a line break inside a paragraph stays one.
    const text = blockText(block)
      .split('\n')
      .map((line) => line.replace(/[\t ]+/g, ' ').trim())
      .filter(Boolean)
      .join('\n');
    if (!text) continue;
    switch (block.kind) {
      case 'title':
        lines.push(text);
        break;
      case 'heading':
        lines.push('', text.toUpperCase());
        break;
      case 'entry':
        if (lines[lines.length - 1] !== '' && !isHeadingLine(lines)) lines.push('');
        lines.push(text);
        break;
      case 'bullet':
        lines.push(`- ${text}`);
        break;
      default:
        lines.push(text);
    }
  }
  return `${lines.join('\r\n').trim()}\r\n`;
}

function isHeadingLine(lines: string[]): boolean {
  const last = lines[lines.length - 1] ?? '';
  return lines[lines.length - 2] === '' && last !== '' && last === last.toUpperCase();
}
