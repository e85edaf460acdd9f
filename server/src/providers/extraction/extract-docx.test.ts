/** Reading Word files: what their styles, field codes, text boxes and tables say about the text. */
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { buildZip } from '../../../test/support/files';
import { extractInProcess } from './extract-document';

describe('extractInProcess reads Word files as they are laid out', () => {
  it('takes weight and size from a paragraph style (and the styles it is based on) unless a run sets its own', async () => {
    const docx = new Document({
      styles: {
        paragraphStyles: [
          { id: 'SideText', name: 'Side Text', run: { size: 18 } },
          { id: 'SideHeading', name: 'Side Heading', basedOn: 'SideText', run: { bold: true } },
        ],
      },
      sections: [
        {
          children: [
            new Paragraph({ text: 'Skills', style: 'SideHeading' }),
            new Paragraph({ children: [new TextRun({ text: 'Triage', bold: false })], style: 'SideHeading' }),
            new Paragraph({ text: 'Wound Care', style: 'SideText' }),
          ],
        },
      ],
    });
    const doc = await extractInProcess(new Uint8Array(await Packer.toBuffer(docx)));
    expect(doc.lines.map((l) => [l.text, l.bold, l.fontSize])).toEqual([
      ['Skills', true, 9],
      ['Triage', false, 9],
      ['Wound Care', false, 9],
    ]);
  });

  it('reads links written as field codes, split over runs or in a simple field, and not their instructions as text', async () => {
    const run = (inner: string) => `<w:r>${inner}</w:r>`;
    const xml = `<w:document><w:body>
      <w:p>${run('<w:fldChar w:fldCharType="begin"/>')}${run('<w:instrText xml:space="preserve"> HYPERLINK "https://www.linkedin.com/in/</w:instrText>')}${run('<w:instrText>ada-lovelace" </w:instrText>')}${run('<w:fldChar w:fldCharType="separate"/>')}${run('<w:t>LinkedIn profile</w:t>')}${run('<w:fldChar w:fldCharType="end"/>')}</w:p>
      <w:p><w:fldSimple w:instr=" HYPERLINK &quot;mailto:ada@example.org&quot; ">${run('<w:t>ada@example.org</w:t>')}</w:fldSimple></w:p>
      <w:p><w:fldSimple w:instr=" HYPERLINK \\l &quot;experience&quot; ">${run('<w:t>Experience</w:t>')}</w:fldSimple></w:p>
    </w:body></w:document>`;
    const doc = await extractInProcess(buildZip([{ name: 'word/document.xml', data: Buffer.from(xml) }]));
    expect(doc.lines.map((l) => l.text)).toEqual(['LinkedIn profile', 'ada@example.org', 'Experience']);
    expect(doc.links).toEqual(['https://www.linkedin.com/in/ada-lovelace', 'mailto:ada@example.org']);
  });

  it('reads a text box before the paragraph it is anchored in, once, and keeps a bold lead apart', async () => {
    const para = (inner: string) => `<w:p>${inner}</w:p>`;
    const run = (text: string, bold = false) => `<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${text}</w:t></w:r>`;
    const box = `<w:txbxContent>${para(run('Contact'))}${para(run('ada@example.org'))}</w:txbxContent>`;
    const xml = `<w:document><w:body>
      ${para(`${run('Profile')}<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wps:txbx>${box}</wps:txbx></w:drawing></mc:Choice><mc:Fallback><w:pict><v:textbox>${box}</v:textbox></w:pict></mc:Fallback></mc:AlternateContent></w:r>${run(' and more')}`)}
      ${para(`${run('HALCYON CARE', true)}${run(' Registered Nurse\tJune 2019 – June 2021')}`)}
    </w:body></w:document>`;
    const doc = await extractInProcess(buildZip([{ name: 'word/document.xml', data: Buffer.from(xml) }]));
    expect(doc.lines.map((l) => l.text)).toEqual([
      'Contact',
      'ada@example.org',
      'Profile and more',
      'HALCYON CARE Registered Nurse\tJune 2019 – June 2021',
    ]);
    expect(doc.lines.map((l) => l.boldLead)).toEqual([undefined, undefined, undefined, 'HALCYON CARE']);
  });

  it('reads a text box in the page header once, before the text of the paragraph it is anchored in', async () => {
    const para = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;
    const box = `<w:txbxContent>${para('Ada Lovelace')}${para('ada@example.org')}</w:txbxContent>`;
    const header = `<w:hdr><w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps"><wps:txbx>${box}</wps:txbx></mc:Choice><mc:Fallback><v:textbox>${box}</v:textbox></mc:Fallback></mc:AlternateContent></w:r><w:r><w:t>Curriculum Vitae</w:t></w:r></w:p></w:hdr>`;
    const doc = await extractInProcess(
      buildZip([
        { name: 'word/document.xml', data: Buffer.from(`<w:document><w:body>${para('Experience')}</w:body></w:document>`) },
        { name: 'word/header1.xml', data: Buffer.from(header) },
      ]),
    );
    expect(doc.lines.map((l) => l.text)).toEqual(['Ada Lovelace', 'ada@example.org', 'Curriculum Vitae', 'Experience']);
  });

  it('reads a two-row table whose first row names its columns column by column', async () => {
    const cell = (...paras: string[]) => `<w:tc>${paras.map((p) => `<w:p><w:r><w:t>${p}</w:t></w:r></w:p>`).join('')}</w:tc>`;
    const row = (...cells: string[]) => `<w:tr>${cells.join('')}</w:tr>`;
    const band = `<w:tbl>${row(cell('Skills'), cell('Languages'))}${row(cell('Triage', 'Wound Care'), cell('English', 'Spanish'))}</w:tbl>`;
    const grid = `<w:tbl>${row(cell('Dates'), cell('2019 – 2021'))}${row(cell('Employer'), cell('Halcyon Care'))}${row(cell('Title'), cell('Nurse'))}</w:tbl>`;
    const xml = `<w:document><w:body>${band}${grid}</w:body></w:document>`;
    const doc = await extractInProcess(buildZip([{ name: 'word/document.xml', data: Buffer.from(xml) }]));
    expect(doc.lines.map((l) => l.text)).toEqual([
      'Skills',
      'Triage',
      'Wound Care',
      'Languages',
      'English',
      'Spanish',
      'Dates',
      '2019 – 2021',
      'Employer',
      'Halcyon Care',
      'Title',
      'Nurse',
    ]);
  });
});
