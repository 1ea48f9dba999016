import type { AttendanceRow } from '@portal/contracts/attendance';

/** How far back the workday before a regular holiday is looked for: past any run of rest days and holidays. */
export const ENTITLEMENT_LOOKBACK_DAYS = 14;

/**
 * A regular holiday on a working day not paid as work: no approved hours (hours worked
 * but not approved pay nothing as work, and the day's 100% is still owed) and no
 * official business.
 */
function isUnworkedRegularHoliday(day: AttendanceRow): boolean {
  return day.daycd === 'LH' && day.othrsapv === 0 && !day.officialbusiness;
}

/**
 * Whether a day before a holiday earns it: present (hours worked or official
 * business) or on paid leave. A day of unpaid leave or an absence does not.
 */
function earns(day: AttendanceRow, paidLeaveTypes: ReadonlySet<string>): boolean {
  if (day.tlhours > 0 || day.officialbusiness) return true;
  return day.charged_to !== null && day.hrday1 > 0 && paidLeaveTypes.has(day.charged_to);
}

/**
 * The cut-off's unworked regular holidays on working days, told apart by the
 * entitlement rule (ph-payroll-rules §3; Labor Advisory 12-2025, Omnibus Rules Book
 * III Rule IV): a holiday is paid when the person was present or on paid leave on the
 * workday before it; a rest day or non-working day before it is passed over to the
 * workday before that. Of successive regular holidays, one worked earns the next; one
 * not worked passes the question back to the day before it, so an absence before the
 * first means neither is paid. No workday before the holiday in the days given (a
 * person hired just before it, or away longer than the lookback) earns nothing.
 *
 * `days` are one person's rows in date order, from the lookback before the cut-off's
 * first holiday to its end; days before the hire date or after the separation are not theirs.
 */
export function unworkedRegularHolidays(
  days: readonly AttendanceRow[],
  cutoff: { from: string; to: string },
  employment: { hireDate: string; separationDate: string | null },
  paidLeaveTypes: ReadonlySet<string>,
): { entitled: string[]; not_entitled: string[] } {
  const { hireDate, separationDate } = employment;
  const entitled: string[] = [];
  const notEntitled: string[] = [];
  days.forEach((day, index) => {
    if (day.trdate < cutoff.from || day.trdate > cutoff.to || day.trdate < hireDate || !isUnworkedRegularHoliday(day)) return;
    // A holiday after the last day of employment is not the person's.
    if (separationDate !== null && day.trdate > separationDate) return;
    let earned = false;
    for (let back = index - 1; back >= 0; back--) {
      const before = days[back]!;
      if (before.trdate < hireDate) break;
      if (before.daycd === 'LH') {
        // A regular holiday worked earns the next; one not worked asks the day before it.
        if (before.tlhours > 0 || before.officialbusiness) {
          earned = true;
          break;
        }
        continue;
      }
      // Rest days, special days and days without a shift are not workdays: look further back.
      if (before.daycd !== 'REG' || before.shift === null) continue;
      earned = earns(before, paidLeaveTypes);
      break;
    }
    (earned ? entitled : notEntitled).push(day.trdate);
  });
  return { entitled, not_entitled: notEntitled };
}
