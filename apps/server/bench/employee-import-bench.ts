import type { Kysely } from 'kysely';
import type { DB } from '../src/db/database';
import { peakMemoryMb, resetPeakMemory } from './process-memory';
import { hrCookie, uploadImport } from './punch-import-bench';

export const EMPLOYEE_IMPORT_PEOPLE = 20_000;

/** A company's people with the columns HR fills in, about 600 bytes a row. */
function employeesFile(count: number, firstNumber: number): string {
  const lines = ['emp_id,firstname,lastname,gender,hire_date,designation,department,monthly_salary,rest_days,default_shift,home_address,benefits_coverage,tin,email'];
  for (let index = 0; index < count; index += 1) {
    const empId = firstNumber + index;
    const tin = String(100_000_000 + index).replace(/(\d{3})(\d{3})(\d{3})/, '$1-$2-$3');
    lines.push(
      `${empId},Worker${index},Santos,${index % 2 ? 'Female' : 'Male'},2025-0${1 + (index % 9)}-15,Production Associate ${index % 40},Assembly Line ${index % 12},"22,500.00","Sat,Sun",DAY,` +
        `"Blk ${index % 90} Lot ${index % 30}, Phase ${index % 4} Mabuhay Homes, Brgy. San Isidro, Calamba City, Laguna 4027, beside the chapel and the basketball court",` +
        `"HMO principal and two dependants, rice allowance, uniform allowance, group life insurance, annual physical examination",${tin},worker${empId}@example.ph`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The employees import of a large company's file, then the same file again (nothing
 * changes), with the server's peak memory, against that of a tenth of the file.
 */
export async function measureEmployeeImport(db: Kysely<DB>, base: string, portalPid: number): Promise<[string, string][]> {
  const cookie = await hrCookie(db);
  const url = `${base}/v1/admin/employees/import`;
  const whole = employeesFile(EMPLOYEE_IMPORT_PEOPLE, 91_000_000);
  const tenth = employeesFile(EMPLOYEE_IMPORT_PEOPLE / 10, 90_000_000);
  resetPeakMemory(portalPid);
  const small = await uploadImport(url, cookie, tenth);
  const smallPeak = peakMemoryMb(portalPid);
  resetPeakMemory(portalPid);
  const first = await uploadImport(url, cookie, whole);
  const firstPeak = peakMemoryMb(portalPid);
  resetPeakMemory(portalPid);
  const again = await uploadImport(url, cookie, whole);
  const againPeak = peakMemoryMb(portalPid);
  const megabytes = (Buffer.byteLength(whole) / 1024 / 1024).toFixed(1);
  const perSecond = (ms: number) => ((EMPLOYEE_IMPORT_PEOPLE / ms) * 1000).toFixed(0);
  return [
    [
      `employee import: ${EMPLOYEE_IMPORT_PEOPLE} new employees (${megabytes} MB CSV), rows/s`,
      `${perSecond(first.ms)} (${first.ms.toFixed(0)} ms; HTTP ${first.status}, added ${first.added})`,
    ],
    ['  server peak memory during it, MB (a tenth of the file)', `${firstPeak.toFixed(0)} (${smallPeak.toFixed(0)} for ${small.added} rows in ${small.ms.toFixed(0)} ms, HTTP ${small.status})`],
    [
      '  the same file again, rows/s (changes nothing)',
      `${perSecond(again.ms)} (${again.ms.toFixed(0)} ms; HTTP ${again.status}, unchanged ${again.unchanged}); server peak ${againPeak.toFixed(0)} MB`,
    ],
  ];
}
