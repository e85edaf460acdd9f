import { describe, expect, it } from 'vitest';
import type { ExtractedDocument, ExtractedLine } from '../../../extraction/extracted-document';
import { joinBrokenContactDetails, rejoinContactRows } from './broken-contact-details';
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

  it('reads a profile address cut anywhere in its path whole', () => {
    const cut = structureResumeBuiltin(sidebar(['tamsin@mailbox.org', 'www.linkedin.com/in/tamsin', '-okafor']));
    expect(cut.contact.linkedin).toBe('https://www.linkedin.com/in/tamsin-okafor');
    const midWord = structureResumeBuiltin(sidebar(['tamsin@mailbox.org', 'www.linkedin.com/in/tam', 'sin-okafor']));
    expect(midWord.contact.linkedin).toBe('https://www.linkedin.com/in/tamsin-okafor');
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

describe('a row of contact details across two columns', () => {
  it('goes back together when the right half was read after the left column', () => {
    const at = (text: string, x: number, y: number): ExtractedLine => ({ text, page: 1, x, y, fontSize: 8.5, bold: false });
    const lines = rejoinContactRows([
      at('Tamsin Okafor', 40, 74),
      at('+40 15 333 9590\ttamsin@example.org', 40, 111),
      at('EDUCATION', 40, 139),
      at('Epic', 40, 251),
      at('Auckland, New Zealand\twww.linkedin.com/in/tamsin-okafor', 240, 111),
      at('ABOUT ME', 230, 139),
    ]);
    expect(lines.map((l) => l.text)).toEqual([
      'Tamsin Okafor',
      '+40 15 333 9590\ttamsin@example.org\tAuckland, New Zealand\twww.linkedin.com/in/tamsin-okafor',
      'EDUCATION',
      'Epic',
      'ABOUT ME',
    ]);
  });

  it('leaves a sidebar line beside a body line alone', () => {
    const at = (text: string, x: number, y: number): ExtractedLine => ({ text, page: 1, x, y, fontSize: 9.5, bold: false });
    const lines = rejoinContactRows([
      at('IV Therapy', 40, 213),
      at('Epic', 40, 251),
      at('Ran the ward rota with the night shift.', 240, 213),
    ]);
    expect(lines).toHaveLength(3);
  });
});

describe('a place under a section heading beside a sidebar detail', () => {
  it('stays where it is: only the header rows go back together', () => {
    const at = (text: string, x: number, y: number): ExtractedLine => ({ text, page: 1, x, y, fontSize: 9.5, bold: false });
    const lines = rejoinContactRows([
      at('Tamsin Okafor', 36, 70),
      at('CONTACT', 36, 167),
      at('EMAIL: tamsin@example.org', 36, 198),
      at('PROFESSIONAL EXPERIENCE', 228, 167),
      at('Harbour Distribution / Supply Chain Manager\t09/2023 - Present', 223, 188),
      at('Omaha, NE', 223, 198),
    ]);
    expect(lines).toHaveLength(6);
  });
});
