/**
 * The data-export ZIP a member downloads from LinkedIn's privacy settings, uploaded through Upload
 * Resume (issue 20). Only the CSV files that describe a career are read, each by LinkedIn's own
 * column names; every other file is skipped unread. The archive is read within the Word reader's
 * budget of inflated bytes (20 MB), at most 2,000 entries, no entry may inflate more than 200 times
 * its compressed size and no career file past 1 MB (a long career is a few kilobytes; connections and
 * messages, the large files, are never read), all counted on the stream rather than trusted from the
 * headers. An entry named outside the archive (an absolute path, '..') makes the whole file refused.
 */
import yauzl from 'yauzl';
import { AppError } from '../../lib/errors';

export const LINKEDIN_FILES = [
  'Profile.csv',
  'Positions.csv',
  'Education.csv',
  'Skills.csv',
  'Certifications.csv',
  'Projects.csv',
  'Languages.csv',
] as const;
export type LinkedInFile = (typeof LINKEDIN_FILES)[number];

const MAX_INFLATED_BYTES = 20 * 1024 * 1024;
const MAX_ENTRIES = 2_000;
const MAX_RATIO = 200;
const MAX_FILE_BYTES = 1024 * 1024;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** A zip that names one of LinkedIn's career files (names are stored in clear) and is not a Word file. */
export function looksLikeLinkedInExport(bytes: Uint8Array): boolean {
  if (!ZIP_MAGIC.every((b, i) => bytes[i] === b)) return false;
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.includes('word/document.xml', 0, 'latin1')) return false;
  return LINKEDIN_FILES.some((name) => buffer.includes(name, 0, 'latin1'));
}

export function refused(detail: string): AppError {
  return new AppError('UNPROCESSABLE_FILE', `This LinkedIn export could not be read: ${detail}`);
}

/** The file name without folders: LinkedIn puts some files in folders, and the name is what counts. */
function baseName(path: string): string {
  return path.split('/').pop() ?? path;
}

export function readLinkedInZip(bytes: Uint8Array): Promise<Map<LinkedInFile, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(Buffer.from(bytes), { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return reject(refused('it is not a readable ZIP file.'));
      const files = new Map<LinkedInFile, string>();
      let budget = MAX_INFLATED_BYTES;
      let settled = false;
      const fail = (why: AppError) => {
        if (settled) return;
        settled = true;
        zip.close();
        reject(why);
      };
      if (zip.entryCount > MAX_ENTRIES) return fail(refused('it holds more files than a LinkedIn export does.'));
      zip.on('error', (zipError: Error) =>
        fail(
          refused(
            /^(absolute path|invalid relative path)/.test(zipError.message) ? 'it names a file outside the archive.' : 'it is damaged.',
          ),
        ),
      );
      zip.on('end', () => {
        if (settled) return;
        settled = true;
        resolve(files);
      });
      zip.on('entry', (entry: yauzl.Entry) => {
        const name = baseName(entry.fileName) as LinkedInFile;
        if (!LINKEDIN_FILES.includes(name) || files.has(name)) return zip.readEntry();
        // A bomb is named as one before its size is: a file that inflates past the ratio is not a big profile.
        const expands = refused('it expands to too much data.');
        const tooLarge = refused(`its ${name} is far larger than a profile's.`);
        const limit = Math.max(64 * 1024, entry.compressedSize * MAX_RATIO);
        if (entry.uncompressedSize > budget || entry.uncompressedSize > limit) return fail(expands);
        if (entry.uncompressedSize > MAX_FILE_BYTES) return fail(tooLarge);
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return fail(refused('it is damaged.'));
          const chunks: Buffer[] = [];
          let size = 0;
          stream.on('data', (chunk: Buffer) => {
            size += chunk.length;
            budget -= chunk.length;
            if (budget < 0 || size > limit || size > MAX_FILE_BYTES) {
              stream.destroy();
              fail(budget < 0 || size > limit ? expands : tooLarge);
              return;
            }
            chunks.push(chunk);
          });
          stream.on('error', () => fail(refused('it is damaged.')));
          stream.on('end', () => {
            files.set(
              name,
              Buffer.concat(chunks)
                .toString('utf8')
                .replace(/^\uFEFF/, ''),
            );
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}
