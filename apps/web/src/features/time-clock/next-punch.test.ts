import { describe, expect, it } from 'vitest';
import type { TimeRecord } from '@portal/contracts/time-clock';
import { suggestNextPunch } from './next-punch';

const day = (fields: Partial<TimeRecord>): TimeRecord => ({
  trdate: '2026-11-23', timein1: null, timeout1: null, timein2: null, timeout2: null, timein3: null, timeout3: null,
  timein4: null, timeout4: null, otherentries: [], address: null, outside_geofence: false, outside_reasons: [], location_unknown: false, offline: false, from_terminal: false, clock_drift_seconds: null, ...fields,
});

const zone = 'Asia/Manila';
// Monday 23 November 2026, 10:00 in Manila.
const now = new Date('2026-11-23T02:00:00Z');

describe('suggestNextPunch', () => {
  it('suggests Time In with no records or a closed day', () => {
    expect(suggestNextPunch(undefined, now, zone)).toBe('in');
    expect(suggestNextPunch([], now, zone)).toBe('in');
    expect(suggestNextPunch([day({ timein1: '08:00:00', timeout1: '09:00:00' })], now, zone)).toBe('in');
  });
  it('suggests Time Out while a recent time-in is open', () => {
    expect(suggestNextPunch([day({ timein1: '08:00:00' })], now, zone)).toBe('out');
    expect(suggestNextPunch([day({ timein1: '07:00:00', timeout1: '08:00:00', timein2: '09:00:00' })], now, zone)).toBe('out');
  });
  it('suggests Time Out for a night shift that started yesterday evening', () => {
    expect(suggestNextPunch([day({ trdate: '2026-11-22', timein1: '22:00:00' })], now, zone)).toBe('out');
  });
  it('suggests Time In when the open time-in is a forgotten one, 20 hours old or more', () => {
    expect(suggestNextPunch([day({ trdate: '2026-11-20', timein1: '07:51:00' })], now, zone)).toBe('in');
    expect(suggestNextPunch([day({ trdate: '2026-11-22', timein1: '14:00:00' })], now, zone)).toBe('in');
  });
  it('reads otherentries past the fourth pair', () => {
    expect(suggestNextPunch([day({ timein4: '08:00:00', timeout4: '08:30:00', otherentries: ['in 09:00:00'] })], now, zone)).toBe('out');
    expect(suggestNextPunch([day({ timein4: '08:00:00', timeout4: '08:30:00', otherentries: ['in 09:00:00', 'out 09:30:00'] })], now, zone)).toBe('in');
  });
});
