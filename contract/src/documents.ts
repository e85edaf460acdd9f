/** Saved documents (SPEC point 3, DESIGN decision 5). */
import { z } from 'zod';
import { GeneratedCoverLetterSchema, GeneratedResumeSchema, KeywordReportSchema } from './generation';
import { TemplateIdSchema } from './templates';

export const DOCUMENT_TYPES = ['resume', 'cover_letter'] as const;
export const DocumentTypeSchema = z.enum(DOCUMENT_TYPES);
export type DocumentType = z.infer<typeof DocumentTypeSchema>;

export const DOCUMENT_TYPE_LABEL: Record<DocumentType, string> = {
  resume: 'Resume',
  cover_letter: 'Cover Letter',
};

export const CreateDocumentRequestSchema = z.object({
  html: z.string().max(500_000),
  /** The spec's default is resume. */
  type: DocumentTypeSchema.default('resume'),
  jobTitle: z.string().trim().max(200).default(''),
  companyName: z.string().trim().max(200).default(''),
  templateId: TemplateIdSchema,
  content: z.union([GeneratedResumeSchema, GeneratedCoverLetterSchema]).nullable().default(null),
  /** The application the document is filed under (one of the user's own), or none. */
  applicationId: z.uuid('applicationId must be an application id.').nullable().default(null),
  /** The generation's keyword report, kept with the document for the application insights. */
  keywordReport: KeywordReportSchema.nullable().default(null),
});
export type CreateDocumentRequest = z.infer<typeof CreateDocumentRequestSchema>;

export const SavedDocumentSchema = z.object({
  id: z.string(),
  html: z.string(),
  fileName: z.string(),
  type: DocumentTypeSchema,
  documentType: DocumentTypeSchema,
  jobTitle: z.string(),
  companyName: z.string(),
  templateId: TemplateIdSchema,
  content: z.unknown().nullable(),
  createdAt: z.string(),
  updated_at: z.string(),
  applicationId: z.string().nullable(),
  /** The application's company and job title, for the documents list. */
  application: z.object({ id: z.string(), company: z.string(), jobTitle: z.string() }).nullable(),
});
export type SavedDocument = z.infer<typeof SavedDocumentSchema>;

export const DocumentSummarySchema = SavedDocumentSchema.omit({ html: true, content: true });
export type DocumentSummary = z.infer<typeof DocumentSummarySchema>;

export const DocumentListResponseSchema = z.object({
  documents: z.array(DocumentSummarySchema),
  /** Pass as `cursor` to get the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type DocumentListResponse = z.infer<typeof DocumentListResponseSchema>;

/** '{Resume|Cover Letter} for {company} - {job title}' (SPEC point 2, Document view). */
export function documentTitle(doc: { type: DocumentType; companyName: string; jobTitle: string }): string {
  const label = DOCUMENT_TYPE_LABEL[doc.type];
  const company = doc.companyName.trim();
  const job = doc.jobTitle.trim();
  if (!company && !job) return '';
  return `${label} for ${company}${job ? ` - ${job}` : ''}`;
}

/** SPEC point 3: the title with spaces replaced by underscores plus .pdf; 'Document_{id}.pdf' otherwise. */
export function documentFileName(title: string, id: string): string {
  const trimmed = title.trim();
  if (!trimmed) return `Document_${id}.pdf`;
  return `${trimmed.replace(/\s+/g, '_')}.pdf`;
}

/** Formats a saved document downloads in besides the printed PDF (issue 20). */
export const DOCUMENT_EXPORT_FORMATS = ['docx', 'txt'] as const;
export const DocumentExportFormatSchema = z.enum(DOCUMENT_EXPORT_FORMATS, {
  error: 'format must be docx or txt.',
});
export type DocumentExportFormat = z.infer<typeof DocumentExportFormatSchema>;
export const DocumentExportQuerySchema = z.object({ format: DocumentExportFormatSchema });

/** The saved file name ('Resume_for_Acme.pdf') with an export format's extension. */
export function exportFileName(savedFileName: string, format: DocumentExportFormat): string {
  return `${savedFileName.replace(/\.pdf$/i, '') || 'Document'}.${format}`;
}
