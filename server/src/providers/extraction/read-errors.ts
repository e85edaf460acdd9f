/** The file reader's failures as the user reads them, for the pool, its workers and the in-process path alike. */
import { AppError } from '../../lib/errors';

export function unreadable(): AppError {
  return new AppError('UNPROCESSABLE_FILE', 'This file could not be read. Please upload another copy.');
}

export function tookTooLong(): AppError {
  return new AppError('UNPROCESSABLE_FILE', 'This file took too long to read. Please upload a simpler copy.');
}
