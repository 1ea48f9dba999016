import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { AttendanceRow } from '@portal/contracts/attendance';
import type { AdjustmentBody } from '@portal/contracts/attendance-adjustment';
import type { TimeFormat } from '@portal/contracts/config';
import { formatTime } from '../../../lib/time-format';

type FormInput = z.input<typeof AdjustmentBody>;
type FormOutput = z.output<typeof AdjustmentBody>;
type DayPunches = AttendanceRow;
type TimeKey = 'timeIn1' | 'timeOut1' | 'timeIn2' | 'timeOut2' | 'timeIn3' | 'timeOut3' | 'timeIn4' | 'timeOut4';

const short = (time: string | null) => (time ? time.slice(0, 5) : null);

const TIME_KEYS: TimeKey[] = ['timeIn1', 'timeOut1', 'timeIn2', 'timeOut2', 'timeIn3', 'timeOut3', 'timeIn4', 'timeOut4'];

/**
 * A new adjustment starts from the chosen day's punches: each time field the person
 * has not touched takes that day's entry, so fixing a forgotten time-out is typing one
 * time. Says what was loaded.
 */
export function usePunchesAsStart(form: UseFormReturn<FormInput, unknown, FormOutput>, punches: DayPunches | null | undefined, timeFormat: TimeFormat): string | undefined {
  const { t } = useLingui();
  useEffect(() => {
    if (punches === undefined) return;
    for (const key of TIME_KEYS) {
      if (form.getFieldState(key).isDirty) continue;
      form.setValue(key, short(punches?.[key.toLowerCase() as keyof DayPunches] as string | null ?? null));
    }
  }, [form, punches]);
  if (punches === undefined) return undefined;
  const recorded = punches ? TIME_KEYS.map((key) => punches[key.toLowerCase() as keyof DayPunches] as string | null).filter((time): time is string => Boolean(time)) : [];
  if (recorded.length === 0) return t`No punches recorded that day: enter the times you worked.`;
  const times = recorded.map((time) => formatTime(time, timeFormat)).join(', ');
  return t`Started from that day's punches (${times}): change or add what is wrong.`;
}

