import type { GeneratedCoverLetter, GeneratedResume, TemplateId } from '@hireready/contract';
import { CoverLetterDocument } from './cover-letter-document';
import { ResumeDocument } from './resume-document';

/** Which document to draw: the kind decides the shape of `data`. */
export type DocumentContent =
  | { kind: 'resume'; templateId: TemplateId; data: GeneratedResume }
  | { kind: 'cover_letter'; templateId: TemplateId; data: GeneratedCoverLetter };

export type TemplateDocumentProps = DocumentContent & { fontSize: number };

/** Either document, for code that handles both kinds (fitting, thumbnails, HTML export). */
export function TemplateDocument(props: TemplateDocumentProps) {
  return props.kind === 'resume' ? (
    <ResumeDocument templateId={props.templateId} data={props.data} fontSize={props.fontSize} />
  ) : (
    <CoverLetterDocument templateId={props.templateId} data={props.data} fontSize={props.fontSize} />
  );
}
