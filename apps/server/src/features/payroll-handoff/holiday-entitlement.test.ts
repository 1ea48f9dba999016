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
      officialbusiness: kind === 'ob',
      charged_to: leave,
      hrday1: leave ? 8 : 0,
      absent: kind === 'absent',
    } as AttendanceRow;
  });
}

const PAID = new Set(['VL', 'SL']);
const WHOLE = { from: '2026-03-01', to: '2026-04-30' };

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
    expect(unworkedRegularHolidays(daysOf(...kinds), WHOLE, '2020-01-01', PAID)).toEqual({ entitled, not_entitled: notEntitled });
  });

  it('counts only the cut-off’s holidays, and none before the hire date', () => {
    const days = daysOf('worked', 'holiday', 'worked', 'holiday');
    expect(unworkedRegularHolidays(days, { from: '2026-04-01', to: '2026-04-30' }, '2020-01-01', PAID)).toEqual({ entitled: ['2026-04-02'], not_entitled: [] });
    // Hired on the day of the second holiday's eve: the first is before they were hired.
    expect(unworkedRegularHolidays(days, WHOLE, '2026-04-01', PAID)).toEqual({ entitled: ['2026-04-02'], not_entitled: [] });
    // Hired on a holiday: no workday of theirs before it.
    expect(unworkedRegularHolidays(days, WHOLE, '2026-03-31', PAID)).toEqual({ entitled: ['2026-04-02'], not_entitled: ['2026-03-31'] });
  });

  it('does not count a holiday worked, which is paid as work', () => {
    expect(unworkedRegularHolidays(daysOf('worked', 'holiday-worked'), WHOLE, '2020-01-01', PAID)).toEqual({ entitled: [], not_entitled: [] });
  });
});
