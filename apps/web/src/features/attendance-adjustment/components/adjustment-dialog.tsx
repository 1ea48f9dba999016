import { useState, type BaseSyntheticEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { DocumentRef } from '@portal/contracts/approvals';
import type { AttendanceRow } from '@portal/contracts/attendance';
import { AdjustmentBody, type AdjustmentRow } from '@portal/contracts/attendance-adjustment';
import { DocumentUpload } from '../../../components/document-upload';
import { FormDialog } from '../../../components/form-dialog';
import { PickersProvider, TimeEntryField } from '../../../components/time-entry-field';
import { usePreferences } from '../../../lib/preferences';
import { getRuntimeConfig } from '../../../lib/runtime-config';
import { useDayPunches } from '../api/read-day-punches';
import { useSaveAdjustment } from '../api/save-adjustment';
import { MemberDayPunches } from './member-day-punches';
import { TeamMemberField } from './team-member-field';
import { usePunchesAsStart } from './use-punches-as-start';
import { labelledResolver } from '../../../lib/labelled-resolver';

type FormInput = z.input<typeof AdjustmentBody>;
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
  /** A team lead filing (or editing a filing) for a member of their team. */
  onBehalf?: boolean;
  onClose: () => void;
}

/** File or edit an adjustment: the day, up to four in/out pairs, a reason and documents. */
export function AdjustmentDialog({ editing, today, onBehalf = false, onClose }: AdjustmentDialogProps) {
  const { t } = useLingui();
  const { features } = getRuntimeConfig();
  const { timeFormat } = usePreferences();
  const save = useSaveAdjustment();
  const [documents, setDocuments] = useState<DocumentRef[]>(editing?.documents ?? []);
  const [uploading, setUploading] = useState(false);
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: labelledResolver(AdjustmentBody), defaultValues: defaultsFor(editing, today) });
  const pairs = features.showTimeEntries3And4 ? [1, 2, 3, 4] : [1, 2];
  const documentsRequired = features.attendanceSupportingDocs && features.attendanceSupportingDocsRequired;
  const [documentsError, setDocumentsError] = useState<string>();
  const [member, setMember] = useState<{ empid: string; fullname: string } | null>(editing && onBehalf ? { empid: editing.emp_id, fullname: editing.fullname } : null);
  const [memberError, setMemberError] = useState<string>();
  const day = form.watch('trDate');
  // Filing for oneself starts from one's own punches of the day; a team lead filing for
  // a member copies the member's in with "Use these times" instead.
  const ownNewFiling = editing === null && !onBehalf;
  const punches = useDayPunches(ownNewFiling && /^\d{4}-\d{2}-\d{2}$/.test(day ?? '') && day <= today ? day : null);
  const loadedNote = usePunchesAsStart(form, ownNewFiling ? punches.data : undefined, timeFormat);

  const validate = form.handleSubmit((values) => {
    if (onBehalf && !member) return;
    if (documentsRequired && documents.length === 0) {
      setDocumentsError(t`Attach at least one supporting document`);
      return;
    }
    save.mutate(
      { ...values, supportingDocuments: documents.map((d) => d.key), empId: onBehalf ? member?.empid : undefined },
      { onSuccess: onClose },
    );
  });
  // The member is said missing together with the form's own problems, not after them.
  const submit = (event?: BaseSyntheticEvent) => {
    if (onBehalf && !member) setMemberError(t`Choose the team member`);
    return validate(event);
  };
  // The member's recorded times, copied in to be corrected (times as HH:mm, as the fields take them).
  const copyRecorded = (recorded: AttendanceRow) =>
    pairs.forEach((pair) => {
      form.setValue(`timeIn${pair}` as TimeKey, short(recorded[`timein${pair as 1 | 2 | 3 | 4}`]), { shouldDirty: true });
      form.setValue(`timeOut${pair}` as TimeKey, short(recorded[`timeout${pair as 1 | 2 | 3 | 4}`]), { shouldDirty: true });
    });
  const recid = editing?.recid;
  const fullname = editing?.fullname;
  const title = onBehalf
    ? editing
      ? t`Edit adjustment #${recid} for ${fullname}`
      : t`Adjustment for a team member`
    : editing
      ? t`Edit adjustment #${recid}`
      : t`New attendance adjustment`;

  return (
    <FormDialog
      refusal={save.error}
      onFieldRefusal={(field, message) => form.setError(field as never, { type: 'server', message })}
      title={title}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel={editing ? t`Save` : t`File adjustment`}
      submitDisabled={uploading}
    >
      <PickersProvider>
        {onBehalf && (
          <TeamMemberField
            value={member?.empid ?? null}
            onChange={(next) => {
              setMember(next);
              setMemberError(undefined);
            }}
            disabled={editing !== null}
            error={memberError}
          />
        )}
        <TextField
          {...form.register('trDate')}
          label={t`Date`}
          type="date"
          required
          size="small"
          error={Boolean(form.formState.errors.trDate)}
          helperText={form.formState.errors.trDate?.message ?? loadedNote ?? t`The day whose time entries are wrong`}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
        />
        {onBehalf && <MemberDayPunches empid={member?.empid ?? null} fullname={member?.fullname ?? null} day={day} timeFormat={timeFormat} onUse={copyRecorded} />}
        <Grid container spacing={1.5}>
          {pairs.flatMap((pair) =>
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the two directions are keys; their labels are translated below
            (['In', 'Out'] as const).map((direction) => {
              const name = `time${direction}${pair}` as TimeKey;
              return (
                <Grid key={name} size={6}>
                  <Controller
                    control={form.control}
                    name={name}
                    render={({ field, fieldState }) => (
                      <TimeEntryField
                        label={direction === 'In' ? t`Time In ${pair}` : t`Time Out ${pair}`}
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
          label={t`Reason`}
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
