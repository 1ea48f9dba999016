import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Undo from '@mui/icons-material/Undo';
import type { ShiftChangeRow } from '@portal/contracts/shift';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { dateColumn, fullnameColumn, recidColumn } from '../../components/request-columns';
import { RequestTable } from '../../components/request-table';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { serverNow } from '../../lib/server-clock';
import { useTeamMembers } from '../../lib/team-members';
import { dateOfInstant, formatDate, shiftDate } from '../../lib/time-format';
import { useWithdrawManagedShift } from './api/managed-shifts';
import { useManagedShiftChanges, useTeamShiftRecords } from './api/shifts';
import { SetShiftDialog } from './components/set-shift-dialog';
import { TeamScheduleTable } from './components/team-schedule-table';

/** The Monday on or before a date. */
function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return shiftDate(date, -((weekday + 6) % 7));
}

/** A team lead's week of their team's shifts: pick people, change their shift, withdraw a change. */
export function ShiftManagePage() {
  const today = dateOfInstant(serverNow(), getRuntimeConfig().timeZone);
  const [weekStart, setWeekStart] = useState(() => mondayOf(today));
  const days = Array.from({ length: 7 }, (_, i) => shiftDate(weekStart, i));
  const team = useTeamMembers();
  const members = team.data ?? [];
  const records = useTeamShiftRecords(
    members.map((m) => m.empid),
    weekStart,
    days[6]!,
  );
  const managed = useManagedShiftChanges();
  const withdraw = useWithdrawManagedShift();
  const [selected, setSelected] = useState<string[]>([]);
  const [changing, setChanging] = useState(false);
  const [withdrawing, setWithdrawing] = useState<ShiftChangeRow | null>(null);
  const names = members.filter((m) => selected.includes(m.empid)).map((m) => m.fullname);

  return (
    <Box>
      <PageHeader
        title="Manage Shifts"
        onRefresh={() => {
          void team.refetch();
          void managed.refetch();
          records.forEach((query) => void query.refetch());
        }}
        refreshing={team.isFetching || managed.isFetching}
        actions={
          <Button variant="contained" size="small" disabled={selected.length === 0} onClick={() => setChanging(true)}>
            Change shift{selected.length > 0 ? ` (${selected.length})` : ''}
          </Button>
        }
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <IconButton aria-label="Previous week" onClick={() => setWeekStart(shiftDate(weekStart, -7))}>
          <ChevronLeft />
        </IconButton>
        <Typography variant="subtitle1" component="p">
          {formatDate(days[0])} – {formatDate(days[6])}
        </Typography>
        <IconButton aria-label="Next week" onClick={() => setWeekStart(shiftDate(weekStart, 7))}>
          <ChevronRight />
        </IconButton>
      </Stack>
      {!team.isLoading && members.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4 }}>
          You have no team members to schedule.
        </Typography>
      ) : (
        <TeamScheduleTable
          days={days}
          team={members}
          recordsOf={(empid) => records[members.findIndex((m) => m.empid === empid)]?.data}
          selected={selected}
          onSelectedChange={setSelected}
        />
      )}
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Changes you set
      </Typography>
      <RequestTable<ShiftChangeRow>
        label="Shift changes you set"
        columns={[
          recidColumn<ShiftChangeRow>(),
          fullnameColumn<ShiftChangeRow>(),
          dateColumn<ShiftChangeRow>('frdate', 'From'),
          dateColumn<ShiftChangeRow>('todate', 'To'),
          { accessorKey: 'schedule', header: 'Shift' },
        ]}
        rows={managed.data}
        loading={managed.isLoading}
        emptyText="You have not changed anyone's shift. Pick people above and use Change shift."
        rowActions={(row) => (
          <Tooltip title="Withdraw">
            <IconButton aria-label={`Withdraw #${row.recid}`} onClick={() => setWithdrawing(row)}>
              <Undo />
            </IconButton>
          </Tooltip>
        )}
      />
      {changing && (
        <SetShiftDialog
          empids={selected}
          names={names}
          today={today}
          onClose={() => {
            setChanging(false);
            setSelected([]);
          }}
        />
      )}
      <ConfirmDialog
        open={withdrawing !== null}
        title={`Withdraw shift change #${withdrawing?.recid ?? ''}?`}
        message={`${withdrawing?.fullname ?? ''} goes back to their usual schedule for those days.`}
        confirmLabel="Withdraw"
        pending={withdraw.isPending}
        onClose={() => setWithdrawing(null)}
        onConfirm={() => withdrawing && withdraw.mutate(withdrawing.recid, { onSettled: () => setWithdrawing(null) })}
      />
    </Box>
  );
}
