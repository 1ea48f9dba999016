import { describe, expect, it } from 'vitest';
import { cutoffRange, readPayrollCutoffDay, readPayrollFactor } from './payroll-policy';

describe('payroll cut-offs', () => {
  it('are 1-15 and 16-end by default, whatever the month length', () => {
    expect(cutoffRange(2028, 2, 1, 15)).toEqual({ from: '2028-02-01', to: '2028-02-15' });
    expect(cutoffRange(2028, 2, 2, 15)).toEqual({ from: '2028-02-16', to: '2028-02-29' });
    expect(cutoffRange(2027, 2, 2, 15)).toEqual({ from: '2027-02-16', to: '2027-02-28' });
    expect(cutoffRange(2026, 12, 2, 15)).toEqual({ from: '2026-12-16', to: '2026-12-31' });
  });

  it("follow HR's cut-off day, and fall back to 15 on anything else", () => {
    expect(cutoffRange(2026, 11, 1, 10)).toEqual({ from: '2026-11-01', to: '2026-11-10' });
    expect(cutoffRange(2026, 11, 2, 27)).toEqual({ from: '2026-11-28', to: '2026-11-30' });
    expect(readPayrollCutoffDay({ payroll: { cutoffDay: 10 } })).toBe(10);
    expect(readPayrollCutoffDay({ payroll: { cutoffDay: 28 } })).toBe(15);
    expect(readPayrollCutoffDay({ payroll: { cutoffDay: '10' } })).toBe(15);
    expect(readPayrollCutoffDay(undefined)).toBe(15);
  });

  it("take the days a monthly salary pays from HR's choice, 261 otherwise", () => {
    expect(readPayrollFactor({ payroll: { factor: 313 } })).toBe(313);
    expect(readPayrollFactor({ payroll: { factor: 365 } })).toBe(365);
    expect(readPayrollFactor({ payroll: { factor: 300 } })).toBe(261);
    expect(readPayrollFactor(undefined)).toBe(261);
  });
});
