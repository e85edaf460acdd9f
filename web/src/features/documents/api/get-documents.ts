import type { DocumentListResponse } from '@hireready/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** One page of the list; the server caps a page at 100. */
export const DOCUMENTS_PAGE_SIZE = 20;

type GetDocumentsOptions = { cursor?: string | null; limit?: number; signal?: AbortSignal };

/** GET /api/documents: the user's documents, newest first (SPEC point 7), one keyset page at a time. */
export function getDocuments({ cursor, limit = DOCUMENTS_PAGE_SIZE, signal }: GetDocumentsOptions = {}) {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  return api.get<DocumentListResponse>(`/documents?${params.toString()}`, { signal });
}

/** The list's key; saving a document invalidates it. A single document lives under ['documents', 'detail', id]. */
export const documentsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['documents', 'list'],
    queryFn: ({ pageParam, signal }) => getDocuments({ cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export function useDocuments() {
  return useInfiniteQuery(documentsQueryOptions());
}
