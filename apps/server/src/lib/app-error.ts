import { statusByErrorCode, type ErrorCode } from '@portal/contracts/http';

/**
 * The one error services throw. The message is written for the person using the
 * portal: it says what is wrong and, where possible, what to do.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  /** The request field the refusal is about (its wire name), so the client shows it on that field. */
  readonly field: string | undefined;
  constructor(code: ErrorCode, message: string, field?: string) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.field = field;
  }

  get statusCode(): number {
    return statusByErrorCode[this.code];
  }
}

export const badRequest = (message: string, field?: string) => new AppError('BAD_REQUEST', message, field);
export const unauthorized = (message: string) => new AppError('UNAUTHORIZED', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string, field?: string) => new AppError('CONFLICT', message, field);
