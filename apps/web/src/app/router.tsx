import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createHashRouter, Navigate } from 'react-router';
import { notify } from '../lib/notify';
import { onSessionEvent } from '../lib/session-events';
import { RequireUser } from './require-user';

export interface RouteHandle {
  /** Breadcrumb trail below Home, e.g. [msg`Attendance`, msg`My Attendance`], shown in the person's language. */
  crumbs?: MessageDescriptor[];
}

// Every page is its own chunk (React.lazy per route), so the login page loads only
// what it needs; the app layout is a chunk of its own too.
export const router = createHashRouter([
  { path: '/login', lazy: () => import('../features/session/login-page').then((m) => ({ Component: m.LoginPage })) },
  {
    path: '/changepassword',
    lazy: () => import('../features/session/change-password-page').then((m) => ({ Component: m.ChangePasswordPage })),
  },
  { path: '/sso', lazy: () => import('../features/session/sso-page').then((m) => ({ Component: m.SsoPage })) },
  {
    path: '/second-factor',
    lazy: () => import('../features/second-factor/second-factor-page').then((m) => ({ Component: m.SecondFactorPage })),
  },
  {
    path: '/second-factor/setup',
    lazy: () => import('../features/second-factor/enrol-page').then((m) => ({ Component: m.EnrolPage })),
  },
  { path: '/logout', lazy: () => import('../features/session/logout-page').then((m) => ({ Component: m.LogoutPage })) },
  // Public on purpose: whoever holds a certificate can check it without an account.
  {
    path: '/verify/:code',
    lazy: () => import('../features/coe/verify-page').then((m) => ({ Component: m.VerifyPage })),
  },
  {
    element: <RequireUser />,
    children: [
      {
        path: '/404',
        lazy: () => import('./routes/status-page').then((m) => ({ Component: () => <m.StatusPage status={404} /> })),
      },
      {
        path: '/403',
        lazy: () => import('./routes/status-page').then((m) => ({ Component: () => <m.StatusPage status={403} /> })),
      },
      {
        path: '/500',
        lazy: () => import('./routes/status-page').then((m) => ({ Component: () => <m.StatusPage status={500} /> })),
      },
      {
        path: '/forbidden',
        lazy: () =>
          import('./routes/status-page').then((m) => ({ Component: () => <m.StatusPage status="forbidden" /> })),
      },
      { path: '/', element: <Navigate to="/timeinout" replace /> },
      {
        // Spec §2: printable pages have no app chrome, yet still need a stored user.
        lazy: () => import('./layout/printable-layout').then((m) => ({ Component: m.PrintableLayout })),
        children: [
          {
            path: '/printable/payslip',
            lazy: () =>
              import('../features/payslip/printable-payslip-page').then((m) => ({ Component: m.PrintablePayslipPage })),
          },
          {
            path: '/printable/reports',
            lazy: () =>
              import('../features/reports/printable-report-page').then((m) => ({ Component: m.PrintableReportPage })),
          },
          {
            path: '/printable/payroll-reports',
            lazy: () =>
              import('../features/payroll-reports/printable-payroll-report-page').then((m) => ({
                Component: m.PrintablePayrollReportPage,
              })),
          },
        ],
      },
      {
        lazy: () =>
          import('./layout/app-layout').then((m) => ({ Component: m.AppLayout, loader: m.requestLayoutData })),
        children: [
          {
            path: '/timeinout',
            handle: { crumbs: [msg`Time In/Out`] } satisfies RouteHandle,
            // The morning's first screen: its records are asked for with its code (app/query-client).
            lazy: () =>
              Promise.all([
                import('../features/time-clock/time-clock-page'),
                import('../features/time-clock/api/list-time-records'),
                import('./query-client'),
              ]).then(([page, records, data]) => ({
                Component: page.TimeClockPage,
                loader: () => data.requestPageData([records.timeRecordsQuery]),
              })),
          },
          {
            path: '/attendanceadjustment/requests',
            handle: { crumbs: [msg`Attendance`, msg`Adjustment Requests`] } satisfies RouteHandle,
            lazy: () =>
              import('../features/attendance-adjustment/adjustment-requests-page').then((m) => ({
                Component: m.AdjustmentRequestsPage,
              })),
          },
          {
            path: '/attendanceadjustments/approval',
            handle: { crumbs: [msg`Attendance`, msg`Adjustments for Approval`] } satisfies RouteHandle,
            lazy: () =>
              import('../features/attendance-adjustment/adjustment-approval-page').then((m) => ({
                Component: () => <m.AdjustmentApprovalPage mode="queue" />,
              })),
          },
          {
            path: '/attendanceadjustments/formyapproval',
            handle: { crumbs: [msg`Attendance`, msg`Adjustments Routed to Me`] } satisfies RouteHandle,
            lazy: () =>
              import('../features/attendance-adjustment/adjustment-approval-page').then((m) => ({
                Component: () => <m.AdjustmentApprovalPage mode="history" />,
              })),
          },
          {
            path: '/officialbusiness/requests',
            handle: { crumbs: [msg`Official Business`, msg`My Itineraries`] } satisfies RouteHandle,
            lazy: () =>
              import('../features/official-business/official-business-requests-page').then((m) => ({
                Component: m.OfficialBusinessRequestsPage,
              })),
          },
          {
            path: '/officialbusiness/approval',
            handle: { crumbs: [msg`Official Business`, msg`For Approval`] } satisfies RouteHandle,
            lazy: () =>
              import('../features/official-business/official-business-approval-page').then((m) => ({
                Component: m.OfficialBusinessApprovalPage,
              })),
          },
          {
            path: '/leaves/requests',
            handle: { crumbs: [msg`Leaves`, msg`My Leaves`] } satisfies RouteHandle,
            lazy: () =>
              import('../features/leave/leave-requests-page').then((m) => ({ Component: m.LeaveRequestsPage })),
          },
          {
            path: '/leaves/approval',
            handle: { crumbs: [msg`Leaves`, msg`Leaves for Approval`] } satisfies RouteHandle,
            lazy: () =>
              import('../features/leave/leave-approval-page').then((m) => ({
                Component: () => <m.LeaveApprovalPage mode="queue" />,
              })),
          },
          {
            path: '/leaves/formyapproval',
            handle: { crumbs: [msg`Leaves`, msg`Leaves Routed to Me`] } satisfies RouteHandle,
            lazy: () =>
              import('../features/leave/leave-approval-page').then((m) => ({
                Component: () => <m.LeaveApprovalPage mode="history" />,
              })),
          },
          {
            path: '/leaves/grouprequests',
            handle: { crumbs: [msg`Leaves`, msg`Group Leaves`] } satisfies RouteHandle,
            lazy: () =>
              import('../features/leave/leave-group-requests-page').then((m) => ({
                Component: m.LeaveGroupRequestsPage,
              })),
          },
          {
            path: '/overtime/requests',
            handle: { crumbs: [msg`Overtime`, msg`My Overtime`] } satisfies RouteHandle,
            lazy: () =>
              import('../features/overtime/overtime-requests-page').then((m) => ({
                Component: m.OvertimeRequestsPage,
              })),
          },
          {
            path: '/overtimes/approval',
            handle: { crumbs: [msg`Overtime`, msg`Overtime for Approval`] } satisfies RouteHandle,
            lazy: () =>
              import('../features/overtime/overtime-approval-page').then((m) => ({
                Component: () => <m.OvertimeApprovalPage mode="queue" />,
              })),
          },
          {
            path: '/overtimes/formyapproval',
            handle: { crumbs: [msg`Overtime`, msg`Overtime Routed to Me`] } satisfies RouteHandle,
            lazy: () =>
              import('../features/overtime/overtime-approval-page').then((m) => ({
                Component: () => <m.OvertimeApprovalPage mode="history" />,
              })),
          },
          {
            path: '/overtime/grouprequests',
            handle: { crumbs: [msg`Overtime`, msg`Group Overtime`] } satisfies RouteHandle,
            lazy: () =>
              import('../features/overtime/overtime-group-requests-page').then((m) => ({
                Component: m.OvertimeGroupRequestsPage,
              })),
          },
          {
            path: '/shift/manage',
            handle: { crumbs: [msg`Shifts`, msg`Manage Shifts`] } satisfies RouteHandle,
            lazy: () => import('../features/shift/shift-manage-page').then((m) => ({ Component: m.ShiftManagePage })),
          },
          {
            path: '/shift/requests',
            handle: { crumbs: [msg`Shifts`, msg`My Shift Changes`] } satisfies RouteHandle,
            lazy: () =>
              import('../features/shift/shift-requests-page').then((m) => ({ Component: m.ShiftRequestsPage })),
          },
          {
            path: '/shift/approval',
            handle: { crumbs: [msg`Shifts`, msg`Shift Changes for Approval`] } satisfies RouteHandle,
            lazy: () =>
              import('../features/shift/shift-approval-page').then((m) => ({
                Component: () => <m.ShiftApprovalPage mode="queue" />,
              })),
          },
          {
            path: '/shift/formyapproval',
            handle: { crumbs: [msg`Shifts`, msg`Shift Changes Routed to Me`] } satisfies RouteHandle,
            lazy: () =>
              import('../features/shift/shift-approval-page').then((m) => ({
                Component: () => <m.ShiftApprovalPage mode="history" />,
              })),
          },
          {
            path: '/shift/grouprequests',
            handle: { crumbs: [msg`Shifts`, msg`Group Shift Changes`] } satisfies RouteHandle,
            lazy: () =>
              import('../features/shift/shift-group-requests-page').then((m) => ({
                Component: m.ShiftGroupRequestsPage,
              })),
          },
          {
            path: '/shift/groupformyapproval',
            handle: { crumbs: [msg`Shifts`, msg`Group Changes for Approval`] } satisfies RouteHandle,
            lazy: () =>
              import('../features/shift/shift-group-approval-page').then((m) => ({
                Component: m.ShiftGroupApprovalPage,
              })),
          },
          {
            path: '/attendance',
            handle: { crumbs: [msg`Attendance`, msg`My Attendance`] } satisfies RouteHandle,
            lazy: () =>
              import('../features/attendance/my-attendance-page').then((m) => ({ Component: m.MyAttendancePage })),
          },
          {
            path: '/staffattendance',
            handle: { crumbs: [msg`Attendance`, msg`Staff Attendance`] } satisfies RouteHandle,
            lazy: () =>
              import('../features/attendance/staff-attendance-page').then((m) => ({
                Component: m.StaffAttendancePage,
              })),
          },
          {
            path: '/coe/requests',
            handle: { crumbs: [msg`Certificate of Employment`, msg`My Requests`] } satisfies RouteHandle,
            lazy: () => import('../features/coe/coe-requests-page').then((m) => ({ Component: m.CoeRequestsPage })),
          },
          {
            path: '/coe/formyapproval',
            handle: { crumbs: [msg`Certificate of Employment`, msg`For My Approval`] } satisfies RouteHandle,
            lazy: () => import('../features/coe/coe-approval-page').then((m) => ({ Component: m.CoeApprovalPage })),
          },
          {
            path: '/payslip',
            handle: { crumbs: [msg`Payslip`] } satisfies RouteHandle,
            lazy: () => import('../features/payslip/payslip-page').then((m) => ({ Component: m.PayslipPage })),
          },
          {
            path: '/admin/employees',
            handle: { crumbs: [msg`Administration`, msg`Employees`] } satisfies RouteHandle,
            lazy: () => import('./routes/employees-with-pay-data').then((m) => ({ Component: m.EmployeesWithPayData })),
          },
          {
            path: '/admin/accounts',
            handle: { crumbs: [msg`Administration`, msg`User Accounts`] } satisfies RouteHandle,
            lazy: () =>
              import('../features/admin-employees/accounts-page').then((m) => ({ Component: m.AccountsPage })),
          },
          {
            path: '/admin/leave',
            handle: { crumbs: [msg`Administration`, msg`Leave`] } satisfies RouteHandle,
            lazy: () =>
              import('../features/admin-leave/admin-leave-page').then((m) => ({ Component: m.AdminLeavePage })),
          },
          {
            path: '/admin/company',
            handle: { crumbs: [msg`Administration`, msg`Company Settings`] } satisfies RouteHandle,
            lazy: () =>
              import('../features/admin-company/company-settings-page').then((m) => ({
                Component: m.CompanySettingsPage,
              })),
          },
          {
            path: '/admin/routes',
            handle: { crumbs: [msg`Administration`, msg`Approval Routes`] } satisfies RouteHandle,
            lazy: () => import('../features/admin-routes/routes-page').then((m) => ({ Component: m.RoutesPage })),
          },
          {
            path: '/admin/delegations',
            handle: { crumbs: [msg`Administration`, msg`Approval Delegations`] } satisfies RouteHandle,
            lazy: () =>
              import('../features/admin-routes/delegations-page').then((m) => ({ Component: m.DelegationsPage })),
          },
          {
            path: '/admin/shifts',
            handle: { crumbs: [msg`Administration`, msg`Shifts`] } satisfies RouteHandle,
            lazy: () => import('../features/admin-calendar/shifts-page').then((m) => ({ Component: m.ShiftsPage })),
          },
          {
            path: '/admin/schedules',
            handle: { crumbs: [msg`Administration`, msg`Schedules`] } satisfies RouteHandle,
            lazy: () =>
              import('../features/admin-calendar/schedules-page').then((m) => ({ Component: m.SchedulesPage })),
          },
          {
            path: '/admin/holidays',
            handle: { crumbs: [msg`Administration`, msg`Holidays`] } satisfies RouteHandle,
            lazy: () => import('../features/admin-calendar/holidays-page').then((m) => ({ Component: m.HolidaysPage })),
          },
          {
            path: '/admin/offices',
            handle: { crumbs: [msg`Administration`, msg`Offices`] } satisfies RouteHandle,
            lazy: () => import('../features/admin-calendar/offices-page').then((m) => ({ Component: m.OfficesPage })),
          },
          {
            path: '/calendar',
            handle: { crumbs: [msg`Team Calendar`] } satisfies RouteHandle,
            lazy: () =>
              import('../features/team-calendar/team-calendar-page').then((m) => ({ Component: m.TeamCalendarPage })),
          },
          {
            path: '/payroll',
            handle: { crumbs: [msg`Attendance`, msg`Payroll Hand-off`] } satisfies RouteHandle,
            lazy: () =>
              import('../features/payroll-handoff/payroll-handoff-page').then((m) => ({
                Component: m.PayrollHandoffPage,
              })),
          },
          {
            path: '/payroll/run',
            handle: { crumbs: [msg`Attendance`, msg`Payroll Run`] } satisfies RouteHandle,
            lazy: () => import('../features/payroll/payroll-run-page').then((m) => ({ Component: m.PayrollRunPage })),
          },
          {
            path: '/payroll/reports',
            handle: { crumbs: [msg`Attendance`, msg`Payroll Reports`] } satisfies RouteHandle,
            lazy: () =>
              import('../features/payroll-reports/payroll-reports-page').then((m) => ({
                Component: m.PayrollReportsPage,
              })),
          },
          {
            path: '/payroll/thirteenth-month',
            handle: { crumbs: [msg`Attendance`, msg`13th Month Pay`] } satisfies RouteHandle,
            lazy: () =>
              import('../features/payroll/thirteenth-month-page').then((m) => ({ Component: m.ThirteenthMonthPage })),
          },
          {
            path: '/profile',
            handle: { crumbs: [msg`My Profile`] } satisfies RouteHandle,
            lazy: () =>
              Promise.all([
                import('../features/profile/profile-page'),
                import('../features/second-factor/components/second-factor-section'),
                import('../features/second-factor/components/passkeys-section'),
              ]).then(([profile, secondFactor, passkeys]) => ({
                Component: () => (
                  <profile.ProfilePage
                    securitySection={
                      <>
                        <secondFactor.SecondFactorSection />
                        <passkeys.PasskeysSection />
                      </>
                    }
                  />
                ),
              })),
          },
          {
            path: '/dashboard',
            handle: { crumbs: [msg`Dashboard`] } satisfies RouteHandle,
            lazy: () => import('../features/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
          },
          {
            path: '/today',
            handle: { crumbs: [msg`Attendance`, msg`Today`] } satisfies RouteHandle,
            lazy: () =>
              import('../features/today-board/today-board-page').then((m) => ({ Component: m.TodayBoardPage })),
          },
          {
            path: '/reports',
            handle: { crumbs: [msg`Reports`] } satisfies RouteHandle,
            lazy: () => import('../features/reports/reports-page').then((m) => ({ Component: m.ReportsPage })),
          },
          {
            path: '/punchreview',
            handle: { crumbs: [msg`Attendance`, msg`Punch Review`] } satisfies RouteHandle,
            lazy: () =>
              import('../features/punch-review/punch-review-page').then((m) => ({ Component: m.PunchReviewPage })),
          },
          {
            path: '/admin/timeclock',
            handle: { crumbs: [msg`Administration`, msg`Time Clock`] } satisfies RouteHandle,
            lazy: () =>
              import('../features/admin-timeclock/time-clock-admin-page').then((m) => ({
                Component: m.TimeClockAdminPage,
              })),
          },
          {
            path: '/admin/payslips',
            handle: { crumbs: [msg`Administration`, msg`Payslip Import`] } satisfies RouteHandle,
            lazy: () =>
              import('../features/admin-payslips/payslip-import-page').then((m) => ({
                Component: m.PayslipImportPage,
              })),
          },
          {
            path: '/admin/audit',
            handle: { crumbs: [msg`Administration`, msg`Audit Log`] } satisfies RouteHandle,
            lazy: () => import('../features/admin-audit/audit-log-page').then((m) => ({ Component: m.AuditLogPage })),
          },
          {
            path: '/admin/access-log',
            handle: { crumbs: [msg`Administration`, msg`Access Log`] } satisfies RouteHandle,
            lazy: () =>
              import('../features/admin-access-log/access-log-page').then((m) => ({ Component: m.AccessLogPage })),
          },
          {
            path: '/admin/breach-report',
            handle: { crumbs: [msg`Administration`, msg`Breach Report`] } satisfies RouteHandle,
            lazy: () =>
              import('../features/admin-access-log/breach-report-page').then((m) => ({
                Component: m.BreachReportPage,
              })),
          },
          {
            path: '/admin/retention',
            handle: { crumbs: [msg`Administration`, msg`Data Retention`] } satisfies RouteHandle,
            lazy: () =>
              import('../features/admin-retention/retention-page').then((m) => ({ Component: m.RetentionPage })),
          },
          {
            path: '/admin/sign-in',
            handle: { crumbs: [msg`Administration`, msg`Sign-in & Security`] } satisfies RouteHandle,
            lazy: () =>
              import('../features/admin-sign-in/sign-in-settings-page').then((m) => ({
                Component: m.SignInSettingsPage,
              })),
          },
          // Spec §2: these three have no breadcrumbs.
          { path: '/blank', lazy: () => import('./routes/simple-pages').then((m) => ({ Component: m.BlankPage })) },
          {
            path: '/wip',
            lazy: () => import('./routes/simple-pages').then((m) => ({ Component: m.WorkInProgressPage })),
          },
          { path: '/testbed', lazy: () => import('./routes/simple-pages').then((m) => ({ Component: m.TestbedPage })) },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/404" replace /> },
]);

// Spec §2 and §8 events: logging out and a timed-out session go to login (the
// latter with its message); access denied goes to /forbidden.
onSessionEvent((event) => {
  if (event.type === 'logout') {
    void router.navigate('/login', { replace: true });
  } else if (event.type === 'session-timeout' || event.type === 'authentication-failure') {
    notify.error(event.message);
    void router.navigate('/login', { replace: true });
  } else {
    void router.navigate('/forbidden', { state: { message: event.message } });
  }
});
