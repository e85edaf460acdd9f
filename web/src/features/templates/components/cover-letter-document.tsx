import type { GeneratedCoverLetter, TemplateId } from '@hireready/contract';
import { TEMPLATE_THEMES } from '../template-themes';
import { ContactLine } from './document-parts';
import { present } from './document-text';

export type CoverLetterDocumentProps = {
  templateId: TemplateId;
  data: GeneratedCoverLetter;
  /** The fitted base size in CSS px at preview scale (document-format.ts). */
  fontSize: number;
};

/** A generated cover letter in the letter layout that matches each resume template. */
export function CoverLetterDocument({ templateId, data, fontSize }: CoverLetterDocumentProps) {
  const theme = TEMPLATE_THEMES[templateId];
  const paragraphs = present(data.body);
  const signature = data.signature.trim() || data.sender.name.trim();

  return (
    <div data-document="cover_letter" data-template={templateId} style={{ ...theme.root, fontSize: `${fontSize}px` }}>
      <header style={theme.letterHeader}>
        <h1 style={theme.name}>{data.sender.name}</h1>
        <ContactLine theme={theme} {...data.sender} />
      </header>
      {data.date.trim() && <p style={theme.letterDate}>{data.date.trim()}</p>}
      {data.salutation.trim() && <p style={theme.letterParagraph}>{data.salutation.trim()}</p>}
      {paragraphs.map((paragraph, index) => (
        <p key={index} style={theme.letterParagraph}>
          {paragraph}
        </p>
      ))}
      {data.closing.trim() && <p style={theme.letterClosing}>{data.closing.trim()}</p>}
      {signature && <p style={theme.letterSignature}>{signature}</p>}
    </div>
  );
}
