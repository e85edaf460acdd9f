/** What an upload may be, apart from the schemas (zod-free, decision 008): the file reader's worker needs it. */

/** SPEC point 5: accepted extensions. The server decides the real type by the file's bytes. */
export const UPLOAD_ACCEPT = '.pdf,.doc,.docx';
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
