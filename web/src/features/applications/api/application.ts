/** One application: read, create, change, delete, and changes to several at once. */
import type {
  Application,
  ApplicationStatus,
  BoardResponse,
  CreateApplicationRequest,
  UpdateApplicationRequest,
} from '@hireready/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { APPLICATIONS_KEY, boardQueryOptions } from './applications-list';

export const applicationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...APPLICATIONS_KEY, 'detail', id],
    queryFn: ({ signal }) => api.get<Application>(`/applications/${encodeURIComponent(id)}`, { signal }),
  });

/** An empty id asks for nothing (a page that may or may not be about an application). */
export function useApplication(id: string) {
  return useQuery({ ...applicationQueryOptions(id), enabled: id !== '' });
}

/** Changes reach the board, the table, the dashboard and the documents list (which shows each document's application). */
function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY }),
      queryClient.invalidateQueries({ queryKey: ['documents'] }),
      queryClient.invalidateQueries({ queryKey: ['profile'] }),
    ]);
}

export function useCreateApplication() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (body: Partial<CreateApplicationRequest> & Pick<CreateApplicationRequest, 'company' | 'jobTitle'>) =>
      api.post<Application>('/applications', body),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateApplication() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateApplicationRequest }) =>
      api.patch<Application>(`/applications/${encodeURIComponent(id)}`, change),
    onSuccess: (application) => {
      queryClient.setQueryData(applicationQueryOptions(application.id).queryKey, application);
      return invalidate();
    },
  });
}

/**
 * A card moved on the board: it moves at once, and goes back if the server refuses. The status
 * change itself is an ordinary PATCH.
 */
export function useMoveApplication() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateAll();
  const key = boardQueryOptions().queryKey;
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ApplicationStatus }) =>
      api.patch<Application>(`/applications/${encodeURIComponent(id)}`, { status }),
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<BoardResponse>(key);
      if (before) queryClient.setQueryData<BoardResponse>(key, moveCard(before, id, status));
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => invalidate(),
  });
}

export function moveCard(board: BoardResponse, id: string, status: ApplicationStatus): BoardResponse {
  const card = board.columns.flatMap((c) => c.applications).find((a) => a.id === id);
  if (!card || card.status === status) return board;
  return {
    columns: board.columns.map((column) => {
      if (column.status === card.status) {
        return { ...column, total: column.total - 1, applications: column.applications.filter((a) => a.id !== id) };
      }
      if (column.status === status) {
        return { ...column, total: column.total + 1, applications: [{ ...card, status, noReply: false }, ...column.applications] };
      }
      return column;
    }),
  };
}

export function useDeleteApplication() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/applications/${encodeURIComponent(id)}`),
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: applicationQueryOptions(id).queryKey });
      return invalidate();
    },
  });
}

export type BulkChange = { status?: ApplicationStatus; addTags?: string[]; removeTags?: string[]; archived?: boolean };

export function useBulkUpdate() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ ids, change }: { ids: string[]; change: BulkChange }) =>
      api.post<{ updated: number }>('/applications/bulk', { ids, ...change }),
    onSuccess: () => invalidate(),
  });
}
