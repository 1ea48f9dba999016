import type { TimeRecord } from '@portal/contracts/time-clock';
import { describeClockDrift } from '../../../lib/clock-drift';

/** What a day's punches were marked with, each with what it means on hover; the warnings are HR's to review. */
export function dayMarks(record: TimeRecord): { text: string; meaning: string; warn: boolean }[] {
  const marks: { text: string; meaning: string; warn: boolean }[] = [];
  if (record.location_unknown) marks.push({ text: 'Location unknown', meaning: 'A punch of this day came without a location (location permission denied or unavailable).', warn: false });
  if (record.offline) marks.push({ text: 'Sent later (offline)', meaning: 'A punch of this day was saved on the phone without a connection and sent later; it is recorded at the time it was made.', warn: false });
  if (record.from_terminal) marks.push({ text: 'From a time terminal', meaning: 'A punch of this day came from a time terminal at the office, imported by HR.', warn: false });
  if (record.clock_drift_seconds !== null) {
    marks.push({ text: describeClockDrift(record.clock_drift_seconds), meaning: "The phone's clock differed from the server's when punching; the server's time is the one recorded.", warn: true });
  }
  if (record.outside_geofence) {
    const reasons = record.outside_reasons.length > 0 ? `: ${record.outside_reasons.join('; ')}` : '';
    marks.push({ text: `Outside office area${reasons}`, meaning: "A punch of this day was outside your office's area; HR sees it flagged.", warn: true });
  }
  return marks;
}
