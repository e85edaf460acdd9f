/**
 * Document types, titles and file names as plain constants and functions, zod-free like
 * plan-catalog.ts: the document lists and the document page read them without building the
 * schemas. documents.ts adds the schemas.
 */
export const DOCUMENT_TYPES = ['resume', 'cover_letter'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_TYPE_LABEL: Record<DocumentType, string> = {
  resume: 'Resume',
  cover_letter: 'Cover Letter',
};

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
export type DocumentExportFormat = (typeof DOCUMENT_EXPORT_FORMATS)[number];

/** The saved file name ('Resume_for_Acme.pdf') with an export format's extension. */
export function exportFileName(savedFileName: string, format: DocumentExportFormat): string {
  return `${savedFileName.replace(/\.pdf$/i, '') || 'Document'}.${format}`;
}
