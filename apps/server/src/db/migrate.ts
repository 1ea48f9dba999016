import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { ADVISORY_LOCKS, withAdvisoryLock } from './advisory-lock';
import * as foundation from './migrations/2026_11_23_0100_foundation';
import * as sessionRevocationNotify from './migrations/2026_11_23_0200_session_revocation_notify';
import * as requestsAndDocuments from './migrations/2026_11_23_0300_requests_and_documents';
import * as leaveAndOvertime from './migrations/2026_11_23_0400_leave_and_overtime';
import * as shiftChanges from './migrations/2026_11_23_0500_shift_changes';
import * as payslips from './migrations/2026_11_23_0600_payslips';
import * as certificates from './migrations/2026_11_23_0700_certificates';
import * as routesAndDelegation from './migrations/2026_11_23_1100_routes_and_delegation';
import * as calendarAndGeofence from './migrations/2026_11_23_1200_calendar_and_geofence';
import * as leavePolicyAndSettings from './migrations/2026_11_23_1300_leave_policy_and_settings';
import * as certificateFooterImage from './migrations/2026_11_23_1400_certificate_footer_image';
import * as punchesChangedNotify from './migrations/2026_11_23_1700_punches_changed_notify';
import * as recordPunchFunction from './migrations/2026_11_23_1710_record_punch_function';
import * as governmentIdsAndCivilStatus from './migrations/2026_11_24_0100_government_ids_and_civil_status';
import * as officeFencesNotify from './migrations/2026_11_24_0200_office_fences_notify';
import * as notifications from './migrations/2026_11_24_0300_notifications';
import * as offlinePunches from './migrations/2026_11_25_0100_offline_punches';
import * as punchImport from './migrations/2026_11_25_0200_punch_import';
import * as punchReview from './migrations/2026_11_25_0300_punch_review';
import * as sitesAndFenceModes from './migrations/2026_11_25_0400_sites_and_fence_modes';
import * as leaveWithPay from './migrations/2026_11_25_0500_leave_with_pay';
import * as severalNodes from './migrations/2026_11_26_0100_several_nodes';
import * as punchClockAfterLock from './migrations/2026_11_27_0100_punch_clock_after_lock';
import * as sessionAddressInet from './migrations/2026_11_27_0200_session_address_inet';
import * as emailClaims from './migrations/2026_11_27_0300_email_claims';
import * as cacheVersions from './migrations/2026_11_27_0400_cache_versions';
import * as dailyAttendance from './migrations/2026_11_27_0500_daily_attendance';
import * as premiumNightSplit from './migrations/2026_11_27_0600_premium_night_split';
import * as payData from './migrations/2026_11_27_0700_pay_data';
import * as payrollRuns from './migrations/2026_11_27_0800_payroll_runs';
import * as dashboardWorkingDay from './migrations/2026_11_27_0900_dashboard_working_day';
import * as payrollCutoffLock from './migrations/2026_11_27_1000_payroll_cutoff_lock';
import * as payNotifications from './migrations/2026_11_27_1100_pay_notifications';
import * as accessLog from './migrations/2026_11_27_1200_access_log';
import * as payBankAccounts from './migrations/2026_11_27_1300_pay_bank_accounts';
import * as companyTin from './migrations/2026_11_27_1400_company_tin';
import * as payslipThirteenthMonth from './migrations/2026_11_27_1500_payslip_thirteenth_month';
import * as signInSecurity from './migrations/2026_11_28_0100_sign_in_security';
import * as retention from './migrations/2026_11_28_0200_retention';
import * as passkeys from './migrations/2026_11_28_0300_passkeys';
import * as languages from './migrations/2026_11_28_0400_languages';
import * as coeLanguage from './migrations/2026_11_28_0500_coe_language';
import * as attendanceSpans from './migrations/2026_11_28_0600_attendance_spans';
import * as cheaperPunch from './migrations/2026_11_28_0700_cheaper_punch';
import * as storedDaysFromYesterday from './migrations/2026_11_28_0800_stored_days_from_yesterday';
import * as sumsByDay from './migrations/2026_11_28_0900_sums_by_day';

// Listed statically rather than read from disk, so migrations run the same under
// tsx, vitest and a bundled build. Add new ones at the end, named by date.
const migrations: Record<string, Migration> = {
  '2026_11_23_0100_foundation': foundation,
  '2026_11_23_0200_session_revocation_notify': sessionRevocationNotify,
  '2026_11_23_0300_requests_and_documents': requestsAndDocuments,
  '2026_11_23_0400_leave_and_overtime': leaveAndOvertime,
  '2026_11_23_0500_shift_changes': shiftChanges,
  '2026_11_23_0600_payslips': payslips,
  '2026_11_23_0700_certificates': certificates,
  '2026_11_23_1100_routes_and_delegation': routesAndDelegation,
  '2026_11_23_1200_calendar_and_geofence': calendarAndGeofence,
  '2026_11_23_1300_leave_policy_and_settings': leavePolicyAndSettings,
  '2026_11_23_1400_certificate_footer_image': certificateFooterImage,
  '2026_11_23_1700_punches_changed_notify': punchesChangedNotify,
  '2026_11_23_1710_record_punch_function': recordPunchFunction,
  '2026_11_24_0100_government_ids_and_civil_status': governmentIdsAndCivilStatus,
  '2026_11_24_0200_office_fences_notify': officeFencesNotify,
  '2026_11_24_0300_notifications': notifications,
  '2026_11_25_0100_offline_punches': offlinePunches,
  '2026_11_25_0200_punch_import': punchImport,
  '2026_11_25_0300_punch_review': punchReview,
  '2026_11_25_0400_sites_and_fence_modes': sitesAndFenceModes,
  '2026_11_25_0500_leave_with_pay': leaveWithPay,
  '2026_11_26_0100_several_nodes': severalNodes,
  '2026_11_27_0100_punch_clock_after_lock': punchClockAfterLock,
  '2026_11_27_0200_session_address_inet': sessionAddressInet,
  '2026_11_27_0300_email_claims': emailClaims,
  '2026_11_27_0400_cache_versions': cacheVersions,
  '2026_11_27_0500_daily_attendance': dailyAttendance,
  '2026_11_27_0600_premium_night_split': premiumNightSplit,
  '2026_11_27_0700_pay_data': payData,
  '2026_11_27_0800_payroll_runs': payrollRuns,
  '2026_11_27_0900_dashboard_working_day': dashboardWorkingDay,
  '2026_11_27_1000_payroll_cutoff_lock': payrollCutoffLock,
  '2026_11_27_1100_pay_notifications': payNotifications,
  '2026_11_27_1200_access_log': accessLog,
  '2026_11_27_1300_pay_bank_accounts': payBankAccounts,
  '2026_11_27_1400_company_tin': companyTin,
  '2026_11_27_1500_payslip_thirteenth_month': payslipThirteenthMonth,
  '2026_11_28_0100_sign_in_security': signInSecurity,
  '2026_11_28_0200_retention': retention,
  '2026_11_28_0300_passkeys': passkeys,
  '2026_11_28_0400_languages': languages,
  '2026_11_28_0500_coe_language': coeLanguage,
  '2026_11_28_0600_attendance_spans': attendanceSpans,
  '2026_11_28_0700_cheaper_punch': cheaperPunch,
  '2026_11_28_0800_stored_days_from_yesterday': storedDaysFromYesterday,
  '2026_11_28_0900_sums_by_day': sumsByDay,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the schema to the latest, once however many nodes start together: the whole
 * run, the migrator's own tables included, holds an advisory lock on one connection
 * and runs on that connection. A node that waited finds nothing to do. (Kysely locks
 * only around the migrations themselves; its tables are created before.)
 */
export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  await withAdvisoryLock(db, ADVISORY_LOCKS.migrations, async (connection) => {
    const { error, results } = await new Migrator({ db: connection, provider }).migrateToLatest();
    const failed = results?.find((result) => result.status === 'Error');
    if (error || failed) {
      throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
    }
  });
}

/** Migrations this build knows that the database has not run yet, oldest first. */
export async function pendingMigrations(db: Kysely<unknown>): Promise<string[]> {
  const known = await new Migrator({ db, provider }).getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}
