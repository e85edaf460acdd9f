import { DOCUMENT_ALLOWED_ATTRIBUTES, DOCUMENT_ALLOWED_TAGS, DOCUMENT_ALLOWED_URL, sanitizeInlineStyle } from '@hireready/contract';
import DOMPurify from 'dompurify';

export {
  DOCUMENT_ALLOWED_ATTRIBUTES,
  DOCUMENT_ALLOWED_CSS_PROPERTIES,
  DOCUMENT_ALLOWED_TAGS,
  DOCUMENT_ALLOWED_URL,
  SAFE_CSS_VALUE,
  sanitizeInlineStyle,
} from '@hireready/contract';

/**
 * Sanitising of document HTML in the browser (DESIGN decision 5). Run this before any stored or
 * edited HTML is put into the page or into the print window. The policy (tags, attributes, CSS) is
 * the contract's, shared with the server's sanitiser.
 */

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** A private instance, so our hook and settings never leak into other uses of DOMPurify. */
function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName !== 'style') return;
    const clean = sanitizeInlineStyle(data.attrValue);
    if (clean) data.attrValue = clean;
    else data.keepAttr = false;
  });
  purifier = instance;
  return instance;
}

/** Document HTML that is safe to show and print: see the lists above for what survives. */
export function sanitizeDocumentHtml(html: string): string {
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS: [...DOCUMENT_ALLOWED_TAGS],
    ALLOWED_ATTR: [...DOCUMENT_ALLOWED_ATTRIBUTES],
    ALLOWED_URI_REGEXP: DOCUMENT_ALLOWED_URL,
    // DOMPurify checks every attribute it does not know as a URL; these are plain words.
    ADD_URI_SAFE_ATTR: ['data-document', 'data-template', 'lang', 'dir'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  });
}
