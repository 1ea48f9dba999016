/**
 * The company's attendance policy values. Defaults follow the Labor Code: night
 * differential from 22:00 to 06:00 (Art. 86), an unpaid meal break of 60 minutes
 * (Art. 85), no grace period; overtime counted in whole blocks.
 */
export interface AttendancePolicy {
  /** Minutes after the shift start that are not yet tardiness. */
  graceMinutes: number;
  /** The night differential window, minutes from midnight. */
  nightStart: number;
  nightEnd: number;
  /** Overtime is counted in whole blocks of this many minutes (rounded down). */
  overtimeBlockMinutes: number;
  /** The meal break when a shift does not name its own. */
  defaultBreakMinutes: number;
}

export const defaultAttendancePolicy: AttendancePolicy = {
  graceMinutes: 0,
  nightStart: 22 * 60,
  nightEnd: 6 * 60,
  overtimeBlockMinutes: 30,
  defaultBreakMinutes: 60,
};

const minutesOf = (value: unknown): number | null => {
  if (typeof value !== 'string' || !/^\d{2}:\d{2}$/.test(value)) return null;
  return Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));
};

const wholeNumber = (value: unknown, min: number, max: number): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : null;

/** The policy from the company settings (`settings.attendance`), each value falling back to its default. */
export function readAttendancePolicy(settings: Record<string, unknown> | undefined): AttendancePolicy {
  const given = (settings?.attendance ?? {}) as Record<string, unknown>;
  return {
    graceMinutes: wholeNumber(given.graceMinutes, 0, 120) ?? defaultAttendancePolicy.graceMinutes,
    nightStart: minutesOf(given.nightStart) ?? defaultAttendancePolicy.nightStart,
    nightEnd: minutesOf(given.nightEnd) ?? defaultAttendancePolicy.nightEnd,
    overtimeBlockMinutes: wholeNumber(given.overtimeBlockMinutes, 1, 120) ?? defaultAttendancePolicy.overtimeBlockMinutes,
    defaultBreakMinutes: wholeNumber(given.defaultBreakMinutes, 0, 180) ?? defaultAttendancePolicy.defaultBreakMinutes,
  };
}
