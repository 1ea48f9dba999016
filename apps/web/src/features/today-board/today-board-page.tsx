import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { todayStatusLabels, type TodayPerson, type TodayStatus } from '@portal/contracts/today-board';
import { DataTable, type DataColumn } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { usePreferences } from '../../lib/preferences';
import type { TimeFormat } from '@portal/contracts/config';
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

/** The status in words, with the time that goes with it: "In since 8:02 AM". */
export function describeStanding(person: TodayPerson, timeFormat: TimeFormat): string {
  if (person.status === 'in' && person.in_since) return `In since ${formatTime(person.in_since, timeFormat)}`;
  if (person.status === 'out' && person.last_out) return `Timed out at ${formatTime(person.last_out, timeFormat)}`;
  if (person.status === 'on_leave' && person.leave_type) return `On leave (${person.leave_type})`;
  return todayStatusLabels[person.status];
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
  const hrView = (board.data?.departments.length ?? 0) > 0 || department !== '';
  const columns = useMemo<DataColumn<TodayPerson>[]>(
    () => [
      { id: 'fullname', accessorKey: 'fullname', header: 'Employee' },
      ...(hrView ? [{ id: 'department', accessorKey: 'department', header: 'Department' } satisfies DataColumn<TodayPerson>] : []),
      {
        id: 'status',
        header: 'Now',
        accessorFn: (person) => describeStanding(person, timeFormat),
        Cell: ({ row, renderedCellValue }) => (
          <Chip size="small" color={statusColours[row.original.status] ?? 'default'} variant={row.original.status === 'in' ? 'filled' : 'outlined'} label={renderedCellValue} />
        ),
        meta: { csv: (value: unknown) => value },
      },
      { id: 'late', header: 'Late (min)', accessorFn: (person) => person.late_minutes, Cell: ({ row }) => (row.original.late_minutes > 0 ? row.original.late_minutes : '') },
      { id: 'shift', header: 'Shift', accessorFn: (person) => person.shift ?? '' },
      { id: 'first_in', header: 'First in', accessorFn: (person) => person.first_in ?? '', Cell: ({ row }) => formatTime(row.original.first_in, timeFormat) },
      { id: 'last_out', header: 'Last out', accessorFn: (person) => person.last_out ?? '', Cell: ({ row }) => formatTime(row.original.last_out, timeFormat) },
      {
        id: 'yesterday',
        header: 'Yesterday',
        accessorFn: (person) => (person.missing_timeout_yesterday ? 'No time-out' : ''),
        Cell: ({ row }) => (row.original.missing_timeout_yesterday ? <Chip size="small" color="warning" label="No time-out" /> : null),
        meta: { csv: (value: unknown) => value },
      },
    ],
    [timeFormat, hrView],
  );
  const shown = useMemo(() => board.data?.people.filter((person) => matches(person, filter)), [board.data, filter]);
  const asOf = board.data ? formatInstantTime(new Date(board.data.as_of), getRuntimeConfig().timeZone, timeFormat) : null;
  return (
    <Box>
      <PageHeader
        title="Today"
        onRefresh={() => void board.refetch()}
        refreshing={board.isFetching}
        actions={
          hrView ? (
            <TextField
              select
              label="Department"
              size="small"
              value={department}
              onChange={(event) => setDepartment(event.target.value)}
              sx={{ minWidth: 200 }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">All departments</MenuItem>
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
        {board.data ? `${formatDate(board.data.date)}, as of ${asOf}. This board updates itself every minute.` : 'Loading today’s board…'}
      </Typography>
      <BoardCounts counts={board.data?.counts} filter={filter} onFilter={setFilter} />
      <DataTable<TodayPerson>
        key={`${filter} ${hrView}`}
        label="Where each person stands today"
        columns={columns}
        rows={shown}
        loading={board.isLoading}
        emptyText={filter === 'all' ? 'Nobody is on this board: you have no team members yet.' : 'Nobody matches this count right now.'}
        rowId={(person) => person.empid}
        initialSorting={[{ id: 'fullname', desc: false }]}
        searchable
        exportFileName={board.data ? `today-${board.data.date}.csv` : 'today.csv'}
        testId="today-person"
      />
    </Box>
  );
}
