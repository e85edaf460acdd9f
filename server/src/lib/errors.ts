/** One error type with a code (STYLE.md); the code decides the HTTP status via contract's table. */
import { ERROR_STATUS, type ErrorCode } from '@hireready/contract';

export type ErrorIssue = { path: string; message: string };

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ErrorIssue[],
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

export function errorBody(code: ErrorCode, message: string, issues?: ErrorIssue[]) {
  return { error: issues && issues.length > 0 ? { code, message, issues } : { code, message } };
}
