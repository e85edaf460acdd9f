import { TEMPLATES } from '@hireready/contract';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_COVER_LETTER, SAMPLE_RESUME } from '../sample-data';
import { FittedDocument } from './fitted-document';
import { TemplatePreviewCard } from './template-preview-card';

/** A layout engine stand-in: a document root is 60 lines of 1.3 × its font size, 506.25 px wide. */
function fakeLayout() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const fontSize = Number.parseFloat(this.style.fontSize) || 0;
    const height = this.dataset.document ? 60 * 1.3 * fontSize : 0;
    return { x: 0, y: 0, top: 0, left: 0, right: 506.25, bottom: height, width: 506.25, height, toJSON() {} } as DOMRect;
  });
}

function visibleRoot(container: HTMLElement): HTMLElement {
  const roots = [...container.querySelectorAll<HTMLElement>('[data-document]')].filter((root) => !root.closest('[aria-hidden="true"]'));
  expect(roots).toHaveLength(1);
  return roots[0]!;
}

describe('FittedDocument', () => {
  it('draws the document at the largest size that fits the resume target', () => {
    fakeLayout();
    const onFit = vi.fn();
    const { container } = render(<FittedDocument kind="resume" templateId="classic" data={SAMPLE_RESUME} onFit={onFit} />);
    // 78 px per font px: 8.5 px gives 663 ≤ 675, 9 px gives 702.
    expect(visibleRoot(container).style.fontSize).toBe('8.5px');
    expect(onFit).toHaveBeenCalledWith(8.5);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Maya Thompson');
  });

  it('fits a letter to its own, shorter target', () => {
    fakeLayout();
    const onFit = vi.fn();
    render(<FittedDocument kind="cover_letter" templateId="modern" data={SAMPLE_COVER_LETTER} onFit={onFit} />);
    // 580 / 78 = 7.4: even 8 px overflows, so 8.
    expect(onFit).toHaveBeenLastCalledWith(8);
  });

  it('uses 18 px when nothing is laid out (jsdom) and can be made editable', () => {
    const { container } = render(<FittedDocument kind="resume" templateId="leftaligned" data={SAMPLE_RESUME} isEditable />);
    const root = visibleRoot(container);
    expect(root.style.fontSize).toBe('18px');
    expect(root.parentElement).toHaveAttribute('contenteditable', 'true');
  });
});

describe('TemplatePreviewCard', () => {
  it('names the template and shows the real template with the sample resume, drawn once the page is idle', async () => {
    const { container } = render(<TemplatePreviewCard templateId="leftaligned" width={200} />);
    expect(screen.getByRole('figure')).toHaveTextContent(TEMPLATES.leftaligned.name);
    await waitFor(() =>
      expect(container.querySelectorAll('[data-document="resume"][data-template="leftaligned"]').length).toBeGreaterThan(0),
    );
    expect(container).toHaveTextContent(SAMPLE_RESUME.work_experience[0]!.title);
    // The miniature is decoration: assistive technology gets the caption only.
    expect(screen.queryByRole('heading', { name: 'Maya Thompson' })).toBeNull();
  });
});
