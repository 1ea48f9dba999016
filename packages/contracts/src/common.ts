import { z } from 'zod';

/** A write answers its message for the green snackbar, plus the record (DESIGN §3). */
/**
 * A message's code and parameters beside its English text (see messages.ts), so the
 * client can show it in the person's language. Optional: not every message has one yet.
 */
export const CodedMessage = {
  message: z.string(),
  message_code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.object({ en: z.string(), fil: z.string() })])).optional(),
};

export const MessageResponse = z.object(CodedMessage);

/**
 * An employee number as a request names it: digits, left-padded to 8 (DESIGN §4).
 * `message` replaces both the missing and the malformed message when given.
 */
export function employeeNumber(field: string, message?: string) {
  return z
    .string({ error: message ?? `${field} is required` })
    .trim()
    .regex(/^\d{1,8}$/, message ?? `${field} must be an employee number`)
    .transform((value) => value.padStart(8, '0'));
}
