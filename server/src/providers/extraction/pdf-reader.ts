// Reads text runs (with position, size and weight) and link targets out of a PDF with pdf.js. The
// layout work on the runs happens in layout-lines.ts. Callers run it in a worker, which bounds it:
// the caller caps the worker's heap and terminates it at the time limit.
//
// Nothing here can reach the network or run the file's code: pdf.js gets the bytes as `data` (no
// URL, no range requests), eval is off, and annotations are only read, so /JS actions and /URI
// links come back as data (the link targets as strings) and are never followed.

import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import type { TextRun } from './extracted-document';

type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

/** The minified builds (no declarations of their own: the same modules as pdf.mjs), parsed sooner at each start. */
const PDFJS_BUILD = 'pdfjs-dist/legacy/build/pdf.min.mjs';
const PDFJS_WORKER_BUILD = 'pdfjs-dist/legacy/build/pdf.worker.min.mjs';

export type PdfReaderReply =
  { ok: true; pageCount: number; pages: TextRun[][]; links: string[] } | { ok: false; reason: 'password' | 'invalid' };

let pdfjsModule: Promise<Pdfjs> | undefined;

const BOLD_FONT = /bold|black|heavy|semibold|demibold|extrabold|ultrabold/i;

/**
 * Icon fonts that TeX and web templates print before contact details and as bullets. Their glyphs
 * are mapped to plain letters ('H' for a phone, 'B' for an envelope), so the text would read 'H +44 …'.
 */
const ICON_FONT = /fontawesome|marvosym|academicons|webdings|wingdings|fontello|icomoon|material-?icons|ionicons|entypo|bootstrap-?icons/i;

/** pdf.js calls fonts g_d0_f1; the PostScript name ('...-Bold') is on the font object once loaded. */
function readFontName(page: PDFPageProxy, fontId: string): string {
  try {
    const font = page.commonObjs.get(fontId) as { name?: unknown } | undefined;
    return typeof font?.name === 'string' ? font.name : '';
  } catch {
    return ''; // not loaded: the weight is unknown, which only costs a layout hint
  }
}

async function readPage(page: PDFPageProxy, pageNumber: number): Promise<{ runs: TextRun[]; links: string[] }> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  // The operator list loads the fonts into commonObjs, where their real names are.
  await page.getOperatorList();
  const fontNames = new Map<string, string>();
  const runs: TextRun[] = [];
  for (const entry of content.items) {
    if (!('str' in entry) || entry.str === '') continue;
    const item: TextItem = entry;
    const [a, b, , , e, f] = item.transform as number[];
    let fontName = fontNames.get(item.fontName);
    if (fontName === undefined) {
      fontName = readFontName(page, item.fontName);
      fontNames.set(item.fontName, fontName);
    }
    // An icon mapped to a plain letter is one glyph (longer text in such a font is real text set
    // in it). It marks what follows, a bullet or a contact detail, as a bullet does. Icons mapped to
    // private-use code points are dropped with the other pictographs when lines are laid out.
    const isIcon = ICON_FONT.test(fontName) && /^[\x21-\x7e]{1,2}$/.test(item.str.trim());
    const [x, y] = viewport.convertToViewportPoint(e!, f!) as [number, number];
    runs.push({
      text: isIcon ? '•' : item.str,
      page: pageNumber,
      x,
      y,
      width: item.width,
      height: item.height,
      fontSize: Math.hypot(a!, b!),
      bold: BOLD_FONT.test(fontName),
    });
  }
  const links: string[] = [];
  for (const annotation of (await page.getAnnotations()) as { url?: unknown }[]) {
    if (typeof annotation.url === 'string') links.push(annotation.url);
  }
  return { runs, links };
}

/**
 * Loads pdf.js once per thread; a long-lived worker reuses it for every file. Its parsing half
 * (pdf.worker.mjs) is loaded here too and handed over as `globalThis.pdfjsWorker`, which pdf.js
 * uses in this thread instead of importing it during the first getDocument: a pool worker pays for
 * it while warming up, not during someone's upload.
 */
export function loadPdfjs(): Promise<Pdfjs> {
  pdfjsModule ??= Promise.all([import(PDFJS_BUILD) as Promise<Pdfjs>, import(PDFJS_WORKER_BUILD) as Promise<unknown>]).then(
    ([pdfjs, worker]) => {
      (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
      return pdfjs;
    },
  );
  return pdfjsModule;
}

export async function readPdf({ bytes, maxPages }: { bytes: Uint8Array; maxPages: number }): Promise<PdfReaderReply> {
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({
    data: bytes,
    verbosity: pdfjs.VerbosityLevel.ERRORS - 1, // silent: pdf.js warnings are not ours to print
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
  });
  try {
    const pdf = await task.promise;
    const pages: TextRun[][] = [];
    const links: string[] = [];
    for (let n = 1; n <= Math.min(pdf.numPages, maxPages); n++) {
      const page = await pdf.getPage(n);
      const result = await readPage(page, n);
      pages.push(result.runs);
      links.push(...result.links);
      page.cleanup();
    }
    return { ok: true, pageCount: pdf.numPages, pages, links };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return { ok: false, reason: name === 'PasswordException' ? 'password' : 'invalid' };
  } finally {
    await task.destroy();
  }
}
