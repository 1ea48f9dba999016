import { sql, type Transaction } from 'kysely';
import type { DB } from '../database';

/**
 * Philippine leave types with their usual yearly hours (8 a day): company vacation
 * and sick leave, emergency leave, and the statutory ones: maternity (RA 11210, 105
 * days), paternity (RA 8187, 7 days), solo parent (RA 11861, 7 days) and service
 * incentive leave (Labor Code Art. 95, 5 days).
 */
export const demoLeaveTypes = [
  { payitem: 'VL', leave_desc: 'Vacation Leave', annual_hours: 120, sort_order: 1, carry_over_cap_hours: 40 },
  { payitem: 'SL', leave_desc: 'Sick Leave', annual_hours: 120, sort_order: 2 },
  { payitem: 'EL', leave_desc: 'Emergency Leave', annual_hours: 24, sort_order: 3 },
  { payitem: 'ML', leave_desc: 'Maternity Leave', annual_hours: 840, sort_order: 4, eligible_gender: 'F' as const },
  { payitem: 'PL', leave_desc: 'Paternity Leave', annual_hours: 56, sort_order: 5, eligible_gender: 'M' as const, eligible_civil_status: ['Married' as const] },
  { payitem: 'SPL', leave_desc: 'Solo Parent Leave', annual_hours: 56, sort_order: 6, solo_parent_only: true },
  { payitem: 'SIL', leave_desc: 'Service Incentive Leave', annual_hours: 40, sort_order: 7 },
];

export const demoOvertimeTypes = [
  { ottype: 'REG', description: 'Ordinary day overtime', sort_order: 1 },
  { ottype: 'RD', description: 'Rest day overtime', sort_order: 2 },
  { ottype: 'HOL', description: 'Holiday overtime', sort_order: 3 },
];

/**
 * Leave types, entitlements for everyone for last year, this year and next year, and
 * OT types. Last year's are there because the demo punches reach back into it: in the
 * first days of January people still file leave for the last days of December.
 */
export async function insertLeaveAndOvertimeSetup(trx: Transaction<DB>, year: number): Promise<void> {
  await trx.insertInto('leave_types').values(demoLeaveTypes).execute();
  await trx.insertInto('overtime_types').values(demoOvertimeTypes).execute();
  // Each type to those the laws grant it to (maternity for women, paternity for
  // married men, solo parent leave for solo parents), by the database's one rule.
  await sql`
    insert into leave_entitlements (emp_id, payitem, year, entitled_hours)
    select p.emp_id, t.payitem, y.year, t.annual_hours
    from employees p cross join leave_types t cross join unnest(array[${year - 1}, ${year}, ${year + 1}]::int[]) as y(year)
    where leave_type_eligible(t, p)
  `.execute(trx);
}
