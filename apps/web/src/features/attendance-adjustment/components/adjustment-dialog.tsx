import { useEffect, useState } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { DocumentRef } from '@portal/contracts/approvals';
import type { AttendanceRow } from '@portal/contracts/attendance';
import type { TimeFormat } from '@portal/contracts/config';
import { AdjustmentBody, type AdjustmentRow } from '@portal/contracts/attendance-adjustment';
import { DocumentUpload } from '../../../components/document-upload';
import { FormDialog } from '../../../components/form-dialog';
import { PickersProvider, TimeEntryField } from '../../../components/time-entry-field';
import { usePreferences } from '../../../lib/preferences';
import { formatTime } from '../../../lib/time-format';
import { getRuntimeConfig } from '../../../lib/runtime-config';
import { showOnField } from '../../../lib/field-errors';
import { useDayPunches } from '../api/read-day-punches';
import { ADJUSTMENT_FIELDS, useSaveAdjustment } from '../api/save-adjustment';

type FormInput = z.input<typeof AdjustmentBody>;
type DayPunches = AttendanceRow;
type FormOutput = z.output<typeof AdjustmentBody>;
type TimeKey = 'timeIn1' | 'timeOut1' | 'timeIn2' | 'timeOut2' | 'timeIn3' | 'timeOut3' | 'timeIn4' | 'timeOut4';

const short = (time: string | null) => (time ? time.slice(0, 5) : null);

function defaultsFor(row: AdjustmentRow | null, today: string): FormInput {
  return {
    recid: row?.recid ?? 0,
    trDate: row?.trdate ?? today,
    timeIn1: short(row?.timein1 ?? null),
    timeOut1: short(row?.timeout1 ?? null),
    timeIn2: short(row?.timein2 ?? null),
    timeOut2: short(row?.timeout2 ?? null),
    timeIn3: short(row?.timein3 ?? null),
    timeOut3: short(row?.timeout3 ?? null),
    timeIn4: short(row?.timein4 ?? null),
    timeOut4: short(row?.timeout4 ?? null),
    reason: row?.reason ?? '',
    supportingDocuments: row?.documents.map((d) => d.key) ?? [],
  };
}

interface AdjustmentDialogProps {
  /** The row to edit, or null to file a new one. */
  editing: AdjustmentRow | null;
  today: string;
  onClose: () => void;
}

const TIME_KEYS: TimeKey[] = ['timeIn1', 'timeOut1', 'timeIn2', 'timeOut2', 'timeIn3', 'timeOut3', 'timeIn4', 'timeOut4'];

/**
 * A new adjustment starts from the chosen day's punches: each time field the person
 * has not touched takes that day's entry, so fixing a forgotten time-out is typing one
 * time. Says what was loaded.
 */
function usePunchesAsStart(form: UseFormReturn<FormInput, unknown, FormOutput>, punches: DayPunches | null | undefined, timeFormat: TimeFormat): string | undefined {
  useEffect(() => {
    if (punches === undefined) return;
    for (const key of TIME_KEYS) {
      if (form.getFieldState(key).isDirty) continue;
      form.setValue(key, short(punches?.[key.toLowerCase() as keyof DayPunches] as string | null ?? null));
    }
  }, [form, punches]);
  if (punches === undefined) return undefined;
  const recorded = punches ? TIME_KEYS.map((key) => punches[key.toLowerCase() as keyof DayPunches] as string | null).filter((time): time is string => Boolean(time)) : [];
  if (recorded.length === 0) return 'No punches recorded that day: enter the times you worked.';
  return `Started from that day's punches (${recorded.map((time) => formatTime(time, timeFormat)).join(', ')}): change or add what is wrong.`;
}

/** File or edit an adjustment: the day, up to four in/out pairs, a reason and documents. */
export function AdjustmentDialog({ editing, today, onClose }: AdjustmentDialogProps) {
  const { features } = getRuntimeConfig();
  const { timeFormat } = usePreferences();
  const save = useSaveAdjustment();
  const [documents, setDocuments] = useState<DocumentRef[]>(editing?.documents ?? []);
  const [uploading, setUploading] = useState(false);
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(AdjustmentBody), defaultValues: defaultsFor(editing, today) });
  const pairs = features.showTimeEntries3And4 ? [1, 2, 3, 4] : [1, 2];
  const documentsRequired = features.attendanceSupportingDocs && features.attendanceSupportingDocsRequired;
  const [documentsError, setDocumentsError] = useState<string>();
  const day = form.watch('trDate');
  const punches = useDayPunches(editing === null && /^\d{4}-\d{2}-\d{2}$/.test(day ?? '') && day <= today ? day : null);
  const loadedNote = usePunchesAsStart(form, editing === null ? punches.data : undefined, timeFormat);

  const submit = form.handleSubmit((values) => {
    if (documentsRequired && documents.length === 0) {
      setDocumentsError('Attach at least one supporting document');
      return;
    }
    save.mutate(
      { ...values, supportingDocuments: documents.map((d) => d.key) },
      { onSuccess: onClose, onError: (error) => showOnField(error, ADJUSTMENT_FIELDS, (field, message) => form.setError(field as keyof FormInput, { type: 'server', message })) },
    );
  });

  return (
    <FormDialog
      title={editing ? `Edit adjustment #${editing.recid}` : 'New attendance adjustment'}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel={editing ? 'Save' : 'File adjustment'}
      submitDisabled={uploading}
    >
      <PickersProvider>
        <TextField
          {...form.register('trDate')}
          label="Date"
          type="date"
          required
          size="small"
          error={Boolean(form.formState.errors.trDate)}
          helperText={form.formState.errors.trDate?.message ?? loadedNote ?? 'The day whose time entries are wrong'}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
        />
        <Grid container spacing={1.5}>
          {pairs.flatMap((pair) =>
            (['In', 'Out'] as const).map((direction) => {
              const name = `time${direction}${pair}` as TimeKey;
              return (
                <Grid key={name} size={6}>
                  <Controller
                    control={form.control}
                    name={name}
                    render={({ field, fieldState }) => (
                      <TimeEntryField
                        label={`Time ${direction} ${pair}`}
                        name={name}
                        value={field.value}
                        onChange={field.onChange}
                        timeFormat={timeFormat}
                        withClock={features.timePickerClock}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                </Grid>
              );
            }),
          )}
        </Grid>
        <TextField
          {...form.register('reason')}
          label="Reason"
          required
          multiline
          minRows={2}
          size="small"
          error={Boolean(form.formState.errors.reason)}
          helperText={form.formState.errors.reason?.message ?? ' '}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        {features.attendanceSupportingDocs && (
          <DocumentUpload value={documents} onChange={(next) => { setDocuments(next); setDocumentsError(undefined); }} required={documentsRequired} error={documentsError} onBusyChange={setUploading} />
        )}
      </PickersProvider>
    </FormDialog>
  );
}
