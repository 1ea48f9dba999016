import { describe, expect, it } from 'vitest';
import { checkOvertimeHours, overlaps, windowOf } from './overtime-window';

describe('overtime windows', () => {
  it('reads a window after the shift, and one crossing midnight', () => {
    expect(windowOf('17:00', '20:00')).toEqual({ start: 1020, end: 1200 });
    expect(windowOf('22:00', '02:00')).toEqual({ start: 1320, end: 1560 });
  });

  it('tells overlapping windows from touching ones', () => {
    expect(overlaps(windowOf('08:00', '17:00'), windowOf('16:00', '18:00'))).toBe(true);
    expect(overlaps(windowOf('08:00', '17:00'), windowOf('17:00', '19:00'))).toBe(false);
    expect(overlaps(windowOf('22:00', '07:00'), windowOf('06:00', '08:00'))).toBe(false);
  });

  it('accepts hours up to the span and refuses more, or an empty window', () => {
    expect(() => checkOvertimeHours('17:00', '20:00', 3)).not.toThrow();
    expect(() => checkOvertimeHours('17:00', '20:00', 2.5)).not.toThrow();
    expect(() => checkOvertimeHours('17:00', '20:00', 4)).toThrow('noOfHours 4 is more than the 3 hours from 17:00 to 20:00.');
    expect(() => checkOvertimeHours('22:00', '02:00', 4)).not.toThrow();
    expect(() => checkOvertimeHours('17:00', '17:00', 1)).toThrow('toTime must differ from fromTime.');
  });
});
