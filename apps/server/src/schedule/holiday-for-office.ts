/** One calendar entry of a day: company-wide (officeId null) or for one office. */
export interface CalendarHoliday {
  name: string;
  /** LH regular holiday, SH special non-working day, SW special working day. */
  type: 'LH' | 'SH' | 'SW';
  officeId: number | null;
}

/**
 * The holiday an employee of this office has on a day, from the day's calendar
 * entries. The office's own entry wins over the company-wide one, so an office can
 * keep a local holiday or work through a national special day; a special working
 * day (SW) is an ordinary working day, so it is no holiday. Entries of other
 * offices do not apply.
 */
export function holidayForOffice(entries: readonly CalendarHoliday[] | undefined, officeId: number | null): { name: string; type: 'LH' | 'SH' } | null {
  if (!entries) return null;
  let companyWide: CalendarHoliday | null = null;
  let own: CalendarHoliday | null = null;
  for (const entry of entries) {
    if (entry.officeId === null) companyWide = entry;
    else if (entry.officeId === officeId) own = entry;
  }
  const applies = own ?? companyWide;
  if (!applies || applies.type === 'SW') return null;
  return { name: applies.name, type: applies.type };
}
