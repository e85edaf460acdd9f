import { TEMPLATE_IDS } from '@hireready/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAMPLE_COVER_LETTER } from '../sample-data';
import { CoverLetterDocument } from './cover-letter-document';

describe.each(TEMPLATE_IDS)('CoverLetterDocument (%s)', (templateId) => {
  it('reads sender, date, salutation, paragraphs, closing and signature in order', () => {
    const { container } = render(<CoverLetterDocument templateId={templateId} data={SAMPLE_COVER_LETTER} fontSize={12} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Maya Thompson');
    const paragraphs = [...container.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs).toEqual([
      'maya.thompson@example.com · (503) 555-0142 · linkedin.com/in/mayathompson',
      'November 21, 2026',
      'Dear Hiring Manager,',
      ...SAMPLE_COVER_LETTER.body,
      'Sincerely,',
      'Maya Thompson',
    ]);
  });

  it('signs with the sender name when the signature is blank and skips blank paragraphs', () => {
    const { container } = render(
      <CoverLetterDocument
        templateId={templateId}
        data={{ ...SAMPLE_COVER_LETTER, date: '', body: ['One.', ' ', 'Two.'], signature: ' ' }}
        fontSize={12}
      />,
    );
    const paragraphs = [...container.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs.slice(1)).toEqual(['Dear Hiring Manager,', 'One.', 'Two.', 'Sincerely,', 'Maya Thompson']);
  });
});
