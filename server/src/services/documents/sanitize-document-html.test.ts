import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { sanitizeDocumentHtml } from './sanitize-document-html';

/** Elements and attributes as a browser-like parser sees them. */
function parsedElements(html: string): { name: string; attribs: Record<string, string> }[] {
  const found: { name: string; attribs: Record<string, string> }[] = [];
  const parser = new Parser({ onopentag: (name, attribs) => found.push({ name, attribs }) });
  parser.write(html);
  parser.end();
  return found;
}

describe('sanitizeDocumentHtml (server)', () => {
  it('keeps the markup and inline styles templates emit, byte for byte', () => {
    const html =
      '<div data-document="resume" data-template="modern" style="font-size:11px;color:#1f2937"><header><h1 style="margin:0">Ada</h1></header>' +
      '<section><h2>Experience</h2><ul><li>Built <strong>things</strong></li></ul><a href="mailto:ada@example.com">ada@example.com</a></section></div>';
    expect(sanitizeDocumentHtml(html)).toBe(html);
  });

  it('drops style declarations that could load or run something, keeping the safe ones', () => {
    const out = sanitizeDocumentHtml('<p style="color: red; background: url(javascript:alert(1)); width: expression(alert(2))">x</p>');
    expect(out).toBe('<p style="color: red">x</p>');
  });

  it('removes style elements, classes and ids so a document cannot restyle or reach into the app', () => {
    const out = sanitizeDocumentHtml('<style>body{display:none}</style><p class="fixed inset-0" id="root">x</p>');
    expect(out).toBe('<p>x</p>');
  });

  it('removes script, handlers, dangerous links and mutation-XSS payloads', () => {
    const payloads = [
      '<script>alert(1)</script>',
      '<h1 onclick="alert(1)">x</h1>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="jav&#x09;ascript:alert(1)">x</a>',
      '<a href="data:text/html,<script>alert(1)</script>">x</a>',
      '<a href="/app/profile">x</a>',
      '<svg><script>alert(1)</script></svg>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<form action="javascript:alert(1)"><button>x</button></form>',
      '<iframe src="https://evil.example"></iframe>',
    ];
    for (const payload of payloads) {
      for (const { name, attribs } of parsedElements(sanitizeDocumentHtml(payload))) {
        expect(['img', 'script', 'svg', 'math', 'form', 'button', 'noscript', 'iframe', 'style']).not.toContain(name);
        expect(Object.keys(attribs).filter((a) => a.startsWith('on'))).toEqual([]);
        expect(attribs.href ?? 'https:').toMatch(/^(https?:|mailto:)/i);
      }
    }
  });
});
