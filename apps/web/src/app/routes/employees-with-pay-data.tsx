import { EmployeesPage } from '../../features/admin-employees/employees-page';
import { PayDataDialog } from '../../features/pay-data/components/pay-data-dialog';

/** The employee list, with each person's pay data for HR with the payroll permission. */
export function EmployeesWithPayData() {
  return (
    <EmployeesPage
      payData={(employee, today, onClose) => (
        <PayDataDialog empId={employee.emp_id} name={`${employee.firstname} ${employee.lastname} (${employee.emp_id})`} today={today} onClose={onClose} />
      )}
    />
  );
}
