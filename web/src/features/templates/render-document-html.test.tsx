import { TEMPLATE_IDS } from '@hireready/contract';
import { describe, expect, it } from 'vitest';
import { sanitizeDocumentHtml } from '../../lib/sanitize-html';
import type { DocumentContent } from './components/template-document';
import { PRINT_ZOOM } from './document-format';
import { renderPrintPage } from './print-page';
import { renderDocumentHtml } from './render-document-html';
import { SAMPLE_COVER_LETTER, SAMPLE_RESUME } from './sample-data';

function parse(html: string): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

const everyDocument: DocumentContent[] = TEMPLATE_IDS.flatMap((templateId) => [
  { kind: 'resume', templateId, data: SAMPLE_RESUME } as const,
  { kind: 'cover_letter', templateId, data: SAMPLE_COVER_LETTER } as const,
]);

describe('renderDocumentHtml', () => {
  it('renders the template with its styles inline and the fitted size on the root', () => {
    const html = renderDocumentHtml({ kind: 'resume', templateId: 'modern', data: SAMPLE_RESUME, fontSize: 9.5 });
    const container = document.createElement('div');
    container.innerHTML = html;
    const root = container.firstElementChild as HTMLElement;
    expect(root.dataset.document).toBe('resume');
    expect(root.dataset.template).toBe('modern');
    expect(root.style.fontSize).toBe('9.5px');
    expect(root.querySelector('h1')?.getAttribute('style')).toContain('font-weight:800');
    expect(container.querySelector('style, script, [class]')).toBeNull();
  });

  it.each(everyDocument.map((content) => [`${content.templateId} ${content.kind}`, content] as const))(
    'survives the sanitiser unchanged: %s',
    (_name, content) => {
      const html = renderDocumentHtml({ ...content, fontSize: 11 });
      const clean = sanitizeDocumentHtml(html);
      // Same elements, attributes (in any order) and text: nothing the template needs was removed.
      expect(parse(clean).isEqualNode(parse(html))).toBe(true);
      expect(parse(clean).textContent).toContain(content.kind === 'resume' ? SAMPLE_RESUME.summary : SAMPLE_COVER_LETTER.body[0]);
    },
  );
});

describe('renderPrintPage', () => {
  it('sets US Letter with 0.5 in margins, zooms to print scale and escapes the title', () => {
    const page = renderPrintPage('<p>body</p>', { title: 'Resume for <Acme> & Co' });
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain('@page { size: letter; margin: 0.5in; }');
    expect(page).toContain(`zoom: ${PRINT_ZOOM}`);
    expect(page).toContain('<title>Resume for &lt;Acme&gt; &amp; Co</title>');
    expect(page).toContain('<div class="print-document"><p>body</p></div>');
    // A document fitted to the 675 px target lands within the 960 px page, losing at most 1 %.
    expect(PRINT_ZOOM * 675).toBeLessThanOrEqual(960);
    expect(PRINT_ZOOM * 675).toBeGreaterThanOrEqual(950);
  });
});
