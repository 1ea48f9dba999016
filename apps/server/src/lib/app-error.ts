import { statusByErrorCode, type ErrorCode } from '@portal/contracts/http';
import type { MessageParams } from '@portal/contracts/messages';
import type { PortalMessage } from './messages';

/** A refusal's words: English text, or a coded message the client can show in the person's language. */
export type Refusal = string | PortalMessage;

/**
 * The one error services throw. The message is written for the person using the
 * portal: it says what is wrong and, where possible, what to do.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  /** The request field the refusal is about (its wire name), so the client shows it on that field. */
  readonly field: string | undefined;
  /** The message's code and parameters, where it has them (lib/messages.ts). */
  readonly coded: { message_code: string; params: MessageParams } | undefined;
  constructor(code: ErrorCode, message: Refusal, field?: string) {
    super(typeof message === 'string' ? message : message.text);
    this.name = 'AppError';
    this.code = code;
    this.field = field;
    this.coded = typeof message === 'string' ? undefined : { message_code: message.code, params: message.params };
  }

  get statusCode(): number {
    return statusByErrorCode[this.code];
  }
}

export const badRequest = (message: Refusal, field?: string) => new AppError('BAD_REQUEST', message, field);
export const unauthorized = (message: Refusal) => new AppError('UNAUTHORIZED', message);
export const forbidden = (message: Refusal) => new AppError('FORBIDDEN', message);
export const notFound = (message: Refusal) => new AppError('NOT_FOUND', message);
export const conflict = (message: Refusal, field?: string) => new AppError('CONFLICT', message, field);
