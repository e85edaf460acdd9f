/**
 * DOCX text read straight from word/document.xml (and the page headers), which keeps what a resume parser wants and
 * a converter to HTML (mammoth, used before) drops or blurs: paragraph style ids, list membership (w:numPr), bold runs, font
 * sizes, tabs between a title and its dates, and hyperlink targets.
 */
import yauzl from 'yauzl';
import { AppError } from '../../lib/errors';
import type { ExtractedDocument, ExtractedLine, ExtractionLimits } from './extracted-document';
import { tooMuchText } from './text-size';
import { leadingBoldEnd } from './bold-lead';
import { readNumbering, type Numbering } from './docx-numbering';
import { inReadingOrder } from './docx-reading-order';
import { readParagraphStyles, type ParagraphStyles, type StyleLook } from './docx-styles';
import { decodeXml, readAttribute, readHalfPoints, readOutlineLevel, readToggle, readValue } from './docx-xml';

const DOCUMENT_PART = 'word/document.xml';
const RELS_PART = 'word/_rels/document.xml.rels';
/** Paragraph styles: Word's templates set a heading's weight and size there, not on its runs. */
const STYLES_PART = 'word/styles.xml';
/** List numbering: whether a numbered paragraph prints a mark. */
const NUMBERING_PART = 'word/numbering.xml';
/** Page headers: many Word resumes print the name and contact details there, not in the body. */
const HEADER_PART = /^word\/header\d*\.xml$/;

function isWantedPart(name: string): boolean {
  return name === DOCUMENT_PART || name === RELS_PART || name === STYLES_PART || name === NUMBERING_PART || HEADER_PART.test(name);
}

/** Word's default body size when neither run nor style says otherwise (half-points 22 = 11 pt). */
const DEFAULT_FONT_SIZE = 11;

function unreadable(): AppError {
  return new AppError('UNPROCESSABLE_FILE', 'This Word file could not be read; it may be damaged. Please upload another copy.');
}

function tooLarge(): AppError {
  return new AppError('UNPROCESSABLE_FILE', 'This Word file expands to too much data to be a resume. Please upload another copy.');
}

function openZip(bytes: Uint8Array): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(Buffer.from(bytes), { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) reject(unreadable());
      else resolve(zip);
    });
  });
}

/**
 * Reads the parts we need, counting the bytes that actually come out of the inflater: the sizes a
 * zip declares can lie, so the budget is enforced on the stream, and reading stops the moment it is spent.
 */
async function readParts(bytes: Uint8Array, maxBytes: number): Promise<Map<string, string>> {
  const zip = await openZip(bytes);
  const parts = new Map<string, string>();
  let budget = maxBytes;
  return new Promise((resolve, reject) => {
    let isSettled = false;
    const fail = (error: AppError) => {
      if (isSettled) return;
      isSettled = true;
      zip.close();
      reject(error);
    };
    zip.on('error', () => fail(unreadable()));
    zip.on('end', () => {
      if (isSettled) return;
      isSettled = true;
      resolve(parts);
    });
    zip.on('entry', (entry: yauzl.Entry) => {
      if (!isWantedPart(entry.fileName)) {
        zip.readEntry();
        return;
      }
      if (entry.uncompressedSize > budget) {
        fail(tooLarge());
        return;
      }
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) {
          fail(unreadable());
          return;
        }
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => {
          budget -= chunk.length;
          if (budget < 0) {
            stream.destroy();
            fail(tooLarge());
            return;
          }
          chunks.push(chunk);
        });
        stream.on('error', () => fail(unreadable()));
        stream.on('end', () => {
          parts.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
}

function readRelationships(xml: string | undefined): Map<string, string> {
  const targets = new Map<string, string>();
  for (const match of (xml ?? '').matchAll(/<Relationship\b[^>]*>/g)) {
    const id = readAttribute(match[0], 'Id');
    const target = readAttribute(match[0], 'Target');
    const type = readAttribute(match[0], 'Type') ?? '';
    if (id && target && type.endsWith('/hyperlink')) targets.set(id, target);
  }
  return targets;
}

/**
 * Links written as field codes ('HYPERLINK "mailto:…"'), as converters and older Word files write
 * them: the instruction may be split over several runs, or held whole in a simple field.
 */
function fieldLinks(paragraphXml: string): string[] {
  const instructions = [
    [...paragraphXml.matchAll(/<w:instrText\b[^>]*>([\s\S]*?)<\/w:instrText>/g)].map((m) => decodeXml(m[1] ?? '')).join(''),
    ...[...paragraphXml.matchAll(/<w:fldSimple\b[^>]*>/g)].map((m) => readAttribute(m[0], 'w:instr') ?? ''),
  ];
  // '\l' links to a bookmark inside the document, not to an address.
  return instructions.flatMap((instruction) =>
    [...instruction.matchAll(/HYPERLINK\s+(?!\\l)"([^"]+)"/g)].map((m) => m[1] ?? '').filter(Boolean),
  );
}

type RunText = { text: string; bold: boolean; size: number | null };

/** The paragraph's leading bold words, when words in another weight follow them on its first line. */
function boldLeadOf(runs: RunText[]): string | undefined {
  const firstLine: RunText[] = [];
  for (const run of runs) {
    const end = run.text.indexOf('\n');
    firstLine.push(end < 0 ? run : { ...run, text: run.text.slice(0, end) });
    if (end >= 0) break;
  }
  const lastBold = leadingBoldEnd(firstLine);
  if (lastBold < 0) return undefined;
  return firstLine
    .slice(0, lastBold + 1)
    .map((r) => r.text)
    .join('')
    .replace(/[ \u00a0]+/g, ' ')
    .trim();
}

function readRuns(paragraphXml: string, look: StyleLook): RunText[] {
  const runs: RunText[] = [];
  for (const match of paragraphXml.matchAll(/<w:r\b[^>]*>([\s\S]*?)<\/w:r>/g)) {
    const body = match[1] ?? '';
    const props = /<w:rPr>([\s\S]*?)<\/w:rPr>/.exec(body)?.[1] ?? '';
    let text = '';
    // Text, tabs and breaks in document order; deleted text (w:delText) is not shown, so not read.
    for (const piece of body.matchAll(/<w:t(?:\s[^>]*)?>([\s\S]*?)<\/w:t>|<w:tab\/>|<w:br\b[^>]*\/>|<w:cr\/>/g)) {
      if (piece[0].startsWith('<w:tab')) text += '\t';
      else if (piece[0].startsWith('<w:br') || piece[0].startsWith('<w:cr')) text += '\n';
      else text += decodeXml(piece[1] ?? '');
    }
    runs.push({ text, bold: readToggle(props, 'b') ?? look.bold ?? false, size: readHalfPoints(props) ?? look.size ?? null });
  }
  return runs;
}

function parseDocumentXml(
  xml: string,
  hyperlinks: Map<string, string>,
  { styles, numbering }: { styles: ParagraphStyles; numbering: Numbering },
  limits: ExtractionLimits,
): { lines: ExtractedLine[]; links: string[] } {
  const lines: ExtractedLine[] = [];
  const links: string[] = [];
  let order = 0;
  let textChars = 0;
  for (const match of xml.matchAll(/<w:p\b[^>]*?(?:\/>|>([\s\S]*?)<\/w:p>)/g)) {
    // Stop reading at the bound rather than after 300,000 paragraphs (parse-document.ts).
    if (lines.length > limits.maxLines || textChars > limits.maxTextChars) throw tooMuchText();
    const body = match[1] ?? '';
    for (const link of body.matchAll(/<w:hyperlink\b[^>]*>/g)) {
      const id = readAttribute(link[0], 'r:id');
      const target = id ? hyperlinks.get(id) : undefined;
      if (target) links.push(target);
    }
    links.push(...fieldLinks(body));
    const props = /<w:pPr>([\s\S]*?)<\/w:pPr>/.exec(body)?.[1] ?? '';
    const style = readValue(props, 'pStyle');
    const numPr = /<w:numPr>([\s\S]*?)<\/w:numPr>/.exec(props)?.[1];
    const isListItem = numPr !== undefined ? numbering.printsMark(numPr) : /list/i.test(style ?? '');
    const look = styles.look(style);
    // An outline level (Word's navigation pane) marks a heading, set on the paragraph or its style.
    const outlineLevel = readOutlineLevel(props) ?? look.outlineLevel;
    const isOutlined = outlineLevel !== undefined && outlineLevel >= 0 && outlineLevel <= 8;
    const runs = readRuns(body.replace(/<w:pPr>[\s\S]*?<\/w:pPr>/, ''), look);
    const text = runs.map((r) => r.text).join('');
    const visible = runs.filter((r) => r.text.trim() !== '');
    const chars = visible.reduce((n, r) => n + r.text.length, 0);
    const boldChars = visible.filter((r) => r.bold).reduce((n, r) => n + r.text.length, 0);
    const size = Math.max(0, ...visible.map((r) => r.size ?? DEFAULT_FONT_SIZE));
    const boldLead = boldLeadOf(runs);
    // A manual line break inside a paragraph is a line of its own for the reader.
    for (const [at, piece] of text.split('\n').entries()) {
      const clean = piece
        .replace(/[ \u00a0]+/g, ' ')
        .replace(/ *\t */g, '\t')
        .trim();
      if (clean === '') continue;
      order += 1;
      textChars += clean.length;
      lines.push({
        text: clean,
        page: 1,
        x: 0,
        y: order,
        fontSize: size || DEFAULT_FONT_SIZE,
        bold: chars > 0 && boldChars >= chars * 0.6,
        ...(style ? { style } : {}),
        ...(isListItem ? { isListItem } : {}),
        ...(isOutlined ? { outlineLevel } : {}),
        ...(at === 0 && boldLead && clean.startsWith(`${boldLead} `) ? { boldLead } : {}),
      });
    }
  }
  return { lines, links };
}

/**
 * OOXML parts never carry a DTD (ECMA-376 Part 2 forbids it), so a DOCTYPE or ENTITY is an attack:
 * entity bombs ("billion laughs") and external entities (XXE, `SYSTEM "file:///etc/passwd"`). The
 * parser below would not expand them anyway (it decodes the five predefined entities only); refusing
 * the file says so plainly instead of showing `&lol9;` as text.
 */
const DTD_MARKUP = /<!(?:DOCTYPE|ENTITY)\b/i;

export async function extractDocx(bytes: Uint8Array, limits: ExtractionLimits): Promise<ExtractedDocument> {
  const parts = await readParts(bytes, limits.maxDecompressedBytes);
  const xml = parts.get(DOCUMENT_PART);
  if (xml === undefined) throw unreadable();
  if ([...parts.values()].some((part) => DTD_MARKUP.test(part))) {
    throw new AppError(
      'UNPROCESSABLE_FILE',
      'This Word file contains XML declarations that Word never writes, so it was not read. Please save it again from your word processor and upload that copy.',
    );
  }
  const hyperlinks = readRelationships(parts.get(RELS_PART));
  const reading = { styles: readParagraphStyles(parts.get(STYLES_PART)), numbering: readNumbering(parts.get(NUMBERING_PART)) };
  const body = parseDocumentXml(inReadingOrder(xml), hyperlinks, reading, limits);
  // The page header's text comes first, as it reads on the page; a first-page header and the
  // default one often hold the same lines, which count once.
  const headerLines: ExtractedLine[] = [];
  const seen = new Set<string>();
  for (const name of [...parts.keys()].filter((part) => HEADER_PART.test(part)).sort()) {
    for (const line of parseDocumentXml(inReadingOrder(parts.get(name) ?? ''), new Map(), reading, limits).lines) {
      if (seen.has(line.text)) continue;
      seen.add(line.text);
      headerLines.push(line);
    }
  }
  const lines = [...headerLines, ...body.lines].map((line, i) => ({ ...line, y: i + 1 }));
  const links = body.links;
  if (lines.length === 0) {
    throw new AppError('UNPROCESSABLE_FILE', 'This Word file has no text. Please upload a resume with text in it.');
  }
  return { format: 'docx', lines, links: [...new Set(links)], pageCount: 1 };
}
