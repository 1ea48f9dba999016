import { describe, expect, it } from 'vitest';
import { certificateMonths, dashboardWindow, monthBefore } from './dashboard-window';

describe("the dashboard's window", () => {
  it('ends the twelve Monday-to-Sunday weeks at yesterday, and goes back far enough for three months of overtime', () => {
    // Thursday 26 November 2026: yesterday is a Wednesday.
    const window = dashboardWindow('2026-11-26');
    expect(window.to).toBe('2026-11-25');
    expect(window.weeks).toHaveLength(12);
    expect(window.weeks[11]).toEqual({ start: '2026-11-23', end: '2026-11-25' });
    expect(window.weeks[0]).toEqual({ start: '2026-09-07', end: '2026-09-13' });
    expect(window.months).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(window.from).toBe('2026-09-01');
  });

  it('starts at the first Monday when that is earlier than the first month, and turns the year', () => {
    // Tuesday 3 November 2026: yesterday is a Monday, the only day of its week so far.
    const window = dashboardWindow('2026-11-03');
    expect(window.weeks[11]).toEqual({ start: '2026-11-02', end: '2026-11-02' });
    expect(window.weeks[0]).toEqual({ start: '2026-08-17', end: '2026-08-23' });
    expect(window.months).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(window.from).toBe('2026-08-17');
    // Monday 1 March 2027: yesterday is a Sunday, the last day of its week.
    expect(dashboardWindow('2027-03-01').weeks[11]).toEqual({ start: '2027-02-22', end: '2027-02-28' });
    expect(dashboardWindow('2027-01-01').months).toEqual(['2026-10', '2026-11', '2026-12']);
  });

  it('counts months back across years, and the certificate months end with this one', () => {
    expect(monthBefore('2027-02-10', 2)).toBe('2026-12');
    expect(monthBefore('2027-01-31', 0)).toBe('2027-01');
    expect(certificateMonths('2027-02-10')).toEqual(['2026-09', '2026-10', '2026-11', '2026-12', '2027-01', '2027-02']);
  });
});
