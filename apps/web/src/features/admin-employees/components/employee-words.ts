import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { CivilStatus } from '@portal/contracts/government-ids';
import { i18n } from '../../../lib/i18n';
import { civilStatusLabel } from '../../../components/civil-status-words';

// Words the employee screens show for the record's codes, in the reader's language. The
// codes (day numbers, civil statuses, M/F) stay what is stored and sent; English reads
// as the contracts' lists do, word for word.

/** WEEKDAY_NAMES of the contract, Sunday 0. */
const weekdayNames: readonly MessageDescriptor[] = [
  msg`Sun`,
  msg`Mon`,
  msg`Tue`,
  msg`Wed`,
  msg`Thu`,
  msg`Fri`,
  msg`Sat`,
];

/** A day of the week by its number (Sunday 0), short. */
export function weekdayName(day: number): string {
  const name = weekdayNames[day];
  return name ? i18n._(name) : String(day);
}

export const civilStatusName = (status: CivilStatus): string => civilStatusLabel(status);

export function genderName(gender: 'F' | 'M'): string {
  return gender === 'F' ? t`Female` : t`Male`;
}
