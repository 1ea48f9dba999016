import type { UseFormReturn } from 'react-hook-form';
import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { LeaveBalance, LeaveType } from '@portal/contracts/leave';
import { getRuntimeConfig } from '../../../lib/runtime-config';
import { daysText } from './balance-cards';

export interface LeaveFieldValues {
  payItem: string;
  fromDate: string;
  toDate: string;
  noOfHours?: number | null | undefined;
  reason: string;
}

interface LeaveFieldsProps {
  /** A single or a group leave form; both have these fields (callers cast to this shape). */
  form: UseFormReturn<LeaveFieldValues>;
  types: LeaveType[] | undefined;
  balances?: LeaveBalance[] | undefined;
  /** A group's members who cannot take a type, by type, with whom the type is for (see GroupLeaveType). */
  notFor?: Map<string, { names: string[]; forWhom: string | null; everyone: boolean }> | undefined;
}

/** "Pedro Bautista and Carlo Ramos", "A, B and C". */
function listOfNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  const others = names.slice(0, -1).join(', ');
  const last = names.at(-1) ?? '';
  return translate`${others} and ${last}`;
}

/** Type of leave, dates, hours and reason: the fields a single and a group leave share. */
export function LeaveFields({ form: f, types, balances, notFor }: LeaveFieldsProps) {
  const { t } = useLingui();
  const { errors } = f.formState;
  const chosen = balances?.find((balance) => balance.payitem === f.watch('payItem'));
  const leftOut = notFor?.get(f.watch('payItem'));
  const chosenType = types?.find((type) => type.payitem === f.watch('payItem'));
  const typeOfLeave = t`Type of Leave`;
  const typeHelp = (): string => {
    if (errors.payItem) return t`Required`;
    if (leftOut && leftOut.names.length > 0 && chosenType) {
      const type = chosenType.leave_desc;
      const forWhom = leftOut.forWhom ?? t`some employees only`;
      const names = listOfNames(leftOut.names);
      return t`${type} is for ${forWhom}: ${names} will be left out.`;
    }
    if (chosen) {
      const hours = chosen.balance;
      const days = daysText(chosen.balance);
      return t`${hours} hours (${days}) left this year`;
    }
    return ' ';
  };
  return (
    <Stack spacing={2}>
      <TextField
        select
        label={`* ${typeOfLeave}`}
        size="small"
        value={f.watch('payItem') ?? ''}
        onChange={(event) => f.setValue('payItem', event.target.value, { shouldValidate: f.formState.isSubmitted })}
        error={Boolean(errors.payItem)}
        helperText={typeHelp()}
        slotProps={{ htmlInput: { 'aria-required': true } }}
      >
        {(types ?? []).map((type) => {
          const out = notFor?.get(type.payitem);
          const forWhom = out?.forWhom ?? t`others`;
          const names = out ? listOfNames(out.names) : '';
          return (
            <MenuItem
              key={type.payitem}
              value={type.payitem}
              disabled={out?.everyone ?? false}
              sx={{ flexDirection: 'column', alignItems: 'flex-start', whiteSpace: 'normal' }}
            >
              {type.leave_desc}
              {out && out.names.length > 0 && (
                <Typography component="span" variant="caption" color="text.secondary">
                  {out.everyone ? t`(for ${forWhom}: none chosen can take it)` : t`(not for ${names})`}
                </Typography>
              )}
            </MenuItem>
          );
        })}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...f.register('fromDate')}
          label={t`From`}
          type="date"
          required
          size="small"
          fullWidth
          error={Boolean(errors.fromDate)}
          helperText={errors.fromDate?.message ?? ' '}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          {...f.register('toDate', { onChange: () => f.formState.isSubmitted && void f.trigger('fromDate') })}
          label={t`To`}
          type="date"
          required
          size="small"
          fullWidth
          error={Boolean(errors.toDate)}
          helperText={errors.toDate?.message ?? ' '}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      {/* Spec §9 "leave duration": only with the switch on does a person choose the hours (a half day);
          otherwise a leave is whole working days and the server refuses other hours. */}
      {getRuntimeConfig().features.leaveDuration ? (
        <TextField
          {...f.register('noOfHours', {
            setValueAs: (value: string) => (value === '' || value === null ? null : Number(value)),
          })}
          label={t`Hours`}
          type="number"
          size="small"
          error={Boolean(errors.noOfHours)}
          helperText={errors.noOfHours?.message ?? t`Blank: 8 hours for each working day. 4 is half a day.`}
          slotProps={{ htmlInput: { min: 0.5, step: 0.5, inputMode: 'decimal' } }}
        />
      ) : (
        <Typography variant="caption" color="text.secondary">
          <Trans>A leave covers whole working days: 8 hours each, rest days and holidays not counted.</Trans>
        </Typography>
      )}
      <TextField
        {...f.register('reason')}
        label={t`Reason`}
        required
        multiline
        minRows={2}
        size="small"
        error={Boolean(errors.reason)}
        helperText={errors.reason?.message ?? ' '}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </Stack>
  );
}
