/** Legacy Word (.doc) text via word-extractor: paragraphs only, no styles or positions. */
import { AppError } from '../../lib/errors';
import type { ExtractedDocument, ExtractedLine } from './extracted-document';

/** Word 97 marks table cells and rows with control characters; fields may leave their codes behind. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;

export async function extractDoc(bytes: Uint8Array): Promise<ExtractedDocument> {
  const { default: WordExtractor } = await import('word-extractor');
  let body: string;
  try {
    const document = await new WordExtractor().extract(Buffer.from(bytes));
    body = document.getBody();
  } catch {
    throw new AppError('UNPROCESSABLE_FILE', 'This Word file could not be read; it may be damaged. Please upload another copy.');
  }
  const lines: ExtractedLine[] = [];
  for (const raw of body.split(/\r?\n|\r/)) {
    const text = raw
      .replace(CONTROL_CHARACTERS, ' ')
      .replace(/[ \u00a0]+/g, ' ')
      .replace(/ *\t */g, '\t')
      .trim();
    if (text === '') continue;
    lines.push({ text, page: 1, x: 0, y: lines.length + 1, fontSize: 0, bold: false });
  }
  if (lines.length === 0) {
    throw new AppError('UNPROCESSABLE_FILE', 'This Word file has no text. Please upload a resume with text in it.');
  }
  const links = [...body.matchAll(/https?:\/\/[^\s"<>]+/g)].map((m) => m[0]);
  return { format: 'doc', lines, links: [...new Set(links)], pageCount: 1 };
}
