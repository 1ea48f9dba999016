import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import Chip from '@mui/material/Chip';
import type { OfficeRow } from '@portal/contracts/admin-offices';
import { AdminListScreen } from '../../components/admin-list-screen';
import type { DataColumn } from '../../components/data-table';
import { useAdminOffices, useDeleteOffice } from './api/offices';
import { OfficeDialog, fenceModeWords } from './components/office-dialog';

/** The offices, where they are and the geofence the time clock holds punches to. */
export function OfficesPage() {
  const { t, i18n } = useLingui();
  const columns = useMemo<DataColumn<OfficeRow>[]>(
    () => [
      { accessorKey: 'name', header: t`Office` },
      { accessorKey: 'address', header: t`Address` },
      { accessorFn: (row) => `${row.lat.toFixed(5)}, ${row.lng.toFixed(5)}`, id: 'centre', header: t`Centre` },
      { accessorKey: 'radius_m', header: t`Radius (m)` },
      {
        accessorFn: (row) => i18n._(fenceModeWords[row.fence_mode].label),
        id: 'fence_mode',
        header: t`Outside the area`,
        Cell: ({ row }) => <Chip size="small" variant="outlined" color={row.original.fence_mode === 'refuse' ? 'error' : 'default'} label={i18n._(fenceModeWords[row.original.fence_mode].label)} />,
      },
      { accessorKey: 'employees', header: t`Employees` },
    ],
    [t, i18n],
  );
  const list = useAdminOffices();
  const remove = useDeleteOffice();
  const [editing, setEditing] = useState<OfficeRow | 'new' | null>(null);
  return (
    <AdminListScreen<OfficeRow>
      title={t`Offices`}
      columns={columns}
      rows={list.data}
      loading={list.isLoading}
      refreshing={list.isFetching}
      onRefresh={() => void list.refetch()}
      rowId={(row) => String(row.id)}
      initialSorting={[{ id: 'name', desc: false }]}
      pinnedLeft={['name']}
      emptyText={t`No offices yet. Add one so the time clock can name it and hold punches to its area.`}
      exportFileName="offices.csv"
      newLabel={t`New office`}
      onNew={() => setEditing('new')}
      onEdit={setEditing}
      removing={{
        title: (row) => {
          const name = row.name;
          return t`Delete ${name}?`;
        },
        message: () => t`An office people belong to, or with holidays of its own, cannot be deleted; the portal will say so.`,
        pending: remove.isPending,
        remove: (row) => remove.mutateAsync(row.id),
      }}
    >
      {editing && <OfficeDialog editing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </AdminListScreen>
  );
}
