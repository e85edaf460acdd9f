import { describe, expect, it } from 'vitest';
import { blockText, readDocumentBlocks } from './document-blocks';
import { toPlainText } from './to-text';

const kinds = (html: string) => readDocumentBlocks(html).blocks.map((block) => [block.kind, blockText(block)]);

describe('reading a saved document into paragraphs', () => {
  it('reads the template structure: name, contact, section titles, entry lines and bullets', () => {
    const html =
      '<div style="font-size:10px"><header><h1>Ada King</h1><p><a href="mailto:a@example.com">a@example.com</a> · London</p></header>' +
      '<section><h2>Experience</h2><div><h3>Analyst</h3><p>Engine Co · 1843 – Present</p><ul><li>Wrote &amp; published the notes</li></ul></div></section></div>';
    expect(kinds(html)).toEqual([
      ['title', 'Ada King'],
      ['contact', 'a@example.com · London'],
      ['heading', 'Experience'],
      ['entry', 'Analyst'],
      ['paragraph', 'Engine Co · 1843 – Present'],
      ['bullet', 'Wrote & published the notes'],
    ]);
    const contact = readDocumentBlocks(html).blocks[1];
    expect(contact?.runs[0]).toMatchObject({ text: 'a@example.com', href: 'mailto:a@example.com' });
  });

  it('keeps what a browser edit leaves behind: loose text, divs for new lines and line breaks', () => {
    const html = '<div><p>First line<br>second line</p>typed after<div>a new line</div><div><br></div></div>';
    expect(kinds(html)).toEqual([
      ['paragraph', 'First line\nsecond line'],
      ['paragraph', 'typed after'],
      ['paragraph', 'a new line'],
    ]);
  });

  it('turns preview pixels into printed points and carries weight, slant, capitals and rules', () => {
    const html =
      '<div style="font-size:10.125px;line-height:1.4;font-family:Georgia, serif"><h2 style="font-size:2em;text-transform:uppercase;border-bottom:1px solid #123456;font-weight:400">Skills</h2>' +
      '<p style="font-style:italic;color:rgb(255, 0, 0)">Note</p></div>';
    const { blocks, basePt, lineHeight, fontFamilies } = readDocumentBlocks(html);
    // The preview is 506.25 px wide for 7.5 printed inches: 10.125 px prints at 10.8 pt.
    expect(basePt).toBeCloseTo(10.8, 6);
    expect(lineHeight).toBe(1.4);
    expect(fontFamilies).toEqual(['Georgia', 'serif']);
    expect(blocks[0]).toMatchObject({ kind: 'heading', caps: true, rule: '123456', runs: [{ bold: false }] });
    expect(blocks[0]?.runs[0]?.sizePt).toBeCloseTo(21.6, 6);
    expect(blocks[1]?.runs[0]).toMatchObject({ italic: true, color: 'ff0000' });
  });
});

describe('plain text', () => {
  it('is one column: capitalised section titles after a blank line, dash bullets, no tabs', () => {
    const html =
      '<div><h1>Ada King</h1><h2>Experience</h2><div><div><h3>Analyst</h3><span>, </span><span>Engine Co</span></div><p>1843\t–   Present</p>' +
      '<ul><li>Wrote the notes</li></ul></div><div><div><h3>Tutor</h3></div></div></div>';
    expect(toPlainText(readDocumentBlocks(html))).toBe(
      ['Ada King', '', 'EXPERIENCE', 'Analyst, Engine Co', '1843 – Present', '- Wrote the notes', '', 'Tutor', ''].join('\r\n'),
    );
  });
});
