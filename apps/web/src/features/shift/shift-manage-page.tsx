import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
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
  const count = selected.length;
  const withdrawRef = withdrawing?.recid ?? '';
  const withdrawName = withdrawing?.fullname ?? '';
  const names = members.filter((m) => selected.includes(m.empid)).map((m) => m.fullname);

  return (
    <Box>
      <PageHeader
        title={t`Manage Shifts`}
        onRefresh={() => {
          void team.refetch();
          void managed.refetch();
          records.forEach((query) => void query.refetch());
        }}
        refreshing={team.isFetching || managed.isFetching}
        actions={
          <Button variant="contained" size="small" disabled={selected.length === 0} onClick={() => setChanging(true)}>
            {count > 0 ? <Trans>Change shift ({count})</Trans> : <Trans>Change shift</Trans>}
          </Button>
        }
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <IconButton aria-label={t`Previous week`} onClick={() => setWeekStart(shiftDate(weekStart, -7))}>
          <ChevronLeft />
        </IconButton>
        <Typography variant="subtitle1" component="p">
          {formatDate(days[0])} – {formatDate(days[6])}
        </Typography>
        <IconButton aria-label={t`Next week`} onClick={() => setWeekStart(shiftDate(weekStart, 7))}>
          <ChevronRight />
        </IconButton>
      </Stack>
      {!team.isLoading && members.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4 }}>
          <Trans>You have no team members to schedule.</Trans>
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
        <Trans>Changes you set</Trans>
      </Typography>
      <RequestTable<ShiftChangeRow>
        label={t`Shift changes you set`}
        columns={[
          recidColumn<ShiftChangeRow>(),
          fullnameColumn<ShiftChangeRow>(),
          dateColumn<ShiftChangeRow>('frdate', t`From`),
          dateColumn<ShiftChangeRow>('todate', t`To`),
          { accessorKey: 'schedule', header: t`Shift` },
        ]}
        rows={managed.data}
        loading={managed.isLoading}
        emptyText={t`You have not changed anyone's shift. Pick people above and use Change shift.`}
        rowActions={(row) => {
          const recid = row.recid;
          return (
            <Tooltip title={t`Withdraw`}>
              <IconButton aria-label={t`Withdraw #${recid}`} onClick={() => setWithdrawing(row)}>
                <Undo />
              </IconButton>
            </Tooltip>
          );
        }}
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
        title={t`Withdraw shift change #${withdrawRef}?`}
        message={t`${withdrawName} goes back to their usual schedule for those days.`}
        confirmLabel={t`Withdraw`}
        pending={withdraw.isPending}
        onClose={() => setWithdrawing(null)}
        onConfirm={() => withdrawing && withdraw.mutate(withdrawing.recid, { onSettled: () => setWithdrawing(null) })}
      />
    </Box>
  );
}
