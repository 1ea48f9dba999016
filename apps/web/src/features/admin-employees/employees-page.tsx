import { useMemo, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import RestartAlt from '@mui/icons-material/RestartAlt';
import { EMPLOYEE_IMPORT_COLUMNS, adminEmployeesRoutes, type EmployeeAdminRow } from '@portal/contracts/admin-employees';
import { AdminListScreen } from '../../components/admin-list-screen';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { serverNow } from '../../lib/server-clock';
import { useStoredUser } from '../../lib/stored-user';
import { dateOfInstant } from '../../lib/time-format';
import { useEmployees } from './api/list-employees';
import { useSetEmployeeActive } from './api/save-employee';
import { employeeColumns } from './components/employee-columns';
import { EmployeeDetail } from './components/employee-detail';
import { EmployeeDialog } from './components/employee-dialog';
import { SeparationDialog } from './components/separation-dialog';

type Editing = { employee: EmployeeAdminRow | null } | null;

/** Another feature's dialog about one employee, composed in by the router (pay data, for payroll). */
export type EmployeeDialogSlot = (employee: EmployeeAdminRow, today: string, onClose: () => void) => ReactNode;

/**
 * HR's employee master list: add, edit, separate and reactivate, import and export;
 * with `payData`, HR with the payroll permission opens each person's pay data.
 */
export function EmployeesPage({ payData }: { payData?: EmployeeDialogSlot } = {}) {
  const { t } = useLingui();
  const list = useEmployees();
  const setActive = useSetEmployeeActive();
  const [editing, setEditing] = useState<Editing>(null);
  const [separating, setSeparating] = useState<EmployeeAdminRow | null>(null);
  const [reactivating, setReactivating] = useState<EmployeeAdminRow | null>(null);
  const [paying, setPaying] = useState<EmployeeAdminRow | null>(null);
  // The server decides; the action is shown only to those it would answer.
  const payroll = useStoredUser()?.payroll === 1 && payData !== undefined;
  const today = dateOfInstant(serverNow(), getRuntimeConfig().timeZone);
  const people = list.data ?? [];
  // Made once per language (every screen renders afresh on a change), so the table keeps its rows.
  const columns = useMemo(() => employeeColumns(), []);
  const reactivatingName = reactivating ? `${reactivating.firstname} ${reactivating.lastname}` : ' ';

  return (
    <AdminListScreen<EmployeeAdminRow>
      title={t`Employees`}
      columns={columns}
      rows={list.data}
      loading={list.isLoading}
      refreshing={list.isFetching}
      onRefresh={() => void list.refetch()}
      rowId={(row) => row.emp_id}
      initialSorting={[{ id: 'name', desc: false }]}
      pinnedLeft={['name']}
      emptyText={t`No employees yet. Add one, or import a CSV.`}
      exportFileName={`employees-${today}.csv`}
      newLabel={t`New employee`}
      onNew={() => setEditing({ employee: null })}
      importing={{ route: adminEmployeesRoutes.importEmployees, columns: EMPLOYEE_IMPORT_COLUMNS, title: t`Import employees` }}
      renderDetail={(row) => <EmployeeDetail employee={row} />}
      rowActions={(row) => {
        const empId = row.emp_id;
        return (
          <Stack direction="row">
            <Tooltip title={t`Edit`}>
              <IconButton size="small" aria-label={t`Edit ${empId}`} onClick={() => setEditing({ employee: row })}>
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            {payroll && (
              <Tooltip title={t`Pay data`}>
                <IconButton size="small" aria-label={t`Pay data of ${empId}`} onClick={() => setPaying(row)}>
                  <PaymentsOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            {row.active ? (
              <Tooltip title={t`Deactivate`}>
                <IconButton size="small" aria-label={t`Deactivate ${empId}`} onClick={() => setSeparating(row)}>
                  <PersonOffOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            ) : (
              <Tooltip title={t`Reactivate`}>
                <IconButton size="small" aria-label={t`Reactivate ${empId}`} onClick={() => setReactivating(row)}>
                  <RestartAlt fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        );
      }}
    >
      {paying && payData?.(paying, today, () => setPaying(null))}
      {editing && <EmployeeDialog editing={editing.employee} people={people} onClose={() => setEditing(null)} />}
      {separating && (
        <SeparationDialog
          employee={separating}
          today={today}
          pending={setActive.isPending}
          onClose={() => setSeparating(null)}
          onConfirm={(date) => setActive.mutate({ emp_id: separating.emp_id, separation_date: date }, { onSuccess: () => setSeparating(null) })}
        />
      )}
      <ConfirmDialog
        open={reactivating !== null}
        title={t`Reactivate ${reactivatingName}?`}
        message={t`Their separation date is cleared and they can log in again with their account.`}
        confirmLabel={t`Reactivate`}
        pending={setActive.isPending}
        onClose={() => setReactivating(null)}
        onConfirm={() => reactivating && setActive.mutate({ emp_id: reactivating.emp_id, reactivate: true }, { onSuccess: () => setReactivating(null) })}
      />
    </AdminListScreen>
  );
}
