import { z } from 'zod';

/** A write answers its message for the green snackbar, plus the record (DESIGN §3). */
export const MessageResponse = z.object({ message: z.string() });

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
