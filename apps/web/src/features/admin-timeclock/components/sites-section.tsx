import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { EmployeeSitesRow } from '@portal/contracts/admin-timeclock';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { useEmployeeSites, useOfficeChoices } from '../api/employee-sites';
import { SitesDialog } from './sites-dialog';

/** Who punches where: own office, further sites, or field staff; HR edits one person at a time. */
export function SitesSection() {
  const people = useEmployeeSites();
  const offices = useOfficeChoices();
  const [editing, setEditing] = useState<EmployeeSitesRow | null>(null);
  const officeName = useMemo(() => new Map((offices.data ?? []).map((office) => [office.id, office.name])), [offices.data]);
  const columns = useMemo<DataColumn<EmployeeSitesRow>[]>(
    () => [
      { accessorKey: 'fullname', header: 'Employee' },
      { id: 'office', header: 'Own office', accessorFn: (row) => row.office_name ?? 'None' },
      { id: 'field_staff', header: 'Field staff', accessorFn: (row) => (row.field_staff ? 'Yes: no fence' : '') },
      { id: 'sites', header: 'Further sites', accessorFn: (row) => row.site_ids.map((id) => officeName.get(id) ?? `Office ${id}`).join(', ') },
    ],
    [officeName],
  );
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        Sites and field staff
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        A punch inside any of a person&apos;s sites is inside. Field staff have no fence.
      </Typography>
      <DataTable<EmployeeSitesRow>
        label="Sites and field staff"
        columns={columns}
        rows={people.data}
        loading={people.isLoading}
        emptyText="No active employees yet."
        rowId={(row) => row.emp_id}
        initialSorting={[{ id: 'fullname', desc: false }]}
        searchable
        rowActions={(row) => (
          <Button size="small" onClick={() => setEditing(row)} aria-label={`Edit sites of ${row.fullname}`} disabled={!offices.data}>
            Edit sites
          </Button>
        )}
        testId="employee-sites-row"
      />
      {editing && offices.data && <SitesDialog person={editing} offices={offices.data} onClose={() => setEditing(null)} />}
    </>
  );
}
