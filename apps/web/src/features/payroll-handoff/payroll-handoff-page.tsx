import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { premiumDayTypes, type PayrollHandoff, type PayrollRow, type PremiumDayType } from '@portal/contracts/payroll-handoff';
import { CutoffPicker, lastEndedCutoff, type CutoffChoice } from '../../components/cutoff-picker';
import { DataTable, type DataColumn } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
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
const PREMIUM_DAY_NAMES: Record<PremiumDayType, string> = {
  rest_day: 'Rest day',
  special_holiday: 'Special day',
  special_holiday_rest_day: 'Special day on rest day',
  regular_holiday: 'Regular holiday',
  regular_holiday_rest_day: 'Regular holiday on rest day',
};

function columnsFor(answer: PayrollHandoff | undefined): DataColumn<PayrollRow>[] {
  return [
    { id: 'empid', accessorKey: 'empid', header: 'Employee No.' },
    { id: 'fullname', accessorKey: 'fullname', header: 'Employee' },
    { id: 'department', accessorKey: 'department', header: 'Department' },
    hours('Regular hrs', (row) => row.regular_hours, 'regular_hours'),
    hours('Night hrs', (row) => row.night_hours, 'night_hours'),
    hours('OT ordinary hrs', (row) => row.overtime.ordinary, 'ot_ordinary'),
    hours('OT rest day hrs', (row) => row.overtime.rest_day, 'ot_rest_day'),
    hours('OT special holiday hrs', (row) => row.overtime.special_holiday, 'ot_special_holiday'),
    hours('OT special holiday on rest day hrs', (row) => row.overtime.special_holiday_rest_day, 'ot_special_holiday_rest_day'),
    hours('OT regular holiday hrs', (row) => row.overtime.regular_holiday, 'ot_regular_holiday'),
    hours('OT regular holiday on rest day hrs', (row) => row.overtime.regular_holiday_rest_day, 'ot_regular_holiday_rest_day'),
    hours('OT night hrs', (row) => row.overtime_night_hours, 'overtime_night_hours'),
    ...premiumDayTypes.flatMap((type) => [
      hours(`${PREMIUM_DAY_NAMES[type]}: first 8 hrs`, (row) => row.premium_hours[type].first8, `${type}_first8`),
      hours(`${PREMIUM_DAY_NAMES[type]}: beyond 8 hrs`, (row) => row.premium_hours[type].beyond8, `${type}_beyond8`),
      hours(`${PREMIUM_DAY_NAMES[type]}: night hrs`, (row) => row.premium_hours[type].night_first8, `${type}_night_first8`),
      hours(`${PREMIUM_DAY_NAMES[type]}: night beyond 8 hrs`, (row) => row.premium_hours[type].night_beyond8, `${type}_night_beyond8`),
    ]),
    hours('Unapproved OT hrs', (row) => row.unapproved_overtime_hours, 'unapproved_overtime_hours'),
    hours('Unworked regular holidays, paid', (row) => row.unworked_regular_holidays.entitled.length, 'unworked_holidays_paid'),
    hours('Unworked regular holidays, not paid', (row) => row.unworked_regular_holidays.not_entitled.length, 'unworked_holidays_not_paid'),
    hours('Tardy min', (row) => row.tardy_minutes, 'tardy_minutes'),
    hours('Undertime min', (row) => row.undertime_minutes, 'undertime_minutes'),
    hours('Absences', (row) => row.absences, 'absences'),
    hours('Incomplete days', (row) => row.incomplete_days, 'incomplete_days'),
    ...(answer?.leave_types ?? []).map((type) => hours(`${type.leave_desc} hrs`, (row) => row.leave_hours[type.payitem] ?? 0, `leave_${type.payitem}`)),
    hours('Leave without pay hrs', (row) => row.leave_without_pay_hours, 'leave_without_pay_hours'),
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
  const columns = useMemo(() => columnsFor(handoff.data), [handoff.data]);
  const range = handoff.data ? `${formatDate(handoff.data.from)} to ${formatDate(handoff.data.to)}` : '';
  return (
    <Box>
      <PageHeader title="Payroll Hand-off" onRefresh={() => void handoff.refetch()} refreshing={handoff.isFetching} />
      <CutoffPicker choice={choice} today={today} onChange={setChoice} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
        {handoff.data
          ? `${range}: ${handoff.data.rows.length} employees. Overtime counts approved hours by day type; hours are computed as in attendance.`
          : 'Loading the cut-off…'}
      </Typography>
      <DataTable<PayrollRow>
        label="Payroll hand-off"
        columns={columns}
        rows={handoff.data?.rows}
        loading={handoff.isLoading}
        emptyText="Nobody was employed in this cut-off."
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
