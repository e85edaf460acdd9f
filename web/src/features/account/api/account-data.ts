import type { DeleteAccountRequest } from '@hireready/contract';
import { api, apiRequest } from '../../../lib/api-client';
import { saveTextFile } from '../../../lib/save-file';

/** GET /api/user/export: everything kept about the account, saved as one JSON file. */
export async function downloadAllData(): Promise<void> {
  const data = await api.get<unknown>('/user/export');
  saveTextFile(JSON.stringify(data, null, 2), `hireready-data-${new Date().toISOString().slice(0, 10)}.json`, 'application/json');
}

/** DELETE /api/user: the account and all its data are gone (the server has cleared the refresh cookie). */
export async function deleteAccount(body: DeleteAccountRequest): Promise<void> {
  await apiRequest<void>('/user', { method: 'DELETE', body });
}
