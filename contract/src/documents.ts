/** Saved documents (SPEC point 3, DESIGN decision 5). */
import { z } from 'zod';
import { GeneratedCoverLetterSchema, GeneratedResumeSchema, KeywordReportSchema } from './generation';
import { TemplateIdSchema } from './templates';
import { DOCUMENT_EXPORT_FORMATS, DOCUMENT_TYPES } from './document-catalog';

export * from './document-catalog';

export const DocumentTypeSchema = z.enum(DOCUMENT_TYPES);

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

export const DocumentExportFormatSchema = z.enum(DOCUMENT_EXPORT_FORMATS, {
  error: 'format must be docx or txt.',
});
export const DocumentExportQuerySchema = z.object({ format: DocumentExportFormatSchema });
