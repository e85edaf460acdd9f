/** What an upload may be, apart from the schemas (zod-free, decision 008): the file reader's worker needs it. */

/**
 * SPEC point 5's extensions, a JSON Resume file and LinkedIn's data-export ZIP (issue 20). The server decides the real type by
 * the file's bytes.
 */
export const UPLOAD_ACCEPT = '.pdf,.doc,.docx,.json,.zip';
/** Everything UPLOAD_ACCEPT lets through, in words, for the upload dialog and the server's refusals alike. */
export const UPLOAD_FORMATS_TEXT = "a PDF, DOCX or DOC resume, a JSON Resume file (.json) or LinkedIn's data-export ZIP";
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** The refusal of a larger file, worded from the limit so the two cannot disagree. */
export const UPLOAD_TOO_LARGE_MESSAGE = `The file is larger than ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB. Please upload a smaller file.`;
