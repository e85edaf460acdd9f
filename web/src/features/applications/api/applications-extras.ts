/** Insights, the dashboard overview, settings (no-reply days, calendar feed), CSV in and out, follow-up drafts. */
import type {
  ApplicationSettings,
  ApplicationsOverview,
  FollowUpDraftResponse,
  FollowUpKind,
  ImportRequest,
  ImportResponse,
  InsightsResponse,
} from '@hireready/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { APPLICATIONS_KEY } from './applications-list';

export const insightsQueryOptions = () =>
  queryOptions({
    queryKey: [...APPLICATIONS_KEY, 'insights'],
    queryFn: ({ signal }) => api.get<InsightsResponse>('/applications/insights', { signal }),
  });
export const useInsights = () => useQuery(insightsQueryOptions());

export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: [...APPLICATIONS_KEY, 'overview'],
    queryFn: ({ signal }) => api.get<ApplicationsOverview>('/applications/overview', { signal }),
  });
export const useApplicationsOverview = () => useQuery(overviewQueryOptions());

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: [...APPLICATIONS_KEY, 'settings'],
    queryFn: ({ signal }) => api.get<ApplicationSettings>('/applications/settings', { signal }),
  });
export const useTrackerSettings = () => useQuery(settingsQueryOptions());

export function useSaveNoReplyDays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noReplyDays: number) => api.patch<ApplicationSettings>('/applications/settings', { noReplyDays }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY }),
  });
}

export function useReplaceCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ApplicationSettings>('/applications/settings/calendar-token'),
    onSuccess: (settings) => queryClient.setQueryData(settingsQueryOptions().queryKey, settings),
  });
}

export function useImportApplications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportRequest) => api.post<ImportResponse>('/applications/import', body),
    onSuccess: (result) => (result.dryRun ? undefined : queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY })),
  });
}

/** GET /api/applications/export: the CSV as text, for the browser to save. */
export function exportApplications(): Promise<string> {
  return api.get<string>('/applications/export', { headers: { Accept: 'text/csv' } });
}

export function useFollowUpDraft() {
  return useMutation({
    mutationFn: ({ id, kind }: { id: string; kind: FollowUpKind }) =>
      api.post<FollowUpDraftResponse>(`/applications/${encodeURIComponent(id)}/follow-up-draft`, { kind }),
  });
}
