import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
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

type View = 'employees' | 'departments';

interface Editing {
  owner: RouteOwner;
  routes: DepartmentRouteRow['routes'];
}

function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="small" startIcon={<Edit />} onClick={onClick} aria-label={label}>
      <Trans>Edit</Trans>
    </Button>
  );
}

/**
 * Who approves what: per employee, the route each request type takes (the
 * department's, or the employee's own override), and the departments' routes.
 */
export function RoutesPage() {
  const { t } = useLingui();
  const employeeColumns = useMemo<DataColumn<EmployeeRouteRow>[]>(
    () => [
      { accessorKey: 'fullname', header: t`Employee` },
      { accessorKey: 'emp_id', header: t`Emp. no.` },
      { accessorKey: 'department', header: t`Department` },
      ...routeColumns<EmployeeRouteRow>(true),
    ],
    [t],
  );
  const departmentColumns = useMemo<DataColumn<DepartmentRouteRow>[]>(
    () => [
      { accessorKey: 'department', header: t`Department` },
      { accessorKey: 'employees', header: t`Employees` },
      ...routeColumns<DepartmentRouteRow>(false),
    ],
    [t],
  );
  const [view, setView] = useState<View>('employees');
  const [editing, setEditing] = useState<Editing | null>(null);
  const employees = useEmployeeRoutes();
  const departments = useDepartmentRoutes();
  const tabs = (
    <Tabs value={view} onChange={(_event, next: View) => setView(next)} sx={{ mb: 2 }} aria-label={t`Routes by`}>
      <Tab value="employees" label={t`By employee`} />
      <Tab value="departments" label={t`By department`} />
    </Tabs>
  );
  const editLabelOfDepartment = (department: string) => t`Edit the routes of ${department}`;
  const editLabelOfEmployee = (fullname: string) => t`Edit the routes of ${fullname}`;
  const importing = { route: adminRoutesRoutes.importRoutes, columns: ROUTE_IMPORT_COLUMNS, title: t`Import approval routes` };
  const dialog = editing && <RouteDialog owner={editing.owner} routes={editing.routes} people={employees.data ?? []} onClose={() => setEditing(null)} />;

  if (view === 'departments') {
    return (
      <AdminListScreen<DepartmentRouteRow>
        title={t`Approval Routes`}
        intro={tabs}
        columns={departmentColumns}
        rows={departments.data}
        loading={departments.isLoading}
        refreshing={departments.isFetching}
        onRefresh={() => void departments.refetch()}
        rowId={(row) => row.department}
        initialSorting={[{ id: 'department', desc: false }]}
        pinnedLeft={['department']}
        emptyText={t`No departments yet: employees' records name them.`}
        exportFileName="department-routes.csv"
        importing={importing}
        renderDetail={(row) => <RouteSummary routes={row.routes} showSource={false} />}
        rowActions={(row) => <EditButton label={editLabelOfDepartment(row.department)} onClick={() => setEditing({ owner: { kind: 'department', department: row.department }, routes: row.routes })} />}
      >
        {dialog}
      </AdminListScreen>
    );
  }
  return (
    <AdminListScreen<EmployeeRouteRow>
      title={t`Approval Routes`}
      intro={tabs}
      columns={employeeColumns}
      rows={employees.data}
      loading={employees.isLoading}
      refreshing={employees.isFetching}
      onRefresh={() => void employees.refetch()}
      rowId={(row) => row.emp_id}
      initialSorting={[{ id: 'fullname', desc: false }]}
      pinnedLeft={['fullname']}
      emptyText={t`No active employees.`}
      exportFileName="approval-routes.csv"
      importing={importing}
      renderDetail={(row) => <RouteSummary routes={row.routes} showSource />}
      rowActions={(row) => (
        <EditButton label={editLabelOfEmployee(row.fullname)} onClick={() => setEditing({ owner: { kind: 'employee', empId: row.emp_id, name: row.fullname }, routes: row.routes })} />
      )}
    >
      {dialog}
    </AdminListScreen>
  );
}
