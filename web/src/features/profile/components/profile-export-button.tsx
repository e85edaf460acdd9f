import { jsonResumeFileName } from '@hireready/contract';
import { useState } from 'react';
import { api } from '../../../lib/api-client';

export const PROFILE_EXPORT_FAILED_MESSAGE = 'The download failed. Please try again.';

/** Hands the saved profile to the browser as a JSON Resume file, named as the server names it. */
async function downloadProfile(name: string): Promise<void> {
  const blob = await api.get<Blob>('/user/profile/export', { responseType: 'blob' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = jsonResumeFileName(name);
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * 'Download profile as JSON Resume' (issue 20): the saved profile in the open format other resume
 * tools read, so it can leave with its owner. Upload Resume takes the same file back.
 */
export function ProfileExportButton({ name, isDisabled = false }: { name: string; isDisabled?: boolean }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  async function handleClick() {
    setState('busy');
    try {
      await downloadProfile(name);
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  return (
    <div className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1 text-sm">
      <button
        type="button"
        onClick={() => void handleClick()}
        disabled={isDisabled || state === 'busy'}
        className="font-semibold text-indigo-700 underline-offset-2 hover:text-indigo-900 hover:underline disabled:cursor-wait disabled:opacity-60"
      >
        {state === 'busy' ? 'Preparing the file...' : 'Download profile as JSON Resume'}
      </button>
      {state === 'failed' ? (
        <span role="alert" className="text-red-800">
          {PROFILE_EXPORT_FAILED_MESSAGE}
        </span>
      ) : null}
    </div>
  );
}
