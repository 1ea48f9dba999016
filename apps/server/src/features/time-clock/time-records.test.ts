import { describe, expect, it } from 'vitest';
import { buildTimeRecords, type DayPunch } from './time-records';

const at = (trdate: string, direction: 'in' | 'out', time: string): DayPunch => ({ trdate, direction, time, address: null, outside_geofence: false, location_unknown: false, source: 'clock', clock_drift_seconds: null, outside_reason: null });

describe('buildTimeRecords', () => {
  it('pairs ins and outs into columns, one record per day, newest first', () => {
    const records = buildTimeRecords([
      at('2026-11-20', 'in', '08:00:00'),
      at('2026-11-20', 'out', '12:00:00'),
      at('2026-11-20', 'in', '13:00:00'),
      at('2026-11-20', 'out', '17:00:00'),
      at('2026-11-21', 'in', '08:05:00'),
    ]);
    expect(records.map((r) => r.trdate)).toEqual(['2026-11-21', '2026-11-20']);
    expect(records[1]).toMatchObject({ timein1: '08:00:00', timeout1: '12:00:00', timein2: '13:00:00', timeout2: '17:00:00', timein3: null });
    expect(records[0]).toMatchObject({ timein1: '08:05:00', timeout1: null });
  });

  it('puts punches past the fourth pair into otherentries', () => {
    const punches: DayPunch[] = [];
    for (let hour = 8; hour < 18; hour += 2) {
      punches.push(at('2026-11-20', 'in', `${String(hour).padStart(2, '0')}:00:00`));
      punches.push(at('2026-11-20', 'out', `${String(hour + 1).padStart(2, '0')}:00:00`));
    }
    const [record] = buildTimeRecords(punches);
    expect(record).toMatchObject({ timein4: '14:00:00', timeout4: '15:00:00' });
    expect(record!.otherentries).toEqual(['in 16:00:00', 'out 17:00:00']);
  });

  it('gives a time-out with nothing open a pair of its own', () => {
    const [record] = buildTimeRecords([at('2026-11-20', 'out', '06:00:00'), at('2026-11-20', 'in', '08:00:00')]);
    expect(record).toMatchObject({ timein1: null, timeout1: '06:00:00', timein2: '08:00:00' });
  });

  it('keeps the latest known address of the day', () => {
    const [record] = buildTimeRecords([
      { ...at('2026-11-20', 'in', '08:00:00'), address: 'Makati' },
      { ...at('2026-11-20', 'out', '17:00:00'), address: 'Taguig' },
    ]);
    expect(record!.address).toBe('Taguig');
  });

  it('answers nothing for no punches', () => {
    expect(buildTimeRecords([])).toEqual([]);
  });
});

describe('where a punch was', () => {
  it('says the location is unknown for a punch without one, rather than outside the office', () => {
    const [unknown] = buildTimeRecords([{ ...at('2026-11-20', 'in', '07:51:00'), outside_geofence: true, location_unknown: true }]);
    expect(unknown).toMatchObject({ location_unknown: true, outside_geofence: false });
    const [outside] = buildTimeRecords([{ ...at('2026-11-21', 'in', '07:51:00'), outside_geofence: true }]);
    expect(outside).toMatchObject({ location_unknown: false, outside_geofence: true });
  });
});
