import { useMemo, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TodayPerson, TodayStatus } from '@portal/contracts/today-board';
import { DataTable, type DataColumn } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { usePreferences } from '../../lib/preferences';
import type { TimeFormat } from '@portal/contracts/config';
import { i18n } from '../../lib/i18n';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { formatDate, formatInstantTime, formatTime } from '../../lib/time-format';
import { useTodayBoard } from './api/today-board';
import { BoardCounts, type BoardFilter } from './components/board-counts';

const statusColours: Partial<Record<TodayStatus, 'success' | 'error' | 'info' | 'warning' | 'default'>> = {
  in: 'success',
  not_in: 'error',
  absent: 'error',
  on_leave: 'info',
  official_business: 'info',
};

// Each status as a person reads it, in the active language; in English the contracts'
// todayStatusLabels, word for word. The codes stay the keys.
const statusLabels: Record<TodayStatus, MessageDescriptor> = {
  in: msg`In`,
  out: msg`Timed out`,
  not_in: msg`Not yet in`,
  absent: msg`Absent`,
  expected: msg`Shift later today`,
  on_leave: msg`On leave`,
  official_business: msg`Official business`,
  rest_day: msg`Rest day`,
  holiday: msg`Holiday`,
};

/** The status in words, with the time that goes with it: "In since 8:02 AM". */
export function describeStanding(person: TodayPerson, timeFormat: TimeFormat): string {
  if (person.status === 'in' && person.in_since) {
    const time = formatTime(person.in_since, timeFormat);
    return i18n._(msg`In since ${time}`);
  }
  if (person.status === 'out' && person.last_out) {
    const time = formatTime(person.last_out, timeFormat);
    return i18n._(msg`Timed out at ${time}`);
  }
  if (person.status === 'on_leave' && person.leave_type) {
    const leaveType = person.leave_type;
    return i18n._(msg`On leave (${leaveType})`);
  }
  return i18n._(statusLabels[person.status]);
}

function matches(person: TodayPerson, filter: BoardFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'late') return person.late_minutes > 0;
  if (filter === 'missing_timeout_yesterday') return person.missing_timeout_yesterday;
  if (filter === 'rest_day') return person.status === 'rest_day' || person.status === 'holiday';
  return person.status === filter;
}

/**
 * Where each person of the team (team leads) or the company (HR) stands right now:
 * in and since when, late, not yet in after the shift start, away, and yesterday's
 * missing time-out. It reads itself again every minute.
 */
export function TodayBoardPage() {
  const [department, setDepartment] = useState('');
  const [filter, setFilter] = useState<BoardFilter>('all');
  const board = useTodayBoard(department);
  const { timeFormat } = usePreferences();
  const { t } = useLingui();
  const hrView = (board.data?.departments.length ?? 0) > 0 || department !== '';
  const columns = useMemo<DataColumn<TodayPerson>[]>(
    () => [
      { id: 'fullname', accessorKey: 'fullname', header: t`Employee` },
      ...(hrView ? [{ id: 'department', accessorKey: 'department', header: t`Department` } satisfies DataColumn<TodayPerson>] : []),
      {
        id: 'status',
        header: t`Now`,
        accessorFn: (person) => describeStanding(person, timeFormat),
        Cell: ({ row, renderedCellValue }) => (
          <Chip size="small" color={statusColours[row.original.status] ?? 'default'} variant={row.original.status === 'in' ? 'filled' : 'outlined'} label={renderedCellValue} />
        ),
        meta: { csv: (value: unknown) => value },
      },
      { id: 'late', header: t`Late (min)`, accessorFn: (person) => person.late_minutes, Cell: ({ row }) => (row.original.late_minutes > 0 ? row.original.late_minutes : '') },
      { id: 'shift', header: t`Shift`, accessorFn: (person) => person.shift ?? '' },
      { id: 'first_in', header: t`First in`, accessorFn: (person) => person.first_in ?? '', Cell: ({ row }) => formatTime(row.original.first_in, timeFormat) },
      { id: 'last_out', header: t`Last out`, accessorFn: (person) => person.last_out ?? '', Cell: ({ row }) => formatTime(row.original.last_out, timeFormat) },
      {
        id: 'yesterday',
        header: t`Yesterday`,
        accessorFn: (person) => (person.missing_timeout_yesterday ? t`No time-out` : ''),
        Cell: ({ row }) => (row.original.missing_timeout_yesterday ? <Chip size="small" color="warning" label={t`No time-out`} /> : null),
        meta: { csv: (value: unknown) => value },
      },
    ],
    [timeFormat, hrView, t],
  );
  const shown = useMemo(() => board.data?.people.filter((person) => matches(person, filter)), [board.data, filter]);
  const asOf = board.data ? formatInstantTime(new Date(board.data.as_of), getRuntimeConfig().timeZone, timeFormat) : null;
  const date = board.data ? formatDate(board.data.date) : '';
  return (
    <Box>
      <PageHeader
        title={t`Today`}
        onRefresh={() => void board.refetch()}
        refreshing={board.isFetching}
        actions={
          hrView ? (
            <TextField
              select
              label={t`Department`}
              size="small"
              value={department}
              onChange={(event) => setDepartment(event.target.value)}
              sx={{ minWidth: 200 }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">
                <Trans>All departments</Trans>
              </MenuItem>
              {(board.data?.departments ?? []).map((name) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
          ) : undefined
        }
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} aria-live="polite">
        {board.data ? t`${date}, as of ${asOf}. This board updates itself every minute.` : t`Loading today’s board…`}
      </Typography>
      <BoardCounts counts={board.data?.counts} filter={filter} onFilter={setFilter} />
      <DataTable<TodayPerson>
        key={`${filter} ${hrView}`}
        label={t`Where each person stands today`}
        columns={columns}
        rows={shown}
        loading={board.isLoading}
        emptyText={filter === 'all' ? t`Nobody is on this board: you have no team members yet.` : t`Nobody matches this count right now.`}
        rowId={(person) => person.empid}
        initialSorting={[{ id: 'fullname', desc: false }]}
        searchable
        exportFileName={board.data ? `today-${board.data.date}.csv` : 'today.csv'}
        testId="today-person"
      />
    </Box>
  );
}
