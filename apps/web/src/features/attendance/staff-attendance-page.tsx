import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PageHeader } from '../../components/page-header';
import { usePreferences } from '../../lib/preferences';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { serverNow } from '../../lib/server-clock';
import { dateOfInstant, shiftDate } from '../../lib/time-format';
import { useStaff, useStaffAttendance } from './api/attendance';
import { AttendanceTable } from './components/attendance-table';
import { AttendanceTotals } from './components/attendance-totals';
import { RangeBar, type DateRange } from './components/range-bar';

const ALL = 'all';

/** A team lead's (or HR's) staff attendance: one person or all, over a range, sortable and exportable. */
export function StaffAttendancePage() {
  const { t } = useLingui();
  const { timeFormat } = usePreferences();
  const today = dateOfInstant(serverNow(), getRuntimeConfig().timeZone);
  const [range, setRange] = useState<DateRange>({ from: shiftDate(today, -6), to: today });
  const [empid, setEmpid] = useState<string>(ALL);
  const staff = useStaff();
  const list = useStaffAttendance(range.from <= range.to ? { ...range, empid: empid === ALL ? undefined : empid } : null);
  return (
    <Box>
      <PageHeader title={t`Staff Attendance`} onRefresh={() => void list.refetch()} refreshing={list.isFetching} />
      <RangeBar value={range} onChange={setRange}>
        <TextField select label={t`Employee`} size="small" value={empid} onChange={(event) => setEmpid(event.target.value)} sx={{ minWidth: 220 }}>
          <MenuItem value={ALL}>
            <Trans>All my staff</Trans>
          </MenuItem>
          {(staff.data ?? []).map((member) => (
            <MenuItem key={member.empid} value={member.empid}>
              {member.fullname}
            </MenuItem>
          ))}
        </TextField>
      </RangeBar>
      <AttendanceTotals rows={list.data} />
      <AttendanceTable label={t`Staff attendance`} rows={list.data} loading={list.isLoading} timeFormat={timeFormat} withName fileName={`staff-attendance-${range.from}-to-${range.to}.csv`} />
    </Box>
  );
}
