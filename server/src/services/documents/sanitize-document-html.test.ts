import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { cleanCss, sanitizeDocumentHtml } from './sanitize-document-html';

describe('cleanCss', () => {
  it('drops declarations that load or run something and keeps the rest of the rule', () => {
    expect(cleanCss('body { background: url("https://evil.example/x.png"); margin: 0 }')).toBe('body { margin: 0 }');
    expect(cleanCss('color: red; width: expression(alert(1))')).toBe('color: red;');
  });

  it('drops whole rules whose prelude is dangerous and keeps braces balanced', () => {
    expect(cleanCss('@import "x"; h1 { color: navy }')).toBe(' h1 { color: navy }');
    expect(cleanCss('@font-face { src: local(x) } p { margin: 0 }')).toBe(' p { margin: 0 }');
    expect(cleanCss('@media print { .a { color: red } .b { background: image-set("x" 1x) } }')).toBe(
      '@media print { .a { color: red } .b {} }',
    );
    expect(cleanCss('} a { b: c')).toBe(' a { b: c}');
  });

  it('drops anything that could close the style element or hide a word behind an escape', () => {
    expect(cleanCss('h1 { color: red } </style><script>alert(1)</script>')).not.toMatch(/</);
    expect(cleanCss('p { background: u\\72 l(x) }')).toBe('p {}');
  });
});

/** Elements and attributes as a browser-like parser sees them. */
function parsedElements(html: string): { name: string; attribs: Record<string, string> }[] {
  const found: { name: string; attribs: Record<string, string> }[] = [];
  const parser = new Parser({ onopentag: (name, attribs) => found.push({ name, attribs }) });
  parser.write(html);
  parser.end();
  return found;
}

describe('sanitizeDocumentHtml', () => {
  it('keeps the markup templates use', () => {
    const html = '<article class="resume"><h1>Ada</h1><h2>Experience</h2><ul><li>Built <strong>things</strong></li></ul></article>';
    expect(sanitizeDocumentHtml(html)).toBe(html);
  });

  it('moves cleaned style sheets to the front', () => {
    expect(sanitizeDocumentHtml('<p>x</p><style>p { color: red }</style>')).toBe('<style>p { color: red }</style><p>x</p>');
  });

  it('removes mutation-XSS style payloads', () => {
    const payloads = [
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<svg><style><img src=x onerror=alert(1)></style></svg>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<a href="jav&#x09;ascript:alert(1)">x</a>',
      '<a href="data:text/html,<script>alert(1)</script>">x</a>',
      '<form action="javascript:alert(1)"><button>x</button></form>',
    ];
    for (const payload of payloads) {
      const elements = parsedElements(sanitizeDocumentHtml(payload));
      for (const { name, attribs } of elements) {
        expect(['img', 'script', 'svg', 'math', 'form', 'button', 'noscript', 'iframe']).not.toContain(name);
        expect(Object.keys(attribs).filter((a) => a.startsWith('on'))).toEqual([]);
        expect(attribs.href ?? '').not.toMatch(/^\s*(javascript|data|vbscript):/i);
      }
    }
  });
});
