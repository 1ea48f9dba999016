import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { HOLIDAY_IMPORT_COLUMNS, adminHolidayRoutes, type HolidayRow } from '@portal/contracts/admin-holidays';
import { AdminListScreen } from '../../components/admin-list-screen';
import type { DataColumn } from '../../components/data-table';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { serverNow } from '../../lib/server-clock';
import { dateOfInstant, formatDate } from '../../lib/time-format';
import { useAdminHolidays, useDeleteHoliday } from './api/holidays';
import { CopyYearDialog } from './components/copy-year-dialog';
import { HolidayDialog } from './components/holiday-dialog';
import { HolidayTypeChip } from './components/holiday-type-chip';

/** The holiday calendar by year: add, edit, delete, copy a year, import. Attendance follows at once. */
export function HolidaysPage() {
  const { t } = useLingui();
  const columns = useMemo<DataColumn<HolidayRow>[]>(
    () => [
      { accessorKey: 'holiday_date', header: t`Date`, Cell: ({ row }) => formatDate(row.original.holiday_date) },
      { accessorKey: 'name', header: t`Name` },
      { accessorKey: 'type', header: t`Type`, Cell: ({ row }) => <HolidayTypeChip type={row.original.type} /> },
      { accessorFn: (row) => row.office_name ?? t`Whole company`, id: 'office_name', header: t`For` },
    ],
    [t],
  );
  const today = dateOfInstant(serverNow(), getRuntimeConfig().timeZone);
  const thisYear = Number(today.slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const list = useAdminHolidays(year);
  const remove = useDeleteHoliday();
  const [editing, setEditing] = useState<HolidayRow | 'new' | null>(null);
  const [copying, setCopying] = useState(false);
  const years = Array.from({ length: 7 }, (_, index) => thisYear - 3 + index);
  if (!years.includes(year)) years.push(year);
  return (
    <AdminListScreen<HolidayRow>
      title={t`Holidays`}
      intro={
        <Stack direction="row" spacing={1.5} sx={{ mb: 2, alignItems: 'center' }}>
          <TextField select label={t`Year`} size="small" value={year} onChange={(event) => setYear(Number(event.target.value))} sx={{ minWidth: 110 }}>
            {years.sort().map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
          <Button size="small" variant="outlined" startIcon={<ContentCopy />} onClick={() => setCopying(true)}>
            <Trans>Copy year</Trans>
          </Button>
        </Stack>
      }
      columns={columns}
      rows={list.data}
      loading={list.isLoading}
      refreshing={list.isFetching}
      onRefresh={() => void list.refetch()}
      rowId={(row) => String(row.id)}
      initialSorting={[{ id: 'holiday_date', desc: false }]}
      pinnedLeft={['holiday_date']}
      emptyText={t`No holidays in ${year}. Add them, copy another year, or import a CSV.`}
      exportFileName={`holidays-${year}.csv`}
      newLabel={t`New holiday`}
      onNew={() => setEditing('new')}
      importing={{ route: adminHolidayRoutes.importHolidays, columns: HOLIDAY_IMPORT_COLUMNS.all, title: t`Import holidays` }}
      onEdit={setEditing}
      removing={{
        title: (row) => {
          const name = row.name;
          return t`Delete ${name}?`;
        },
        message: (row) => {
          const date = row.holiday_date;
          return t`${date} becomes an ordinary day in attendance at once. Leave already approved keeps its hours.`;
        },
        pending: remove.isPending,
        remove: (row) => remove.mutateAsync(row.id),
      }}
    >
      {editing && <HolidayDialog editing={editing === 'new' ? null : editing} defaultDate={year === thisYear ? today : `${year}-01-01`} onClose={() => setEditing(null)} />}
      {copying && (
        <CopyYearDialog
          fromYear={year}
          onClose={() => setCopying(false)}
          onCopied={(toYear) => {
            setYear(toYear);
            setCopying(false);
          }}
        />
      )}
    </AdminListScreen>
  );
}
