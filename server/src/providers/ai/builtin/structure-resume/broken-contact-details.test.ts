import { describe, expect, it } from 'vitest';
import type { ExtractedDocument, ExtractedLine } from '../../../extraction/extracted-document';
import { joinBrokenContactDetails } from './broken-contact-details';
import { structureResumeBuiltin } from './index';

const line = (text: string, y: number, fontSize = 7, x = 57): ExtractedLine => ({ text, page: 1, x, y, fontSize, bold: false });

/** A sidebar theme: name and headline, an 'About' block of details in small capitals, then the jobs. */
function sidebar(details: string[]): ExtractedDocument {
  const lines = [
    line('TAMSIN OKAFOR', 89, 30, 53),
    line('DISPATCH PLANNER', 107, 12, 53),
    line('ABOUT', 147, 10.5, 53),
    ...details.map((text, i) => line(text, 173 + i * 9)),
    line('Dispatch planner with nine years in regional freight. Known for calm delivery.', 260, 9),
    line('EXPERIENCE', 290, 10.5, 53),
    line('Harbour Freight\tJan 2019 - Present', 310, 9),
    line('Dispatch Lead', 322, 9),
  ];
  return { format: 'pdf', pageCount: 1, links: [], lines };
}

describe('contact details broken over two lines in a narrow column', () => {
  const result = structureResumeBuiltin(
    sidebar(['TAMSIN.OKAFOR38', '@MAILBOX.ORG', '(402) 555-0190', 'LINKEDIN.COM/IN/TAMSIN-', 'OKAFOR']),
  );

  it('reads the e-mail address and the LinkedIn profile whole', () => {
    expect(result.contact.email.toLowerCase()).toBe('tamsin.okafor38@mailbox.org');
    expect(result.contact.linkedin.toLowerCase()).toBe('https://linkedin.com/in/tamsin-okafor');
  });

  it('keeps their pieces out of the summary', () => {
    expect(result.summary).toBe('Dispatch planner with nine years in regional freight. Known for calm delivery.');
  });

  it('does not join two whole addresses', () => {
    const two = structureResumeBuiltin(sidebar(['tamsin@mailbox.org', 'okafor@example.org']));
    expect(two.contact.email).toBe('tamsin@mailbox.org');
  });
});

describe('the rest of an address set right-aligned under it', () => {
  it('joins the piece above it, not a line in another column', () => {
    const above = {
      ...line('• linkedin.com/in/tamsin-', 179, 10, 60),
      cells: [{ text: '• linkedin.com/in/tamsin-', x: 60, x1: 170, fontSize: 10, bold: false }],
    };
    const lines = joinBrokenContactDetails([above, line('okafor', 192, 10, 131), line('okafor', 206, 10, 300)]);
    expect(lines.map((l) => l.text)).toEqual(['• linkedin.com/in/tamsin-okafor', 'okafor']);
  });
});
