import { describe, expect, it } from 'vitest';
import { placePunches, type IncomingPunch, type StoredPunch } from './place-punches';

const HOUR = 3_600_000;
const base = Date.UTC(2026, 10, 20, 0, 0, 0); // 2026-11-20 08:00 in Manila
const incoming = (row: number, hoursAfter: number, direction: 'in' | 'out' | null = null, localDate = '2026-11-20'): IncomingPunch => ({
  row,
  empId: '00000004',
  at: base + hoursAfter * HOUR,
  localDate,
  localTime: '08:00:00',
  direction,
  device: 'GATE-1',
});
const ownDay = (localDate: string) => localDate;

describe('placePunches', () => {
  it('pairs punches without a direction in time order: in, out, in, out', () => {
    const { placed, skipped } = placePunches([incoming(2, 0), incoming(3, 4), incoming(4, 5), incoming(5, 9)], [], ownDay);
    expect(placed.map((punch) => punch.direction)).toEqual(['in', 'out', 'in', 'out']);
    expect(placed.every((punch) => punch.trdate === '2026-11-20')).toBe(true);
    expect(skipped).toBe(0);
  });

  it('skips a punch within a minute of a stored one, or of one earlier in the file', () => {
    const stored: StoredPunch[] = [{ at: base + 30_000, direction: 'in', trdate: '2026-11-20' }];
    const { placed, skipped } = placePunches([incoming(2, 0), incoming(3, 9), incoming(4, 9 + 0.5 / 60)], stored, ownDay);
    expect(skipped).toBe(2);
    expect(placed.map((punch) => [punch.row, punch.direction])).toEqual([[3, 'out']]);
  });

  it('gives a time-out the day of the time-in it closes, across midnight', () => {
    const stored: StoredPunch[] = [{ at: base + 14 * HOUR, direction: 'in', trdate: '2026-11-20' }];
    const { placed } = placePunches([incoming(2, 22, null, '2026-11-21')], stored, ownDay);
    expect(placed[0]).toMatchObject({ direction: 'out', trdate: '2026-11-20' });
  });

  it('opens a new day after a forgotten time-out older than the open-punch limit', () => {
    const { placed } = placePunches([incoming(2, 0), incoming(3, 24, null, '2026-11-21')], [], ownDay);
    expect(placed.map((punch) => [punch.direction, punch.trdate])).toEqual([
      ['in', '2026-11-20'],
      ['in', '2026-11-21'],
    ]);
  });

  it("keeps a direction the file gives, and asks the shift rule for a time-in's day", () => {
    const nightShift = (localDate: string) => (localDate === '2026-11-21' ? '2026-11-20' : localDate);
    const { placed } = placePunches([incoming(2, 0, 'out'), incoming(3, 20, 'in', '2026-11-21')], [], nightShift);
    expect(placed.map((punch) => [punch.direction, punch.trdate])).toEqual([
      ['out', '2026-11-20'],
      ['in', '2026-11-20'],
    ]);
  });
});
