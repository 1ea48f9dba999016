import { msg } from '@lingui/core/macro';
import { i18n } from './i18n';

/** "Phone clock 5 min fast" / "… 3 min slow": how far a phone's clock was off (phone minus server, seconds). */
export function describeClockDrift(seconds: number): string {
  const minutes = Math.max(1, Math.round(Math.abs(seconds) / 60));
  return seconds > 0 ? i18n._(msg`Phone clock ${minutes} min fast`) : i18n._(msg`Phone clock ${minutes} min slow`);
}
