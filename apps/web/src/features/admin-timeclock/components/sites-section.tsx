import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { EmployeeSitesRow } from '@portal/contracts/admin-timeclock';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { useEmployeeSites, useOfficeChoices } from '../api/employee-sites';
import { SitesDialog } from './sites-dialog';

/** Who punches where: own office, further sites, or field staff; HR edits one person at a time. */
export function SitesSection() {
  const { t } = useLingui();
  const people = useEmployeeSites();
  const offices = useOfficeChoices();
  const [editing, setEditing] = useState<EmployeeSitesRow | null>(null);
  const officeName = useMemo(() => new Map((offices.data ?? []).map((office) => [office.id, office.name])), [offices.data]);
  const columns = useMemo<DataColumn<EmployeeSitesRow>[]>(
    () => [
      { accessorKey: 'fullname', header: t`Employee` },
      { id: 'office', header: t`Own office`, accessorFn: (row) => row.office_name ?? t({ message: 'None', context: 'no office' }) },
      { id: 'field_staff', header: t`Field staff`, accessorFn: (row) => (row.field_staff ? t`Yes: no fence` : '') },
      { id: 'sites', header: t`Further sites`, accessorFn: (row) => row.site_ids.map((id) => officeName.get(id) ?? t`Office ${id}`).join(', ') },
    ],
    [officeName, t],
  );
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        <Trans>Sites and field staff</Trans>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        <Trans>A punch inside any of a person&apos;s sites is inside. Field staff have no fence.</Trans>
      </Typography>
      <DataTable<EmployeeSitesRow>
        label={t`Sites and field staff`}
        columns={columns}
        rows={people.data}
        loading={people.isLoading}
        emptyText={t`No active employees yet.`}
        rowId={(row) => row.emp_id}
        initialSorting={[{ id: 'fullname', desc: false }]}
        searchable
        rowActions={(row) => {
          const fullname = row.fullname;
          return (
            <Button size="small" onClick={() => setEditing(row)} aria-label={t`Edit sites of ${fullname}`} disabled={!offices.data}>
              <Trans>Edit sites</Trans>
            </Button>
          );
        }}
        testId="employee-sites-row"
      />
      {editing && offices.data && <SitesDialog person={editing} offices={offices.data} onClose={() => setEditing(null)} />}
    </>
  );
}
