import { say, type PortalMessage } from './messages';

/** The SQLSTATE a locked payroll cut-off refuses a request with (the payroll_cutoff_lock migration). */
const LOCKED_CUTOFF = 'PL423';

/** The refusal's message when the error is a locked payroll cut-off refusing a request, else null. */
export function lockedCutoffMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === LOCKED_CUTOFF && typeof message === 'string' ? message : null;
}

// The trigger writes its message in English (the migration's format()): the dates as
// "November 16" and "November 30, 2026", and the run's status.
const LOCKED_WORDS =
  /^The payroll of (\w+ \d{1,2}(?:, \d{4})?) to (\w+ \d{1,2}, \d{4}) is (locked|released): requests for those dates can no longer be filed, changed or approved\. Ask HR to make the change in the next payroll\.$/;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const STATUS = { locked: { en: 'locked', fil: 'Naka-lock na' }, released: { en: 'released', fil: 'Nai-release na' } } as const;

/** "November 16" or "November 30, 2026" as Filipino writes it ("Nobyembre 16"), or null for anything else. */
function dateInEach(written: string): { en: string; fil: string } | null {
  const [month = '', day = '', year] = written.replace(',', '').split(' ');
  const index = MONTHS.indexOf(month);
  if (index < 0) return null;
  const name = new Intl.DateTimeFormat('fil-PH', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, index, 1)));
  return { en: written, fil: `${name} ${day}${year ? `, ${year}` : ''}` };
}

/**
 * A locked payroll cut-off's refusal as a coded message, its dates and status in each
 * language; its English as the database wrote it when its words are not the trigger's.
 * Null when the error is not that refusal.
 */
export function lockedCutoffRefusal(error: unknown): PortalMessage | string | null {
  const message = lockedCutoffMessage(error);
  if (message === null) return null;
  const match = LOCKED_WORDS.exec(message);
  const from = match ? dateInEach(match[1]!) : null;
  const to = match ? dateInEach(match[2]!) : null;
  if (!match || !from || !to) return message;
  const coded = say('validation.payroll_locked', { from, to, status: STATUS[match[3] as keyof typeof STATUS] });
  // Said exactly as the database said it, or not coded at all.
  return coded.text === message ? coded : message;
}
