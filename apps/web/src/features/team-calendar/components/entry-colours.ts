import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CalendarEntry, CalendarEntryKind } from '@portal/contracts/team-calendar';

/**
 * Each kind's colours and name (shown with i18n._); white text on each passes WCAG AA.
 * A pending leave is outlined, not filled, so the two are told apart.
 */
export const kindColours: Record<CalendarEntryKind, { background: string; text: string; label: MessageDescriptor }> = {
  leave: { background: '#2e7d32', text: '#ffffff', label: msg`Leave` },
  official_business: { background: '#01579b', text: '#ffffff', label: msg`Official business` },
  rest_day: { background: '#616161', text: '#ffffff', label: msg`Rest day` },
  holiday: { background: '#a84b00', text: '#ffffff', label: msg`Holiday` },
  shift_change: { background: '#6a1b9a', text: '#ffffff', label: msg`Shift change` },
};

/** The calendar's colour (fill) and contrast colour (text) of an entry, and a class that outlines it while pending. */
export function coloursOf(entry: Pick<CalendarEntry, 'kind' | 'pending'>): { color: string; contrastColor: string; className: string } {
  const colours = kindColours[entry.kind];
  if (entry.pending) return { color: '#ffffff', contrastColor: colours.background, className: 'entry-pending' };
  return { color: colours.background, contrastColor: colours.text, className: '' };
}
