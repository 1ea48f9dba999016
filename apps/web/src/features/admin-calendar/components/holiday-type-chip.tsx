import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import Chip from '@mui/material/Chip';
import type { HolidayType } from '@portal/contracts/admin-holidays';
import { i18n } from '../../../lib/i18n';

const colours: Record<HolidayType, 'error' | 'warning' | 'info'> = { LH: 'error', SH: 'warning', SW: 'info' };

// What each type means, in the reader's language; in English the contracts' holidayTypeLabels, word for word.
const typeWords: Record<HolidayType, MessageDescriptor> = {
  LH: msg`Regular holiday`,
  SH: msg`Special non-working day`,
  SW: msg`Special working day`,
};

/** "Regular holiday" for LH; an unknown code reads as it is. */
export function holidayTypeLabel(type: HolidayType): string {
  const words = typeWords[type] as MessageDescriptor | undefined;
  return words ? i18n._(words) : type;
}

/** LH, SH or SW with its meaning, coloured by how much pay it carries. */
export function HolidayTypeChip({ type }: { type: HolidayType }) {
  return <Chip size="small" color={colours[type]} variant="outlined" label={`${type} · ${holidayTypeLabel(type)}`} />;
}
