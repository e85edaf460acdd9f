import { describe, expect, it } from 'vitest';
import { sanitizeDocumentHtml, sanitizeInlineStyle } from './sanitize-html';

/** Parse the result so assertions see what a browser would build from it. */
function parse(html: string): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

describe('sanitizeDocumentHtml', () => {
  it('removes script elements and their text', () => {
    const clean = sanitizeDocumentHtml('<p>Hello</p><script>alert(1)</script>');
    expect(clean).toBe('<p>Hello</p>');
  });

  it('removes event handler attributes', () => {
    const clean = parse(sanitizeDocumentHtml('<p onclick="alert(1)" onmouseover="alert(2)">Hi</p>'));
    const p = clean.querySelector('p');
    expect(p?.textContent).toBe('Hi');
    expect(p?.attributes).toHaveLength(0);
  });

  it('removes an img whose onerror would run', () => {
    const clean = sanitizeDocumentHtml('<p>a</p><img src=x onerror="alert(1)">');
    expect(clean).toBe('<p>a</p>');
    expect(clean).not.toMatch(/onerror|<img/i);
  });

  it('removes javascript: and data: links but keeps their text', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
    ]) {
      const link = parse(sanitizeDocumentHtml(`<a href="${href}">profile</a>`)).querySelector('a');
      expect(link?.textContent).toBe('profile');
      expect(link?.hasAttribute('href')).toBe(false);
    }
  });

  it('keeps mailto: and https: links', () => {
    const clean = parse(sanitizeDocumentHtml('<a href="mailto:maya@example.com">m</a><a href="https://linkedin.com/in/maya">l</a>'));
    expect([...clean.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'mailto:maya@example.com',
      'https://linkedin.com/in/maya',
    ]);
  });

  it('removes svg with script inside, and every other active or embedding element', () => {
    const clean = sanitizeDocumentHtml(
      '<svg><script>alert(1)</script><a xlink:href="javascript:alert(2)">x</a></svg>' +
        '<iframe src="https://evil.example"></iframe><object data="x.swf"></object><embed src="x.swf">' +
        '<form action="https://evil.example"><input name="q"><button>Send</button></form>' +
        '<math><mi xlink:href="javascript:alert(3)">m</mi></math><p>kept</p>',
    );
    expect(clean).not.toMatch(/<(svg|script|iframe|object|embed|form|input|button|math)\b/i);
    expect(clean).not.toMatch(/alert|javascript/i);
    expect(clean).toContain('<p>kept</p>');
  });

  it('removes <style> elements, whatever they contain', () => {
    const clean = sanitizeDocumentHtml(
      '<style>body { background: url(javascript:alert(1)) }</style><style>@import "https://evil.example/x.css";</style><p>x</p>',
    );
    expect(clean).toBe('<p>x</p>');
  });

  it('drops dangerous declarations from style attributes and keeps the safe ones', () => {
    const clean = parse(
      sanitizeDocumentHtml(
        '<p style="color:#123456;background-image:url(javascript:alert(1))">a</p>' +
          '<p style="width: expression(alert(1))">b</p>' +
          '<p style="position:fixed;top:0;left:0;width:100%">c</p>',
      ),
    );
    const [a, b, c] = [...clean.querySelectorAll('p')];
    expect(a?.getAttribute('style')).toBe('color:#123456');
    expect(b?.hasAttribute('style')).toBe(false);
    expect(c?.getAttribute('style')).toBe('width:100%');
  });

  it('removes class and id so stored HTML cannot borrow the app styles or clobber globals', () => {
    const clean = parse(sanitizeDocumentHtml('<div class="fixed inset-0 z-50" id="location">x</div>'));
    expect(clean.querySelector('div')?.attributes).toHaveLength(0);
  });
});

describe('sanitizeInlineStyle', () => {
  it('keeps the declarations the templates write, byte for byte', () => {
    const style =
      "margin:0;padding:0;display:flow-root;font-family:Georgia, 'Times New Roman', serif;border-bottom:0.08em solid #1a1a1a;font-size:10.5px";
    expect(sanitizeInlineStyle(style)).toBe(style);
  });

  it('keeps the colours a browser writes while editing', () => {
    expect(sanitizeInlineStyle('color: rgb(29, 79, 145); font-weight: 700;')).toBe('color: rgb(29, 79, 145);font-weight: 700');
  });

  it.each([
    ['background:url(https://evil.example/track.gif)'],
    ['color:red;background-image:image-set("https://evil.example/x.png" 1x)'],
    ['width:expression(alert(1))'],
    ['color:u\\72l(https://evil.example)'],
    ['font-family:"}body{display:none"'],
    ['color:red/**/'],
    ['color:red !important'],
    ['-moz-binding:url(x.xml#xss)'],
    ['behavior:url(x.htc)'],
    ['color:var(--x)'],
    ['font-family:"unbalanced'],
  ])('rejects %s', (style) => {
    expect(sanitizeInlineStyle(style)).not.toMatch(/url|image-set|expression|\\|\}|!|binding|behavior|var\(|unbalanced/);
  });
});

describe('sanitizeDocumentHtml keeps', () => {
  it('the document markers and language attributes', () => {
    const clean = parse(sanitizeDocumentHtml('<div data-document="resume" data-template="classic" lang="en" dir="ltr" data-x="1">x</div>'));
    const div = clean.querySelector('div');
    expect(div?.getAttribute('data-document')).toBe('resume');
    expect(div?.getAttribute('data-template')).toBe('classic');
    expect(div?.getAttribute('lang')).toBe('en');
    expect(div?.hasAttribute('data-x')).toBe(false);
  });
});
