import { useState } from 'react';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Edit from '@mui/icons-material/Edit';
import { ROUTE_IMPORT_COLUMNS, adminRoutesRoutes, type DepartmentRouteRow, type EmployeeRouteRow } from '@portal/contracts/admin-routes';
import { AdminListScreen } from '../../components/admin-list-screen';
import type { DataColumn } from '../../components/data-table';
import { useDepartmentRoutes } from './api/list-department-routes';
import { useEmployeeRoutes } from './api/list-employee-routes';
import type { RouteOwner } from './api/change-routes';
import { RouteSummary, routeColumns } from './components/route-columns';
import { RouteDialog } from './components/route-dialog';

const employeeColumns: DataColumn<EmployeeRouteRow>[] = [
  { accessorKey: 'fullname', header: 'Employee' },
  { accessorKey: 'emp_id', header: 'Emp. no.' },
  { accessorKey: 'department', header: 'Department' },
  ...routeColumns<EmployeeRouteRow>(true),
];

const departmentColumns: DataColumn<DepartmentRouteRow>[] = [
  { accessorKey: 'department', header: 'Department' },
  { accessorKey: 'employees', header: 'Employees' },
  ...routeColumns<DepartmentRouteRow>(false),
];

type View = 'employees' | 'departments';

interface Editing {
  owner: RouteOwner;
  routes: DepartmentRouteRow['routes'];
}

function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="small" startIcon={<Edit />} onClick={onClick} aria-label={label}>
      Edit
    </Button>
  );
}

/**
 * Who approves what: per employee, the route each request type takes (the
 * department's, or the employee's own override), and the departments' routes.
 */
export function RoutesPage() {
  const [view, setView] = useState<View>('employees');
  const [editing, setEditing] = useState<Editing | null>(null);
  const employees = useEmployeeRoutes();
  const departments = useDepartmentRoutes();
  const tabs = (
    <Tabs value={view} onChange={(_event, next: View) => setView(next)} sx={{ mb: 2 }} aria-label="Routes by">
      <Tab value="employees" label="By employee" />
      <Tab value="departments" label="By department" />
    </Tabs>
  );
  const importing = { route: adminRoutesRoutes.importRoutes, columns: ROUTE_IMPORT_COLUMNS, title: 'Import approval routes' };
  const dialog = editing && <RouteDialog owner={editing.owner} routes={editing.routes} people={employees.data ?? []} onClose={() => setEditing(null)} />;

  if (view === 'departments') {
    return (
      <AdminListScreen<DepartmentRouteRow>
        title="Approval Routes"
        intro={tabs}
        columns={departmentColumns}
        rows={departments.data}
        loading={departments.isLoading}
        refreshing={departments.isFetching}
        onRefresh={() => void departments.refetch()}
        rowId={(row) => row.department}
        initialSorting={[{ id: 'department', desc: false }]}
        pinnedLeft={['department']}
        emptyText="No departments yet: employees' records name them."
        exportFileName="department-routes.csv"
        importing={importing}
        renderDetail={(row) => <RouteSummary routes={row.routes} showSource={false} />}
        rowActions={(row) => <EditButton label={`Edit the routes of ${row.department}`} onClick={() => setEditing({ owner: { kind: 'department', department: row.department }, routes: row.routes })} />}
      >
        {dialog}
      </AdminListScreen>
    );
  }
  return (
    <AdminListScreen<EmployeeRouteRow>
      title="Approval Routes"
      intro={tabs}
      columns={employeeColumns}
      rows={employees.data}
      loading={employees.isLoading}
      refreshing={employees.isFetching}
      onRefresh={() => void employees.refetch()}
      rowId={(row) => row.emp_id}
      initialSorting={[{ id: 'fullname', desc: false }]}
      pinnedLeft={['fullname']}
      emptyText="No active employees."
      exportFileName="approval-routes.csv"
      importing={importing}
      renderDetail={(row) => <RouteSummary routes={row.routes} showSource />}
      rowActions={(row) => (
        <EditButton label={`Edit the routes of ${row.fullname}`} onClick={() => setEditing({ owner: { kind: 'employee', empId: row.emp_id, name: row.fullname }, routes: row.routes })} />
      )}
    >
      {dialog}
    </AdminListScreen>
  );
}
