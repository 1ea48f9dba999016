import { describe, expect, it } from 'vitest';
import { spreadLeaveHours } from './leave-hours';

describe('spreadLeaveHours', () => {
  it('puts 8 hours on each working day', () => {
    expect(spreadLeaveHours(['2026-11-23', '2026-11-24'], 16)).toEqual([
      { date: '2026-11-23', hours: 8 },
      { date: '2026-11-24', hours: 8 },
    ]);
  });

  it('puts a half day on the last day', () => {
    expect(spreadLeaveHours(['2026-11-23', '2026-11-24'], 12)).toEqual([
      { date: '2026-11-23', hours: 8 },
      { date: '2026-11-24', hours: 4 },
    ]);
    expect(spreadLeaveHours(['2026-11-23'], 4)).toEqual([{ date: '2026-11-23', hours: 4 }]);
  });

  it('charges nothing beyond the hours asked', () => {
    expect(spreadLeaveHours(['2026-11-23', '2026-11-24', '2026-11-25'], 8)).toEqual([{ date: '2026-11-23', hours: 8 }]);
  });
});
