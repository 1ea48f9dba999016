import { describe, expect, it } from 'vitest';
import { orderAdjustmentEntries, type AdjustmentTimes } from './adjustment-entries';

const none: AdjustmentTimes = {
  timeIn1: null, timeOut1: null, timeIn2: null, timeOut2: null,
  timeIn3: null, timeOut3: null, timeIn4: null, timeOut4: null,
};

describe('orderAdjustmentEntries', () => {
  it('lays out a day shift with a lunch break in order', () => {
    const entries = orderAdjustmentEntries({ ...none, timeIn1: '08:00', timeOut1: '12:00', timeIn2: '13:00', timeOut2: '17:00' }, false);
    expect(entries.map((e) => `${e.direction} ${e.time}+${e.dayOffset}`)).toEqual(['in 08:00+0', 'out 12:00+0', 'in 13:00+0', 'out 17:00+0']);
  });

  it('puts the entries after midnight on the next day for a night shift', () => {
    const entries = orderAdjustmentEntries({ ...none, timeIn1: '22:00', timeOut1: '02:00', timeIn2: '03:00', timeOut2: '07:00' }, true);
    expect(entries.map((e) => e.dayOffset)).toEqual([0, 1, 1, 1]);
  });

  it('refuses a time-out before its time-in on a day shift', () => {
    expect(() => orderAdjustmentEntries({ ...none, timeIn1: '17:00', timeOut1: '08:00' }, false)).toThrow('timeOut1 (08:00) must be after timeIn1 (17:00).');
  });

  it('refuses passing midnight twice, even on a night shift', () => {
    expect(() => orderAdjustmentEntries({ ...none, timeIn1: '22:00', timeOut1: '02:00', timeIn2: '01:00', timeOut2: '03:00' }, true)).toThrow(/only once/);
  });

  it('refuses equal times and half pairs and gaps', () => {
    expect(() => orderAdjustmentEntries({ ...none, timeIn1: '08:00', timeOut1: '08:00' }, false)).toThrow(/must be after/);
    expect(() => orderAdjustmentEntries({ ...none, timeIn1: '08:00' }, false)).toThrow('Enter Time Out 1 too: Time In 1 needs it.');
    expect(() => orderAdjustmentEntries({ ...none, timeOut1: '17:00' }, false)).toThrow('Enter Time In 1 too: Time Out 1 needs it.');
    expect(() => orderAdjustmentEntries({ ...none, timeIn2: '08:00', timeOut2: '17:00' }, false)).toThrow(/pair 1 is empty but pair 2/);
    expect(() => orderAdjustmentEntries(none, false)).toThrow('Enter at least one time in and time out.');
  });

  it('accepts 24:00 as the end of the day', () => {
    expect(orderAdjustmentEntries({ ...none, timeIn1: '16:00', timeOut1: '24:00' }, false)).toHaveLength(2);
  });
});
