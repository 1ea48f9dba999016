import type { UseFormReturn } from 'react-hook-form';
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
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Type of leave, dates, hours and reason: the fields a single and a group leave share. */
export function LeaveFields({ form: f, types, balances, notFor }: LeaveFieldsProps) {
  const { errors } = f.formState;
  const chosen = balances?.find((balance) => balance.payitem === f.watch('payItem'));
  const leftOut = notFor?.get(f.watch('payItem'));
  const chosenType = types?.find((type) => type.payitem === f.watch('payItem'));
  return (
    <Stack spacing={2}>
      <TextField
        select
        label="* Type of Leave"
        size="small"
        value={f.watch('payItem') ?? ''}
        onChange={(event) => f.setValue('payItem', event.target.value, { shouldValidate: f.formState.isSubmitted })}
        error={Boolean(errors.payItem)}
        helperText={
          errors.payItem
            ? 'Required'
            : leftOut && leftOut.names.length > 0 && chosenType
              ? `${chosenType.leave_desc} is for ${leftOut.forWhom ?? 'some employees only'}: ${listOfNames(leftOut.names)} will be left out.`
              : chosen
                ? `${chosen.balance} hours (${daysText(chosen.balance)}) left this year`
                : ' '
        }
        slotProps={{ htmlInput: { 'aria-required': true } }}
      >
        {(types ?? []).map((type) => {
          const out = notFor?.get(type.payitem);
          return (
            <MenuItem key={type.payitem} value={type.payitem} disabled={out?.everyone ?? false} sx={{ flexDirection: 'column', alignItems: 'flex-start', whiteSpace: 'normal' }}>
              {type.leave_desc}
              {out && out.names.length > 0 && (
                <Typography component="span" variant="caption" color="text.secondary">
                  {out.everyone ? `(for ${out.forWhom ?? 'others'}: none chosen can take it)` : `(not for ${listOfNames(out.names)})`}
                </Typography>
              )}
            </MenuItem>
          );
        })}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...f.register('fromDate')}
          label="From"
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
          label="To"
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
          label="Hours"
          type="number"
          size="small"
          error={Boolean(errors.noOfHours)}
          helperText={errors.noOfHours?.message ?? 'Blank: 8 hours for each working day. 4 is half a day.'}
          slotProps={{ htmlInput: { min: 0.5, step: 0.5, inputMode: 'decimal' } }}
        />
      ) : (
        <Typography variant="caption" color="text.secondary">
          A leave covers whole working days: 8 hours each, rest days and holidays not counted.
        </Typography>
      )}
      <TextField
        {...f.register('reason')}
        label="Reason"
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
