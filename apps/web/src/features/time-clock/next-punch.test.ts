import { describe, expect, it } from 'vitest';
import type { TimeRecord } from '@portal/contracts/time-clock';
import { suggestNextPunch } from './next-punch';

const day = (fields: Partial<TimeRecord>): TimeRecord => ({
  trdate: '2026-11-23', timein1: null, timeout1: null, timein2: null, timeout2: null, timein3: null, timeout3: null,
  timein4: null, timeout4: null, otherentries: [], address: null, ...fields,
});

describe('suggestNextPunch', () => {
  it('suggests Time In with no records or a closed day', () => {
    expect(suggestNextPunch(undefined)).toBe('in');
    expect(suggestNextPunch([day({ timein1: '08:00:00', timeout1: '17:00:00' })])).toBe('in');
  });
  it('suggests Time Out while a time-in is open', () => {
    expect(suggestNextPunch([day({ timein1: '08:00:00' })])).toBe('out');
    expect(suggestNextPunch([day({ timein1: '08:00:00', timeout1: '12:00:00', timein2: '13:00:00' })])).toBe('out');
  });
  it('reads otherentries past the fourth pair', () => {
    expect(suggestNextPunch([day({ timein4: '15:00:00', timeout4: '15:30:00', otherentries: ['in 16:00:00'] })])).toBe('out');
  });
});
