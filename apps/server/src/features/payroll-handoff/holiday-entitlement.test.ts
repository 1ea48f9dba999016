import { describe, expect, it } from 'vitest';
import type { AttendanceRow } from '@portal/contracts/attendance';
import { unworkedRegularHolidays } from './holiday-entitlement';

type DayKind = 'worked' | 'absent' | 'paid-leave' | 'unpaid-leave' | 'ob' | 'rest' | 'special' | 'holiday' | 'holiday-worked';

/** A person's days from 2026-03-30 (a Monday), one kind each. */
function daysOf(...kinds: DayKind[]): AttendanceRow[] {
  return kinds.map((kind, index) => {
    const date = new Date(Date.UTC(2026, 2, 30 + index)).toISOString().slice(0, 10);
    const daycd = kind === 'rest' ? 'RD' : kind === 'special' ? 'SH' : kind.startsWith('holiday') ? 'LH' : 'REG';
    const worked = kind === 'worked' || kind === 'holiday-worked';
    const leave = kind === 'paid-leave' ? 'VL' : kind === 'unpaid-leave' ? 'LWOP' : null;
    return {
      trdate: date,
      daycd,
      shift: kind === 'rest' ? null : 'DAY',
      tlhours: worked ? 9 : 0,
      // A holiday worked has its hours approved unless a case says otherwise.
      othrsapv: kind === 'holiday-worked' ? 8 : 0,
      officialbusiness: kind === 'ob',
      charged_to: leave,
      hrday1: leave ? 8 : 0,
      absent: kind === 'absent',
    } as AttendanceRow;
  });
}

const PAID = new Set(['VL', 'SL']);
const WHOLE = { from: '2026-03-01', to: '2026-04-30' };
const EMPLOYED = { hireDate: '2020-01-01', separationDate: null };

describe('unworkedRegularHolidays', () => {
  it.each<[string, DayKind[], string[], string[]]>([
    ['present the day before', ['worked', 'holiday'], ['2026-03-31'], []],
    ['on paid leave the day before', ['paid-leave', 'holiday'], ['2026-03-31'], []],
    ['on official business the day before', ['ob', 'holiday'], ['2026-03-31'], []],
    ['absent the day before', ['worked', 'absent', 'holiday'], [], ['2026-04-01']],
    ['on unpaid leave the day before', ['unpaid-leave', 'holiday'], [], ['2026-03-31']],
    ['a rest day before: the workday before it decides', ['worked', 'rest', 'rest', 'holiday'], ['2026-04-02'], []],
    ['a rest day before, after an absence', ['absent', 'rest', 'holiday'], [], ['2026-04-01']],
    ['a special day before is passed over', ['worked', 'special', 'holiday'], ['2026-04-01'], []],
    ['successive holidays after a day present: both', ['worked', 'holiday', 'holiday'], ['2026-03-31', '2026-04-01'], []],
    ['successive holidays after an absence: neither', ['absent', 'holiday', 'holiday'], [], ['2026-03-31', '2026-04-01']],
    ['after an absence, the first worked earns the second', ['absent', 'holiday-worked', 'holiday'], ['2026-04-01'], []],
    ['no workday before it in the days given', ['rest', 'holiday'], [], ['2026-03-31']],
  ])('%s', (_rule, kinds, entitled, notEntitled) => {
    expect(unworkedRegularHolidays(daysOf(...kinds), WHOLE, EMPLOYED, PAID)).toEqual({ entitled, not_entitled: notEntitled });
  });

  it('counts only the cut-off’s holidays, and none before the hire date', () => {
    const days = daysOf('worked', 'holiday', 'worked', 'holiday');
    expect(unworkedRegularHolidays(days, { from: '2026-04-01', to: '2026-04-30' }, EMPLOYED, PAID)).toEqual({ entitled: ['2026-04-02'], not_entitled: [] });
    // Hired on the day of the second holiday's eve: the first is before they were hired.
    expect(unworkedRegularHolidays(days, WHOLE, { hireDate: '2026-04-01', separationDate: null }, PAID)).toEqual({ entitled: ['2026-04-02'], not_entitled: [] });
    // Hired on a holiday: no workday of theirs before it.
    expect(unworkedRegularHolidays(days, WHOLE, { hireDate: '2026-03-31', separationDate: null }, PAID)).toEqual({ entitled: ['2026-04-02'], not_entitled: ['2026-03-31'] });
    // Separated on the eve of the second: it is not theirs.
    expect(unworkedRegularHolidays(days, WHOLE, { hireDate: '2020-01-01', separationDate: '2026-04-01' }, PAID)).toEqual({ entitled: ['2026-03-31'], not_entitled: [] });
  });

  it('does not count a holiday worked with approved hours, which is paid as work; one worked without them still earns its 100%', () => {
    expect(unworkedRegularHolidays(daysOf('worked', 'holiday-worked'), WHOLE, EMPLOYED, PAID)).toEqual({ entitled: [], not_entitled: [] });
    const unapproved = daysOf('worked', 'holiday-worked').map((day) => (day.daycd === 'LH' ? { ...day, othrsapv: 0 } : day));
    expect(unworkedRegularHolidays(unapproved, WHOLE, EMPLOYED, PAID)).toEqual({ entitled: ['2026-03-31'], not_entitled: [] });
  });
});
