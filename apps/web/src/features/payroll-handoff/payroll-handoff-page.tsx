import { useMemo, useState } from 'react';
import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { premiumDayTypes, type PayrollHandoff, type PayrollRow, type PremiumDayType } from '@portal/contracts/payroll-handoff';
import { CutoffPicker, lastEndedCutoff, type CutoffChoice } from '../../components/cutoff-picker';
import { DataTable, type DataColumn } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { i18n } from '../../lib/i18n';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { dateOfInstant, formatDate } from '../../lib/time-format';
import { usePayrollHandoff } from './api/payroll-handoff';

const hours = (header: string, pick: (row: PayrollRow) => number, id: string): DataColumn<PayrollRow> => ({
  id,
  header,
  accessorFn: pick,
  muiTableBodyCellProps: { align: 'right' },
  muiTableHeadCellProps: { align: 'right' },
});

/** Short, as column headers: the premium of each part differs (first 8, beyond 8, night of each). */
const PREMIUM_DAY_NAMES: Record<PremiumDayType, MessageDescriptor> = {
  rest_day: msg`Rest day`,
  special_holiday: msg`Special day`,
  special_holiday_rest_day: msg`Special day on rest day`,
  regular_holiday: msg`Regular holiday`,
  regular_holiday_rest_day: msg`Regular holiday on rest day`,
};

/** A premium day's four columns: its first 8 hours and beyond, by day and by night. */
function premiumColumns(type: PremiumDayType): DataColumn<PayrollRow>[] {
  const day = i18n._(PREMIUM_DAY_NAMES[type]);
  return [
    hours(t`${day}: first 8 hrs`, (row) => row.premium_hours[type].first8, `${type}_first8`),
    hours(t`${day}: beyond 8 hrs`, (row) => row.premium_hours[type].beyond8, `${type}_beyond8`),
    hours(t`${day}: night hrs`, (row) => row.premium_hours[type].night_first8, `${type}_night_first8`),
    hours(t`${day}: night beyond 8 hrs`, (row) => row.premium_hours[type].night_beyond8, `${type}_night_beyond8`),
  ];
}

function columnsFor(answer: PayrollHandoff | undefined): DataColumn<PayrollRow>[] {
  return [
    { id: 'empid', accessorKey: 'empid', header: t`Employee No.` },
    { id: 'fullname', accessorKey: 'fullname', header: t`Employee` },
    { id: 'department', accessorKey: 'department', header: t`Department` },
    hours(t`Regular hrs`, (row) => row.regular_hours, 'regular_hours'),
    hours(t`Night hrs`, (row) => row.night_hours, 'night_hours'),
    hours(t`OT ordinary hrs`, (row) => row.overtime.ordinary, 'ot_ordinary'),
    hours(t`OT rest day hrs`, (row) => row.overtime.rest_day, 'ot_rest_day'),
    hours(t`OT special holiday hrs`, (row) => row.overtime.special_holiday, 'ot_special_holiday'),
    hours(t`OT special holiday on rest day hrs`, (row) => row.overtime.special_holiday_rest_day, 'ot_special_holiday_rest_day'),
    hours(t`OT regular holiday hrs`, (row) => row.overtime.regular_holiday, 'ot_regular_holiday'),
    hours(t`OT regular holiday on rest day hrs`, (row) => row.overtime.regular_holiday_rest_day, 'ot_regular_holiday_rest_day'),
    hours(t`OT night hrs`, (row) => row.overtime_night_hours, 'overtime_night_hours'),
    ...premiumDayTypes.flatMap(premiumColumns),
    hours(t`Unapproved OT hrs`, (row) => row.unapproved_overtime_hours, 'unapproved_overtime_hours'),
    hours(t`Unworked regular holidays, paid`, (row) => row.unworked_regular_holidays.entitled.length, 'unworked_holidays_paid'),
    hours(t`Unworked regular holidays, not paid`, (row) => row.unworked_regular_holidays.not_entitled.length, 'unworked_holidays_not_paid'),
    hours(t`Tardy min`, (row) => row.tardy_minutes, 'tardy_minutes'),
    hours(t`Undertime min`, (row) => row.undertime_minutes, 'undertime_minutes'),
    hours(t`Absences`, (row) => row.absences, 'absences'),
    hours(t`Incomplete days`, (row) => row.incomplete_days, 'incomplete_days'),
    ...(answer?.leave_types ?? []).map((type) => {
      // The leave type's name as the company named it.
      const leave = type.leave_desc;
      return hours(t`${leave} hrs`, (row) => row.leave_hours[type.payitem] ?? 0, `leave_${type.payitem}`);
    }),
    hours(t`Leave without pay hrs`, (row) => row.leave_without_pay_hours, 'leave_without_pay_hours'),
  ];
}

/**
 * HR's hand-off to payroll: a cut-off's figures per employee, summed from the same
 * daily attendance as every other screen, to export as CSV or Excel.
 */
export function PayrollHandoffPage() {
  const today = dateOfInstant(new Date(), getRuntimeConfig().timeZone);
  const [choice, setChoice] = useState<CutoffChoice>(() => lastEndedCutoff(today));
  const handoff = usePayrollHandoff(choice);
  // Headed in the active language: a change of language makes them again.
  const { locale } = useLingui().i18n;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- locale: the headers are in it
  const columns = useMemo(() => columnsFor(handoff.data), [handoff.data, locale]);
  return (
    <Box>
      <PageHeader title={t`Payroll Hand-off`} onRefresh={() => void handoff.refetch()} refreshing={handoff.isFetching} />
      <CutoffPicker choice={choice} today={today} onChange={setChoice} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
        {handoff.data ? <Summary answer={handoff.data} /> : t`Loading the cut-off…`}
      </Typography>
      <DataTable<PayrollRow>
        label={t`Payroll hand-off`}
        columns={columns}
        rows={handoff.data?.rows}
        loading={handoff.isLoading}
        emptyText={t`Nobody was employed in this cut-off.`}
        rowId={(row) => row.empid}
        initialSorting={[{ id: 'fullname', desc: false }]}
        pinnedLeft={['fullname']}
        searchable
        exportFileName={handoff.data ? `payroll-${handoff.data.from}-to-${handoff.data.to}.csv` : 'payroll.csv'}
        testId="payroll-row"
      />
    </Box>
  );
}

/** The cut-off's dates, how many employees, and how the hours are counted. */
function Summary({ answer }: { answer: PayrollHandoff }) {
  const from = formatDate(answer.from);
  const to = formatDate(answer.to);
  const count = answer.rows.length;
  return <>{t`${from} to ${to}: ${count} employees. Overtime counts approved hours by day type; hours are computed as in attendance.`}</>;
}
