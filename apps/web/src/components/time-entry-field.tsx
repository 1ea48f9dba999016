import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeFormat } from '@portal/contracts/config';
import { parseTimeString } from '@portal/contracts/rules';
import { pickersFilipino } from './pickers-filipino';

/** What a half-typed or impossible time becomes, so the form's schema reports it. */
export const INVALID_TIME = 'invalid';

function toDate(value: string | null | undefined): Date | null {
  const time = parseTimeString(value);
  if (!time) return null;
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const date = new Date(2000, 0, 1, hours, minutes, 0, 0);
  return date;
}

function toWire(date: Date | null): string | null {
  if (date === null) return null;
  if (Number.isNaN(date.getTime())) return INVALID_TIME;
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

interface TimeEntryFieldProps {
  label: string;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  timeFormat: TimeFormat;
  /** The time-picker clock switch (spec §9, off by default): off is a typed field only. */
  withClock: boolean;
  error?: string | undefined;
  name?: string;
}

/** A wire time (HH:mm) typed or picked in the person's 12H/24H format. */
export function TimeEntryField({ label, value, onChange, timeFormat, withClock, error, name }: TimeEntryFieldProps) {
  const common = {
    label,
    value: toDate(value),
    onChange: (date: Date | null) => onChange(toWire(date)),
    ampm: timeFormat === '12H',
  };
  const textField = { size: 'small' as const, fullWidth: true, error: Boolean(error), helperText: error, name };
  return withClock ? (
    <TimePicker {...common} enableAccessibleFieldDOMStructure={false} slotProps={{ textField }} />
  ) : (
    <TimeField {...common} enableAccessibleFieldDOMStructure={false} {...textField} />
  );
}

/**
 * The date library the pickers use, and their texts (OK, Cancel, the clock's labels) in
 * the active language; wrap a form that has time fields in it. Times keep date-fns'
 * default (en-US) formats: date-fns has no Filipino, and hh:mm AM/PM is how both read.
 */
export function PickersProvider({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} localeText={i18n.locale === 'fil' ? pickersFilipino : undefined}>
      {children}
    </LocalizationProvider>
  );
}
