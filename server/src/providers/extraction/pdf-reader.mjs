// Reads text runs (with position, size and weight) and link targets out of a PDF.
//
// Plain JavaScript on purpose: it runs in worker threads that start with no TypeScript loader
// hooks, so pdf.js (2 MB of JavaScript) loads in ~0.1 s instead of ~0.8 s through tsx. The layout
// work on the runs happens in TypeScript (layout-lines.ts). Callers run it in a worker, which
// bounds it: the caller caps the worker's heap and terminates it at the time limit.
//
// Nothing here can reach the network or run the file's code: pdf.js gets the bytes as `data` (no
// URL, no range requests), eval is off, and annotations are only read, so /JS actions and /URI
// links come back as data (the link targets as strings) and are never followed.

let pdfjsModule;

const BOLD_FONT = /bold|black|heavy|semibold|demibold|extrabold|ultrabold/i;

/** pdf.js calls fonts g_d0_f1; the PostScript name ('...-Bold') is on the font object once loaded. */
function readFontName(page, fontId) {
  try {
    const font = page.commonObjs.get(fontId);
    return typeof font?.name === 'string' ? font.name : '';
  } catch {
    return ''; // not loaded: the weight is unknown, which only costs a layout hint
  }
}

async function readPage(page, pageNumber) {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  // The operator list loads the fonts into commonObjs, where their real names are.
  await page.getOperatorList();
  const fontNames = new Map();
  const runs = [];
  for (const item of content.items) {
    if (typeof item.str !== 'string' || item.str === '') continue;
    const [a, b, , , e, f] = item.transform;
    let fontName = fontNames.get(item.fontName);
    if (fontName === undefined) {
      fontName = readFontName(page, item.fontName);
      fontNames.set(item.fontName, fontName);
    }
    const [x, y] = viewport.convertToViewportPoint(e, f);
    runs.push({
      text: item.str,
      page: pageNumber,
      x,
      y,
      width: item.width,
      height: item.height,
      fontSize: Math.hypot(a, b),
      bold: BOLD_FONT.test(fontName),
    });
  }
  const links = [];
  for (const annotation of await page.getAnnotations()) {
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
export function loadPdfjs() {
  pdfjsModule ??= Promise.all([
    // The minified builds: the same code, parsed ~20 ms sooner at each start (they are 3 MB together).
    import('pdfjs-dist/legacy/build/pdf.min.mjs'),
    import('pdfjs-dist/legacy/build/pdf.worker.min.mjs'),
  ]).then(([pdfjs, worker]) => {
    globalThis.pdfjsWorker = worker;
    return pdfjs;
  });
  return pdfjsModule;
}

export async function readPdf({ bytes, maxPages }) {
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
    const pages = [];
    const links = [];
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
