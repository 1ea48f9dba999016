import type { AttendancePolicy } from './attendance-policy';
import { overlapMinutes, pairPunches, type DayPunch, type WorkedPair } from './punch-pairs';

const DAY = 24 * 60;

export interface ScheduledShift {
  shift: string;
  shiftdesc: string;
  /** HH:mm[:ss] */
  timein: string;
  timeout: string;
  breakStart: string | null;
  breakMinutes: number | null;
}

export interface DayFacts {
  date: string;
  shift: ScheduledShift | null;
  restDay: boolean;
  /** LH regular holiday, SH special non-working day; a special working day is not a holiday here. */
  holiday: 'LH' | 'SH' | null;
  punches: DayPunch[];
  leave: { chargedTo: string; hours: number } | null;
  officialBusiness: boolean;
  approvedOvertimeHours: number;
  wfh: boolean;
}

export type DayCode = 'REG' | 'RD' | 'LH' | 'SH' | 'LHRD' | 'SHRD';

export interface DailyFigures {
  daycd: DayCode;
  shift: string | null;
  shiftdesc: string | null;
  wfh: boolean;
  pairs: WorkedPair[];
  tlhours: number;
  reghrs: number;
  nphrs: number;
  tardy: number;
  undertime: number;
  othrs: number;
  othrsapv: number;
  /** Night hours inside the overtime: worked outside the shift on a working day, any worked on a rest day or holiday (whole blocks at most). */
  otnphrs: number;
  /**
   * On a rest day or holiday, the night hours within the first 8 hours worked (in
   * time order, breaks left out): payroll's night premium differs within and beyond
   * the first 8. Always 0 on an ordinary working day.
   */
  nphrs_first8: number;
  charged_to: string | null;
  hrday1: number;
  nsa: boolean;
  absent: boolean;
  incomplete: boolean;
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const hours = (value: number) => Math.round((value / 60) * 100) / 100;

export function dayCodeOf(restDay: boolean, holiday: DayFacts['holiday']): DayCode {
  if (holiday) return restDay ? (`${holiday}RD` as DayCode) : holiday;
  return restDay ? 'RD' : 'REG';
}

/** The shift window and its unpaid break, in minutes from the day's midnight; a night shift ends the next day. */
function windowOf(shift: ScheduledShift, policy: AttendancePolicy) {
  const start = minutes(shift.timein);
  let end = minutes(shift.timeout);
  if (end <= start) end += DAY;
  const breakLength = shift.breakMinutes ?? policy.defaultBreakMinutes;
  // Without a named break start, the break is the middle hour of the shift.
  let breakStart = shift.breakStart ? minutes(shift.breakStart) : start + Math.floor((end - start - breakLength) / 2 / 60) * 60;
  if (breakStart < start) breakStart += DAY;
  return { start, end, breakStart, breakEnd: breakStart + breakLength, paid: end - start - breakLength };
}

/** Minutes of the night window (e.g. 22:00-06:00) inside a range, over the day before, the day and the day after. */
function nightMinutes(from: number, to: number, policy: AttendancePolicy): number {
  const nightLength = (policy.nightEnd - policy.nightStart + DAY) % DAY;
  let total = 0;
  for (const dayStart of [-DAY, 0, DAY]) {
    const start = dayStart + policy.nightStart;
    total += overlapMinutes(from, to, start, start + nightLength);
  }
  return total;
}

/**
 * One employee's day under Philippine rules, from the facts alone: schedule,
 * punches, holiday, approved leave, official business and overtime. Pure, so the
 * same facts always give the same figures.
 */
export function computeDailyAttendance(facts: DayFacts, policy: AttendancePolicy): DailyFigures {
  const daycd = dayCodeOf(facts.restDay, facts.holiday);
  const pairs = pairPunches(facts.punches);
  // Plain loops, no closures: this runs for every person and day of a month's report.
  const closed: { in: number; out: number }[] = [];
  let incomplete = false;
  for (const pair of pairs) {
    if (pair.out === null) incomplete = true;
    else closed.push({ in: pair.in, out: pair.out });
  }
  const figures: DailyFigures = {
    daycd,
    shift: facts.shift?.shift ?? null,
    shiftdesc: facts.shift?.shiftdesc ?? null,
    wfh: facts.wfh,
    pairs,
    tlhours: 0,
    reghrs: 0,
    nphrs: 0,
    tardy: 0,
    undertime: 0,
    othrs: 0,
    othrsapv: 0,
    otnphrs: 0,
    nphrs_first8: 0,
    charged_to: facts.leave?.chargedTo ?? null,
    hrday1: facts.leave?.hours ?? 0,
    nsa: facts.shift ? minutes(facts.shift.timeout) <= minutes(facts.shift.timein) : false,
    absent: false,
    incomplete,
  };
  // A forgotten time-out is flagged, not guessed: the day counts no hours until adjusted.
  if (incomplete) return figures;

  const window = facts.shift ? windowOf(facts.shift, policy) : null;
  let worked = 0;
  let breakTaken = 0;
  let inShift = 0;
  let night = 0;
  let nightInShift = 0;
  for (const pair of closed) {
    worked += pair.out - pair.in;
    const breakFrom = window ? Math.max(pair.in, window.breakStart) : 0;
    const breakTo = window ? Math.min(pair.out, window.breakEnd) : 0;
    // Hours inside the unpaid break count in no figure but tlhours, night hours included.
    night += nightMinutes(pair.in, pair.out, policy) - (breakTo > breakFrom ? nightMinutes(breakFrom, breakTo, policy) : 0);
    if (window) {
      const inBreak = overlapMinutes(pair.in, pair.out, window.breakStart, window.breakEnd);
      breakTaken += inBreak;
      inShift += overlapMinutes(pair.in, pair.out, window.start, window.end) - inBreak;
      const shiftFrom = Math.max(pair.in, window.start);
      const shiftTo = Math.min(pair.out, window.end);
      if (shiftTo > shiftFrom) nightInShift += nightMinutes(shiftFrom, shiftTo, policy) - (breakTo > breakFrom ? nightMinutes(breakFrom, breakTo, policy) : 0);
    }
  }
  figures.tlhours = hours(worked);
  figures.nphrs = hours(Math.max(0, night));

  const workingDay = daycd === 'REG' && window !== null;
  let overtime: number;
  let overtimeNight: number;
  if (workingDay && window) {
    const leaveMinutes = Math.round((facts.leave?.hours ?? 0) * 60);
    if (facts.officialBusiness) {
      // Official business counts as worked: the whole paid shift, no lateness or undertime.
      figures.reghrs = hours(window.paid);
    } else {
      figures.reghrs = hours(Math.max(0, inShift));
      if (closed.length === 0) {
        figures.absent = leaveMinutes < window.paid;
      } else if (leaveMinutes < window.paid) {
        applyLateness(figures, closed, window, leaveMinutes, policy);
      }
    }
    // Undertime never offsets overtime (Art. 88): time outside the shift stands on its own.
    overtime = worked - breakTaken - Math.max(0, inShift);
    overtimeNight = night - nightInShift;
  } else {
    // Rest days and holidays: every hour worked is overtime; the day code tells payroll the premium.
    overtime = worked - breakTaken;
    overtimeNight = night;
    figures.nphrs_first8 = hours(nightInFirstHours(closed, window, FIRST_HOURS_MINUTES, policy));
  }
  const blocks = Math.floor(Math.max(0, overtime) / policy.overtimeBlockMinutes) * policy.overtimeBlockMinutes;
  figures.othrs = hours(blocks);
  figures.otnphrs = hours(Math.min(blocks, Math.max(0, overtimeNight)));
  figures.othrsapv = Math.min(facts.approvedOvertimeHours, figures.othrs);
  return figures;
}

/**
 * Tardiness and undertime against the shift. A partial leave covers the half of
 * the shift the person was away: the morning when they came in late, otherwise the
 * afternoon, so neither counts for that half.
 */
function applyLateness(
  figures: DailyFigures,
  closed: { in: number; out: number }[],
  window: ReturnType<typeof windowOf>,
  leaveMinutes: number,
  policy: AttendancePolicy,
): void {
  let firstIn = Infinity;
  let lastOut = -Infinity;
  for (const pair of closed) {
    if (pair.in < firstIn) firstIn = pair.in;
    if (pair.out > lastOut) lastOut = pair.out;
  }
  const breakLength = window.breakEnd - window.breakStart;
  let start = window.start;
  let end = window.end;
  if (leaveMinutes > 0) {
    if (firstIn > window.start + policy.graceMinutes) {
      // The morning was on leave: the person is due when it ends, after the break if it reaches it.
      start = window.start + leaveMinutes;
      if (start >= window.breakStart) start += breakLength;
    } else {
      // The afternoon was on leave: the person may leave when it starts, before the break if it reaches it.
      end = window.end - leaveMinutes;
      if (end <= window.breakEnd) end -= breakLength;
    }
  }
  if (firstIn > start + policy.graceMinutes) figures.tardy = Math.round(firstIn - start);
  if (lastOut < end) figures.undertime = Math.round(end - lastOut);
}

/** The first 8 hours of a day, where rest-day and holiday premiums change rate. */
const FIRST_HOURS_MINUTES = 8 * 60;

/**
 * Night minutes within the first `budget` minutes worked, in time order, with the
 * unpaid break (when the day has a shift) left out as every other figure leaves it.
 */
function nightInFirstHours(
  closed: readonly { in: number; out: number }[],
  window: ReturnType<typeof windowOf> | null,
  budget: number,
  policy: AttendancePolicy,
): number {
  let left = budget;
  let night = 0;
  const segments: [number, number][] = [];
  for (const pair of [...closed].sort((a, b) => a.in - b.in)) {
    if (window && window.breakEnd > window.breakStart && pair.in < window.breakEnd && pair.out > window.breakStart) {
      if (pair.in < window.breakStart) segments.push([pair.in, window.breakStart]);
      if (pair.out > window.breakEnd) segments.push([window.breakEnd, pair.out]);
    } else segments.push([pair.in, pair.out]);
  }
  for (const [from, to] of segments) {
    if (left <= 0) break;
    const end = Math.min(to, from + left);
    night += nightMinutes(from, end, policy);
    left -= end - from;
  }
  return night;
}
