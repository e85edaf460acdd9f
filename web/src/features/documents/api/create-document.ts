import type { CreateDocumentRequest, SavedDocument } from '@hireready/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { documentsQueryOptions } from './get-documents';

/** POST /api/documents: the server sanitises the HTML again and computes the file name (201). */
export function createDocument(body: CreateDocumentRequest): Promise<SavedDocument> {
  return api.post<SavedDocument>('/documents', body);
}

export function useCreateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsQueryOptions().queryKey }),
  });
}
