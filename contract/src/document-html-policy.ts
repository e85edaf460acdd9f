/**
 * What document HTML may contain (DESIGN decision 5), shared by the browser's sanitiser (DOMPurify)
 * and the server's (sanitize-html) so the two cannot drift. Generated, edited in place, stored, shown
 * again and printed, a document must never run script nor reach the network.
 *
 * The templates style every element inline, so there is no <style> element to allow and CSS is
 * checked one declaration at a time: known properties only, and values made of plain words,
 * numbers, colours and a few colour functions. That rules out `url()`, `image-set()`,
 * `expression()`, `@import`, escapes and comments without having to list them.
 */

/** Everything the templates emit, plus what a browser's contentEditable adds while a user edits. */
export const DOCUMENT_ALLOWED_TAGS = [
  'div',
  'section',
  'header',
  'h1',
  'h2',
  'h3',
  'h4',
  'p',
  'span',
  'ul',
  'ol',
  'li',
  'a',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
] as const;

/**
 * No `class` and no `id`: a stored document could otherwise borrow the app's own utility classes
 * (Tailwind's `fixed inset-0 z-50`) to cover the screen, or clobber DOM globals by id.
 */
export const DOCUMENT_ALLOWED_ATTRIBUTES = ['style', 'href', 'data-document', 'data-template', 'lang', 'dir'] as const;

/** Schemes a document link may use. */
export const DOCUMENT_ALLOWED_URL_SCHEMES = ['http', 'https', 'mailto'] as const;

/** Links in a document: the e-mail address and the LinkedIn profile. */
export const DOCUMENT_ALLOWED_URL = /^(?:https?:|mailto:)/i;

export const DOCUMENT_ALLOWED_CSS_PROPERTIES = [
  'align-items',
  'background-color',
  'border',
  'border-bottom',
  'border-top',
  'box-sizing',
  // Keeps a section title on the same printed page as the section's first line.
  'break-after',
  'break-inside',
  'color',
  'column-gap',
  'display',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'justify-content',
  'letter-spacing',
  'line-height',
  'list-style-type',
  'margin',
  'margin-bottom',
  'margin-left',
  'margin-right',
  'margin-top',
  'overflow-wrap',
  'padding',
  'padding-bottom',
  'padding-left',
  'padding-right',
  'padding-top',
  'text-align',
  'text-decoration',
  'text-indent',
  'text-transform',
  'vertical-align',
  'white-space',
  'width',
] as const;

const ALLOWED_CSS_PROPERTIES = new Set<string>(DOCUMENT_ALLOWED_CSS_PROPERTIES);

/**
 * Letters, digits, spaces and `# % . , ' " + - /`, and parentheses for the colour functions below.
 * No `:` (so no `javascript:`), no `;{}<>` (so a value cannot end its declaration or rule), no `\`
 * (so no escapes that spell `url` in disguise), no `@` and no `!`.
 */
export const SAFE_CSS_VALUE = /^[a-zA-Z0-9\s#%.,'"+\-/()]*$/;
/** rgb() is what browsers write when an edit changes a colour. */
const ALLOWED_CSS_FUNCTIONS = new Set(['rgb', 'rgba', 'hsl', 'hsla']);

function isSafeCssValue(value: string): boolean {
  if (!value || !SAFE_CSS_VALUE.test(value) || value.includes('/*')) return false;
  if ((value.match(/"/g) ?? []).length % 2 !== 0 || (value.match(/'/g) ?? []).length % 2 !== 0) return false;
  // Every "(" must open one of the allowed functions; no bare or nested parentheses.
  const opens = value.match(/\(/g)?.length ?? 0;
  const functions = [...value.matchAll(/([a-zA-Z-]+)\(/g)].map((match) => (match[1] ?? '').toLowerCase());
  return functions.length === opens && functions.every((name) => ALLOWED_CSS_FUNCTIONS.has(name));
}

/**
 * The declarations of a `style` attribute that pass, in their original text (so a template's own
 * markup comes back byte for byte), or '' when none does.
 */
export function sanitizeInlineStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (ALLOWED_CSS_PROPERTIES.has(property) && isSafeCssValue(value)) kept.push(declaration.trim());
  }
  return kept.join(';');
}
