import { exportFileName, type DocumentExportFormat } from '@hireready/contract';
import { api } from '../../../lib/api-client';

/** GET /api/documents/{id}/export: the saved document as a Word file or plain text. */
export async function downloadDocument(document: { id: string; fileName: string }, format: DocumentExportFormat): Promise<void> {
  const blob = await api.get<Blob>(`/documents/${encodeURIComponent(document.id)}/export?format=${format}`, { responseType: 'blob' });
  saveBlob(blob, exportFileName(document.fileName, format));
}

/** Hands a file to the browser's downloads, under the given name. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  window.document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the address is only needed until then.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
