import { describe, expect, it } from 'vitest';
import type { TimeRecord } from '@portal/contracts/time-clock';
// The portal's i18n instance, active in English (the source): the marks are said through it.
import '../../../lib/i18n';
import { dayMarks } from './day-marks';

const day = (fields: Partial<TimeRecord>): TimeRecord => ({
  trdate: '2026-11-23', timein1: '08:00:00', timeout1: null, timein2: null, timeout2: null, timein3: null, timeout3: null,
  timein4: null, timeout4: null, otherentries: [], address: null, outside_geofence: false, outside_reasons: [], location_unknown: false,
  offline: false, from_terminal: false, clock_drift_seconds: null, ...fields,
});

describe('dayMarks', () => {
  it('names nothing on an ordinary day', () => {
    expect(dayMarks(day({}))).toEqual([]);
  });

  it('names each mark, the drift in whole minutes fast or slow, and the reasons given outside the area', () => {
    const marks = dayMarks(day({ offline: true, from_terminal: true, clock_drift_seconds: -290, outside_geofence: true, outside_reasons: ['Client visit', 'Site check'] }));
    expect(marks.map((mark) => [mark.text, mark.warn])).toEqual([
      ['Sent later (offline)', false],
      ['From a time terminal', false],
      ['Phone clock 5 min slow', true],
      ['Outside office area: Client visit; Site check', true],
    ]);
    expect(dayMarks(day({ clock_drift_seconds: 20 }))[0]!.text).toBe('Phone clock 1 min fast');
  });
});
