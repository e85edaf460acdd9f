/**
 * Server-side sanitising of document HTML before it is stored (DESIGN decision 5). The browser
 * sanitises again before showing it; both must leave nothing that runs: no script, no event
 * handler, no javascript:/data: URL, no CSS that loads or executes anything.
 */
import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';

const ALLOWED_TAGS = [
  'html', 'head', 'body', 'main', 'article', 'section', 'header', 'footer', 'div', 'span', 'p', 'br', 'hr',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'strong', 'b', 'em', 'i', 'u', 's',
  'small', 'sub', 'sup', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'address', 'time', 'blockquote',
  'title', 'meta',
];

/**
 * CSS that can fetch, execute or escape its context: URL-taking functions, legacy script hooks,
 * escapes that could spell any of them, and `<`, which could close the style element.
 */
const DANGEROUS_CSS =
  /(url\s*\(|image-set\s*\(|image\s*\(|cross-fade\s*\(|element\s*\(|src\s*\(|expression\s*\(|javascript:|vbscript:|@import|@font-face|@namespace|behavior\s*:|-moz-binding|<|\\)/i;

/**
 * Keeps the structure of a style sheet (or a style attribute) and drops each declaration, and
 * each rule whose selector or at-rule prelude, that matches DANGEROUS_CSS. Braces stay balanced.
 */
export function cleanCss(css: string): string {
  let out = '';
  let buffer = '';
  let depth = 0;
  /** While >= 0, the depth at which a dropped block was opened. */
  let skipFrom = -1;
  for (const ch of css) {
    if (ch === '{') {
      if (skipFrom < 0 && DANGEROUS_CSS.test(buffer)) skipFrom = depth;
      if (skipFrom < 0) out += `${buffer}{`;
      buffer = '';
      depth++;
    } else if (ch === '}') {
      if (depth === 0) {
        buffer = '';
        continue;
      }
      if (skipFrom < 0 && !DANGEROUS_CSS.test(buffer)) out += buffer;
      buffer = '';
      depth--;
      if (skipFrom < 0) out += '}';
      else if (depth === skipFrom) skipFrom = -1;
    } else if (ch === ';') {
      if (skipFrom < 0 && !DANGEROUS_CSS.test(buffer)) out += `${buffer};`;
      buffer = '';
    } else {
      buffer += ch;
    }
  }
  if (skipFrom < 0 && !DANGEROUS_CSS.test(buffer)) out += buffer;
  const open = (out.match(/{/g)?.length ?? 0) - (out.match(/}/g)?.length ?? 0);
  return out + '}'.repeat(Math.max(0, open));
}

/**
 * Style sheets are read with the same parser sanitize-html uses, so what we clean is exactly
 * what a browser would see; the cleaned CSS goes back as one <style> element in front.
 */
function extractStyleSheets(html: string): string {
  const sheets: string[] = [];
  let depth = 0;
  let current = '';
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'style') {
          depth++;
          current = '';
        }
      },
      ontext(text) {
        if (depth > 0) current += text;
      },
      onclosetag(name) {
        if (name === 'style' && depth > 0) {
          depth--;
          sheets.push(current);
        }
      },
    },
    { decodeEntities: false, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return sheets.map(cleanCss).join('\n').trim();
}

export function sanitizeDocumentHtml(html: string): string {
  const css = extractStyleSheets(html);
  const body = sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      '*': ['class', 'style', 'lang', 'dir', 'title', 'aria-label', 'role', 'data-section', 'data-template'],
      a: ['href', 'class', 'style'],
      meta: ['charset'],
      td: ['colspan', 'rowspan', 'class', 'style'],
      th: ['colspan', 'rowspan', 'class', 'style'],
      time: ['datetime', 'class', 'style'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    // Inline style attributes are cleaned by our own rule instead of a property allowlist, so
    // templates keep their layout while anything that loads or runs code is dropped.
    parseStyleAttributes: false,
    transformTags: {
      '*': (tagName, attribs) => {
        if (attribs.style !== undefined) {
          const cleaned = cleanCss(attribs.style);
          if (cleaned.trim()) attribs.style = cleaned;
          else delete attribs.style;
        }
        return { tagName, attribs };
      },
    },
  });
  return css ? `<style>${css}</style>${body}` : body;
}
