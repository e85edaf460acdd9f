/**
 * Server-side sanitising of document HTML before it is stored (DESIGN decision 5). It applies the
 * contract's document policy, the same one the browser's sanitiser applies before showing it.
 */
import { DOCUMENT_ALLOWED_ATTRIBUTES, DOCUMENT_ALLOWED_TAGS, DOCUMENT_ALLOWED_URL_SCHEMES, sanitizeInlineStyle } from '@hireready/contract';
import sanitizeHtml from 'sanitize-html';

const GLOBAL_ATTRIBUTES = DOCUMENT_ALLOWED_ATTRIBUTES.filter((name) => name !== 'href');

export function sanitizeDocumentHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...DOCUMENT_ALLOWED_TAGS],
    // Disallowed tags go, their text stays (a <font> edit keeps its words); script and style go whole.
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'iframe', 'object', 'svg', 'math'],
    allowedAttributes: { '*': GLOBAL_ATTRIBUTES, a: [...GLOBAL_ATTRIBUTES, 'href'] },
    allowedSchemes: [...DOCUMENT_ALLOWED_URL_SCHEMES],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    // Relative links make no sense in a document and could point into the app.
    allowedSchemesByTag: {},
    parseStyleAttributes: false,
    transformTags: {
      '*': (tagName, attribs) => {
        if (attribs.style !== undefined) {
          const cleaned = sanitizeInlineStyle(attribs.style);
          if (cleaned) attribs.style = cleaned;
          else delete attribs.style;
        }
        if (attribs.href !== undefined && !/^(https?:|mailto:)/i.test(attribs.href.trim())) delete attribs.href;
        return { tagName, attribs };
      },
    },
  });
}
