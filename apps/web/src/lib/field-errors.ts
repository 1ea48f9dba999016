import { ApiFailure } from './api-client';

/**
 * Mutation meta of a form that shows its own refusals (see FormDialog's `refusal`): on
 * the field the server names when the form shows it, else at the top of the form.
 * The snackbar leaves those alone, so nothing is said twice.
 */
export const refusalsInForm = { refusalsInForm: true } as const;

/** Mutation meta of a screen that answers refusals naming these fields itself (the time clock asks why in a dialog). */
export const onFields = (fields: readonly string[]) => ({ fieldErrors: fields });

/** Whether the query client's snackbar should leave this failure to the form or screen. */
export function isShownInForm(error: unknown, meta: Record<string, unknown> | undefined): boolean {
  if (meta?.refusalsInForm === true) return true;
  const fields = meta?.fieldErrors;
  return error instanceof ApiFailure && error.field !== null && Array.isArray(fields) && fields.includes(error.field);
}

/** Where a refusal goes: the field it names, if the form shows that field; else the top of the form. */
export function placeRefusal(error: unknown, form: HTMLFormElement | null): { field: string | null; element: HTMLElement | null; message: string } {
  const message = error instanceof Error ? error.message : String(error);
  const field = error instanceof ApiFailure ? error.field : null;
  const element = field && form ? form.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"]`) : null;
  return element ? { field, element, message } : { field: null, element: null, message };
}
