import { badRequest } from '../../lib/app-error';
import { say } from '../../lib/messages';
import { secondsOfDay } from '../../lib/local-time';

const DAY_MINUTES = 24 * 60;

export interface MinuteWindow {
  start: number;
  end: number;
}

/** Minutes from the day's midnight; a to-time at or before the from-time is on the next day. */
export function windowOf(fromTime: string, toTime: string): MinuteWindow {
  const start = secondsOfDay(fromTime) / 60;
  let end = secondsOfDay(toTime) / 60;
  if (end <= start) end += DAY_MINUTES;
  return { start, end };
}

export function overlaps(a: MinuteWindow, b: MinuteWindow): boolean {
  return a.start < b.end && b.start < a.end;
}

/**
 * The hours an overtime window can hold: toTime after fromTime, or crossing
 * midnight; never the same time. noOfHours may be less (a break), never more.
 */
export function checkOvertimeHours(fromTime: string, toTime: string, noOfHours: number): MinuteWindow {
  if (secondsOfDay(fromTime) === secondsOfDay(toTime)) throw badRequest(say('overtime.same_times'));
  const window = windowOf(fromTime, toTime);
  const spanHours = (window.end - window.start) / 60;
  if (noOfHours > spanHours) {
    throw badRequest(say('overtime.too_many_hours', { hours: noOfHours, span: spanHours, from: fromTime, to: toTime }));
  }
  return window;
}
