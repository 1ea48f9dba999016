import { z } from 'zod';

/** A write answers its message for the green snackbar, plus the record (DESIGN §3). */
export const MessageResponse = z.object({ message: z.string() });
