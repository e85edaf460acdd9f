/**
 * Files that say what a profile is rather than how a resume looks: a JSON Resume or LinkedIn's data
 * export. Recognised by their bytes before any document reader runs; null for everything else.
 */
import type { UploadResponse } from '@hireready/contract';
import { AppError } from '../../lib/errors';
import { looksLikeJson, readJsonResume, uploadResponseOf } from './json-resume-import';
import { readLinkedInExport } from './linkedin-import';
import { looksLikeLinkedInExport } from './linkedin-zip';

export async function readPortableProfile(bytes: Uint8Array): Promise<UploadResponse | null> {
  if (looksLikeJson(bytes)) return readJsonResume(bytes);
  if (!looksLikeLinkedInExport(bytes)) return null;
  const profile = await readLinkedInExport(bytes);
  if (!profile) throw new AppError('UNPROCESSABLE_FILE', 'This LinkedIn export could not be read: it holds none of the profile files.');
  return uploadResponseOf(profile, '');
}
