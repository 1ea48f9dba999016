import { describe, expect, it } from 'vitest';
import { philippineHolidays } from './ph-holidays';

describe('philippineHolidays', () => {
  const holidays2026 = philippineHolidays(2026);
  const find = (name: string) => holidays2026.find((h) => h.name === name);

  it('places the Holy Week holidays from Easter (Easter 2026 is 5 April)', () => {
    expect(find('Maundy Thursday')).toEqual({ date: '2026-04-02', name: 'Maundy Thursday', type: 'LH' });
    expect(find('Good Friday')?.date).toBe('2026-04-03');
    expect(find('Black Saturday')).toMatchObject({ date: '2026-04-04', type: 'SH' });
  });

  it('puts National Heroes Day on the last Monday of August', () => {
    expect(find('National Heroes Day')?.date).toBe('2026-08-31');
    expect(philippineHolidays(2027).find((h) => h.name === 'National Heroes Day')?.date).toBe('2027-08-30');
  });

  it('has the fixed regular holidays and one row per date', () => {
    const dates = holidays2026.map((h) => h.date);
    expect(dates).toEqual(expect.arrayContaining(['2026-01-01', '2026-06-12', '2026-11-30', '2026-12-25', '2026-12-30']));
    expect(new Set(dates).size).toBe(dates.length);
  });
});
