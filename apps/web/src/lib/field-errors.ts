import { ApiFailure } from './api-client';

/**
 * A server refusal that names a field (the error body's `field`) is shown under that
 * field, not in the snackbar: the person sees what to change where they change it.
 * Returns whether it was placed on a field the form shows.
 */
export function showOnField(error: unknown, fields: readonly string[], setError: (field: string, message: string) => void): boolean {
  if (!(error instanceof ApiFailure) || error.field === null || !fields.includes(error.field)) return false;
  setError(error.field, error.message);
  return true;
}

/** Mutation meta for a form that shows refusals on its fields: the snackbar leaves those alone. */
export const onFields = (fields: readonly string[]) => ({ fieldErrors: fields });

/** Whether the query client's snackbar should leave this failure to the form. */
export function isShownOnField(error: unknown, meta: Record<string, unknown> | undefined): boolean {
  const fields = meta?.fieldErrors;
  return error instanceof ApiFailure && error.field !== null && Array.isArray(fields) && fields.includes(error.field);
}
