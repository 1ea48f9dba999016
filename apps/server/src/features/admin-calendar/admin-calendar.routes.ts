import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminHolidayRoutes } from '@portal/contracts/admin-holidays';
import { adminOfficeRoutes } from '@portal/contracts/admin-offices';
import { adminScheduleRoutes, adminShiftRoutes } from '@portal/contracts/admin-shifts';
import { registerAdminRoute } from '../../admin/hr-admin';
import { receiveImportFile } from '../../admin/import-upload';
import { runImport, type ImportDefinition } from '../../admin/run-import';
import type { CurrentUser } from '../../lib/current-user';
import { copyHolidayYear } from './copy-holiday-year';
import { holidayImport } from './holiday-import';
import { deleteHoliday, listHolidaysOfYear, saveHoliday } from './holidays.service';
import { listOffices } from './offices.repository';
import { deleteOffice, saveOffice } from './offices.service';
import { scheduleImport } from './schedule-import';
import { listSchedules } from './schedules.repository';
import { setSchedules } from './schedules.service';
import { shiftImport } from './shift-import';
import { listShifts } from './shifts.repository';
import { createShift, deleteShift, updateShift } from './shifts.service';

interface ImportContext {
  user: CurrentUser;
  query: { dryRun: boolean };
  request: FastifyRequest;
}

/** Reads the uploaded CSV and runs one import (or its dry run) with it. */
async function importCsv<T>(app: FastifyInstance, { user, query, request }: ImportContext, define: (actorEmpId: string, requestId: string) => ImportDefinition<T>) {
  const file = await receiveImportFile(request);
  return runImport(app.db, define(user.empId, request.id), { fileName: file.name, content: file.content, dryRun: query.dryRun, actorEmpId: user.empId, requestId: request.id });
}

/** HR's calendar data: the shift table, employees' schedules, holidays, offices and their geofences. */
export default async function adminCalendarRoutesPlugin(app: FastifyInstance) {
  registerAdminRoute(app, adminShiftRoutes.list, async () => listShifts(app.db));
  registerAdminRoute(app, adminShiftRoutes.create, async ({ user, body, request }) => createShift(app.db, user, body, request.id));
  registerAdminRoute(app, adminShiftRoutes.update, async ({ user, body, request }) => updateShift(app.db, user, body, request.id));
  registerAdminRoute(app, adminShiftRoutes.remove, async ({ user, query, request }) => deleteShift(app.db, user, query.shift, request.id));
  registerAdminRoute(app, adminShiftRoutes.importShifts, async (context) => importCsv(app, context, shiftImport));

  registerAdminRoute(app, adminScheduleRoutes.list, async () => listSchedules(app.db));
  registerAdminRoute(app, adminScheduleRoutes.set, async ({ user, body, request }) => setSchedules(app.db, user, body, request.id));
  registerAdminRoute(app, adminScheduleRoutes.importSchedules, async (context) => importCsv(app, context, scheduleImport));

  registerAdminRoute(app, adminHolidayRoutes.list, async ({ query }) => listHolidaysOfYear(app.db, query.year));
  registerAdminRoute(app, adminHolidayRoutes.save, async ({ user, body, request }) => saveHoliday(app.db, user, body, request.id));
  registerAdminRoute(app, adminHolidayRoutes.remove, async ({ user, query, request }) => deleteHoliday(app.db, user, query.id, request.id));
  registerAdminRoute(app, adminHolidayRoutes.copyYear, async ({ user, body, request }) => copyHolidayYear(app.db, user, body, request.id));
  registerAdminRoute(app, adminHolidayRoutes.importHolidays, async (context) => importCsv(app, context, holidayImport));

  registerAdminRoute(app, adminOfficeRoutes.list, async () => listOffices(app.db));
  registerAdminRoute(app, adminOfficeRoutes.save, async ({ user, body, request }) => saveOffice(app.db, user, body, request.id));
  registerAdminRoute(app, adminOfficeRoutes.remove, async ({ user, query, request }) => deleteOffice(app.db, user, query.id, request.id));
}
