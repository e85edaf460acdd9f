/** A saved document as a Word file or plain text (issue 20), for its owner only. */
import { exportFileName, type DocumentExportFormat as ExportFormat } from '@hireready/contract';
import type { Db } from '../../../db/client';
import { getDocument } from '../documents';
import { readDocumentBlocks } from './document-blocks';
import { toDocx } from './to-docx';
import { toPlainText } from './to-text';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
};

export type ExportedFile = { body: Uint8Array; contentType: string; fileName: string };

export async function exportDocument(opts: { db: Db; userId: string; documentId: string; format: ExportFormat }): Promise<ExportedFile> {
  // getDocument answers 404 for another user's document, exactly as for a missing one.
  const saved = await getDocument({ db: opts.db, userId: opts.userId, documentId: opts.documentId });
  const blocks = readDocumentBlocks(saved.html);
  const fileName = exportFileName(saved.fileName, opts.format);
  const body =
    opts.format === 'docx'
      ? await toDocx(blocks, { title: fileName.replace(/\.docx$/, '').replace(/_/g, ' ') })
      : new TextEncoder().encode(toPlainText(blocks));
  return { body, contentType: CONTENT_TYPES[opts.format], fileName };
}
