import { describe, expect, it } from 'vitest';
import { EMPLOYEE_IMPORT_COLUMNS } from '@portal/contracts/admin-employees';
import { validationInFilipino } from '@portal/contracts/validation-in-filipino';
import { employeeImportRowSchema } from '../features/admin-employees/employee-import-row';
import { checkPayslipRow, payslipColumns } from '../features/payslip/payslip-rows';

// An import's rows are checked one by one, and each problem is a line a person reads
// in their language. Every column given a value no column accepts brings out the
// row checks' messages: each must read in Filipino, not fall back to its English.
const NONSENSE = ['x?!', '-5', '99999999999', '2026-13-45', ' '];

describe("an import row's problems in Filipino", () => {
  it('has Filipino for every problem an employees row can have', () => {
    const untranslated = new Set<string>();
    for (const nonsense of NONSENSE) {
      const row = Object.fromEntries(EMPLOYEE_IMPORT_COLUMNS.map((column) => [column, nonsense]));
      const parsed = employeeImportRowSchema.safeParse(row);
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        if (validationInFilipino(issue.message) === issue.message) untranslated.add(issue.message);
      }
    }
    expect([...untranslated]).toEqual([]);
  });

  it('has Filipino for every problem a payslips row can have', () => {
    const untranslated = new Set<string>();
    for (const nonsense of NONSENSE) {
      const values = Object.fromEntries(payslipColumns.map((column) => [column, nonsense]));
      for (const line of checkPayslipRow({ row: 2, values }).errors) if (line.fil === line.en) untranslated.add(line.en);
    }
    // A row whose cells read but disagree with each other: the checks across its columns.
    const values = { emp_id: '4', year: '2026', month: '11', period: '1', pay_date: '2027-05-01', basic: '100', gross: '999', net_pay: '1' };
    for (const line of checkPayslipRow({ row: 3, values }).errors) if (line.fil === line.en) untranslated.add(line.en);
    expect([...untranslated]).toEqual([]);
  });
});
