/** GET /api/applications (the table's pages) and GET /api/applications/board (every column at once). */
import type { ApplicationListQuery, ApplicationListResponse, BoardResponse } from '@hireready/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every application query starts with this key, so one invalidation refreshes board, table and dashboard. */
export const APPLICATIONS_KEY = ['applications'] as const;

export type ListParams = Partial<
  Pick<ApplicationListQuery, 'status' | 'q' | 'tag' | 'archived' | 'noReply' | 'sort' | 'dir' | 'cursor' | 'limit'>
>;

export function getApplications(params: ListParams, signal?: AbortSignal): Promise<ApplicationListResponse> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  return api.get<ApplicationListResponse>(`/applications?${search.toString()}`, { signal });
}

export const applicationListQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: [...APPLICATIONS_KEY, 'list', params],
    queryFn: ({ signal }) => getApplications(params, signal),
    placeholderData: keepPreviousData,
  });

export function useApplicationList(params: ListParams) {
  return useQuery(applicationListQueryOptions(params));
}

export const BOARD_PAGE = 20;

export const boardQueryOptions = () =>
  queryOptions({
    queryKey: [...APPLICATIONS_KEY, 'board'],
    queryFn: ({ signal }) => api.get<BoardResponse>(`/applications/board?perColumn=${BOARD_PAGE}`, { signal }),
  });

export function useBoard() {
  return useQuery(boardQueryOptions());
}
