/** The SQLSTATE a locked payroll cut-off refuses a request with (the payroll_cutoff_lock migration). */
const LOCKED_CUTOFF = 'PL423';

/** The refusal's message when the error is a locked payroll cut-off refusing a request, else null. */
export function lockedCutoffMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === LOCKED_CUTOFF && typeof message === 'string' ? message : null;
}
