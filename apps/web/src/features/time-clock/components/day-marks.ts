import { t } from '@lingui/core/macro';
import type { TimeRecord } from '@portal/contracts/time-clock';

/**
 * "Phone clock 5 min fast" / "… 3 min slow": how far the phone's clock was off (phone
 * minus server, seconds), as lib/clock-drift.ts says it, in the reader's language.
 */
function describeDrift(seconds: number): string {
  const minutes = Math.max(1, Math.round(Math.abs(seconds) / 60));
  return seconds > 0 ? t`Phone clock ${minutes} min fast` : t`Phone clock ${minutes} min slow`;
}

/** What a day's punches were marked with, each with what it means on hover; the warnings are HR's to review. */
export function dayMarks(record: TimeRecord): { text: string; meaning: string; warn: boolean }[] {
  const marks: { text: string; meaning: string; warn: boolean }[] = [];
  if (record.location_unknown) marks.push({ text: t`Location unknown`, meaning: t`A punch of this day came without a location (location permission denied or unavailable).`, warn: false });
  if (record.offline) marks.push({ text: t`Sent later (offline)`, meaning: t`A punch of this day was saved on the phone without a connection and sent later; it is recorded at the time it was made.`, warn: false });
  if (record.from_terminal) marks.push({ text: t`From a time terminal`, meaning: t`A punch of this day came from a time terminal at the office, imported by HR.`, warn: false });
  if (record.clock_drift_seconds !== null) {
    marks.push({ text: describeDrift(record.clock_drift_seconds), meaning: t`The phone's clock differed from the server's when punching; the server's time is the one recorded.`, warn: true });
  }
  if (record.outside_geofence) {
    const reasons = record.outside_reasons.join('; ');
    marks.push({
      text: reasons ? t`Outside office area: ${reasons}` : t`Outside office area`,
      meaning: t`A punch of this day was outside your office's area; HR sees it flagged.`,
      warn: true,
    });
  }
  return marks;
}
