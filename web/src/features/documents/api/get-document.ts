import type { SavedDocument } from '@hireready/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';

/** GET /api/documents/:id: one saved document; 404 for an unknown id or another user's document. */
export function getDocument(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<SavedDocument> {
  return api.get<SavedDocument>(`/documents/${encodeURIComponent(id)}`, { signal });
}

export const documentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['documents', 'detail', id],
    queryFn: ({ signal }) => getDocument(id, { signal }),
  });

export function useDocument(id: string) {
  return useQuery(documentQueryOptions(id));
}

export function isDocumentNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'NOT_FOUND' || error.status === 404);
}
