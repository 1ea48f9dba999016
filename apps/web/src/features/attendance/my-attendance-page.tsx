import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { PageHeader } from '../../components/page-header';
import { usePreferences } from '../../lib/preferences';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { serverNow } from '../../lib/server-clock';
import { dateOfInstant, shiftDate } from '../../lib/time-format';
import { useMyAttendance } from './api/attendance';
import { AttendanceTable } from './components/attendance-table';
import { AttendanceTotals } from './components/attendance-totals';
import { RangeBar, type DateRange } from './components/range-bar';

/** One's own days with their figures and totals: the last two weeks by default. */
export function MyAttendancePage() {
  const { t } = useLingui();
  const { timeFormat } = usePreferences();
  const today = dateOfInstant(serverNow(), getRuntimeConfig().timeZone);
  const [range, setRange] = useState<DateRange>({ from: shiftDate(today, -13), to: today });
  const list = useMyAttendance(range.from <= range.to ? range : null);
  return (
    <Box>
      <PageHeader title={t`My Attendance`} onRefresh={() => void list.refetch()} refreshing={list.isFetching} />
      <RangeBar value={range} onChange={setRange} />
      <AttendanceTotals rows={list.data} />
      <AttendanceTable label={t`My attendance`} rows={list.data} loading={list.isLoading} timeFormat={timeFormat} withName={false} fileName={`attendance-${range.from}-to-${range.to}.csv`} />
    </Box>
  );
}
