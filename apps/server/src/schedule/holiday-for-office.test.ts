import { describe, expect, it } from 'vitest';
import { holidayForOffice, type CalendarHoliday } from './holiday-for-office';

const MAKATI = 1;
const CEBU = 2;
const national = (type: CalendarHoliday['type'], name = 'Independence Day'): CalendarHoliday => ({ name, type, officeId: null });

describe('holidayForOffice', () => {
  it('gives a company-wide regular or special non-working day to everyone', () => {
    expect(holidayForOffice([national('LH')], MAKATI)).toEqual({ name: 'Independence Day', type: 'LH' });
    expect(holidayForOffice([national('SH', 'Ninoy Aquino Day')], null)).toEqual({ name: 'Ninoy Aquino Day', type: 'SH' });
  });

  it('treats a special working day as an ordinary working day', () => {
    expect(holidayForOffice([national('SW', 'All Souls Day')], MAKATI)).toBeNull();
  });

  it("applies an office's own holiday only to that office", () => {
    const cebuCharter: CalendarHoliday = { name: 'Cebu City Charter Day', type: 'SH', officeId: CEBU };
    expect(holidayForOffice([cebuCharter], CEBU)).toEqual({ name: 'Cebu City Charter Day', type: 'SH' });
    expect(holidayForOffice([cebuCharter], MAKATI)).toBeNull();
    expect(holidayForOffice([cebuCharter], null)).toBeNull();
  });

  it("lets the office's own entry win over the company-wide one, in either order", () => {
    const cebuWorks: CalendarHoliday = { name: 'Worked in Cebu', type: 'SW', officeId: CEBU };
    expect(holidayForOffice([national('SH'), cebuWorks], CEBU)).toBeNull();
    expect(holidayForOffice([cebuWorks, national('SH')], CEBU)).toBeNull();
    expect(holidayForOffice([cebuWorks, national('SH')], MAKATI)).toEqual({ name: 'Independence Day', type: 'SH' });
    const cebuRegular: CalendarHoliday = { name: 'Local regular', type: 'LH', officeId: CEBU };
    expect(holidayForOffice([national('SH'), cebuRegular], CEBU)).toEqual({ name: 'Local regular', type: 'LH' });
  });

  it('has no holiday on a day without entries', () => {
    expect(holidayForOffice(undefined, MAKATI)).toBeNull();
    expect(holidayForOffice([], MAKATI)).toBeNull();
  });
});
