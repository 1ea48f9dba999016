import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { Kysely } from 'kysely';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_PREFIX, REQUEST_ID_HEADER } from '@portal/contracts/http';
import { APP_VERSION } from '@portal/contracts/config';
import { MAX_DOCUMENTS_PER_UPLOAD } from '@portal/contracts/documents';
import type { AppConfig } from './config';
import type { DB } from './db/database';
import dueReminders from './features/notifications/due-reminders';
import storedDaysRefresh from './features/attendance/stored-days-refresh';
import mailDelivery from './features/notifications/mail-delivery';
import notificationsRoutes from './features/notifications/notifications.routes';
import approvalsRoutes from './approvals/approvals.routes';
import adminAuditRoutes from './features/admin-audit/admin-audit.routes';
import adminRoutesRoutes from './features/admin-routes/admin-routes.routes';
import adminEmployeesRoutes from './features/admin-employees/admin-employees.routes';
import adminCalendarRoutes from './features/admin-calendar/admin-calendar.routes';
import adminCompanyRoutes from './features/admin-company/admin-company.routes';
import punchImportRoutes from './features/punch-import/punch-import.routes';
import punchReviewRoutes from './features/punch-review/punch-review.routes';
import todayBoardRoutes from './features/today-board/today-board.routes';
import reportsRoutes from './features/reports/reports.routes';
import teamCalendarRoutes from './features/team-calendar/team-calendar.routes';
import payrollHandoffRoutes from './features/payroll-handoff/payroll-handoff.routes';
import payDataRoutes from './features/pay-data/pay-data.routes';
import payrollRunRoutes from './features/payroll/payroll-run.routes';
import accessLogRoutes from './features/access-log/access-log.routes';
import payrollReportRoutes from './features/payroll-reports/payroll-reports.routes';
import dashboardRoutes from './features/dashboard/dashboard.routes';
import profileRoutes from './features/profile/profile.routes';
import adminTimeClockRoutes from './features/admin-timeclock/admin-timeclock.routes';
import adminLeaveRoutes from './features/admin-leave/admin-leave.routes';
import attendanceRoutes from './features/attendance/attendance.routes';
import coeRoutes from './features/coe/coe.routes';
import attendanceAdjustmentRoutes from './features/attendance-adjustment/attendance-adjustment.routes';
import documentsRoutes from './features/documents/documents.routes';
import healthRoutes from './features/health/health.routes';
import leaveRoutes from './features/leave/leave.routes';
import officialBusinessRoutes from './features/official-business/official-business.routes';
import overtimeRoutes from './features/overtime/overtime.routes';
import payslipRoutes from './features/payslip/payslip.routes';
import sessionRoutes from './features/session/session.routes';
import secondFactorRoutes from './features/second-factor/second-factor.routes';
import signInRoutes from './features/sign-in/sign-in.routes';
import passkeyRoutes from './features/passkeys/passkeys.routes';
import myDataRoutes from './features/my-data/my-data.routes';
import retentionRoutes from './features/retention/retention.routes';
import retentionJob from './features/retention/retention-job';
import shiftRoutes from './features/shift/shift.routes';
import teamRoutes from './features/team/team.routes';
import timeClockRoutes from './features/time-clock/time-clock.routes';
import { warmUpTimeClock } from './features/time-clock/warm-up';
import { clientAddress, fastifyTrustProxy } from './lib/client-address';
import { postgresRateLimitStore } from './lib/rate-limit-store';
import documentStorage from './plugins/document-storage';
import { parseJsonWithDepthLimit } from './plugins/json-body';
import errorHandler from './plugins/error-handler';
import metrics from './plugins/metrics';
import requestContext from './plugins/request-context';
import securityHeaders from './plugins/security-headers';
import serviceState from './plugins/service-state';
import sessionAuth from './plugins/session-auth';
import webClient from './plugins/web-client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>;
    config: AppConfig;
  }
}

export interface AppDependencies {
  db: Kysely<DB>;
  config: AppConfig;
  /** For the session revocation channel; without it, sessions are not cached. */
  databaseUrl?: string;
  logger?: FastifyServerOptions['logger'];
  /** Load what the first callers would otherwise wait for before listening (the server; tests skip it). */
  warmUp?: boolean;
  /** Run the periodic checks (due reminders) on this node (the server; tests call them directly). */
  backgroundJobs?: boolean;
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** One log line per request, when it completes, with its id, route and outcome. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    request.log.info(
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request completed',
    );
  }
}

/** The client's UUID when it sent a sane one, so its logs and ours share the id. */
function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID_PATTERN.test(header) ? header : randomUUID();
}

export async function buildApp({ db, config, databaseUrl, logger = false, warmUp = false, backgroundJobs = false }: AppDependencies) {
  const app = Fastify({
    logger,
    genReqId: (request) => requestIdOf(request.headers[REQUEST_ID_HEADER]),
    logController: new OneLinePerRequest(),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // While it drains, the server answers whatever reaches it (a request on a
    // kept-alive connection), rather than a bare 503 without the portal's body.
    return503OnClosing: false,
  });
  // Before anything reads a body: JSON nested past any request of the portal is refused unparsed.
  parseJsonWithDepthLimit(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);

  // External plugins first: the error handler and hooks below rely on cookies being
  // parsed, and security headers must wrap every answer, errors included.
  await app.register(securityHeaders);
  await app.register(fastifyCookie);
  // Limits count in the database, so they hold across API nodes (lib/rate-limit-store.ts).
  await app.register(fastifyRateLimit, { global: false, store: postgresRateLimitStore(db), keyGenerator: clientAddress });
  // Uploads are read into memory one capped file at a time; the limits are the
  // configured document size and a handful of files per call.
  await app.register(fastifyMultipart, {
    limits: { fileSize: config.maxDocumentBytes, files: MAX_DOCUMENTS_PER_UPLOAD, fields: 10, parts: MAX_DOCUMENTS_PER_UPLOAD + 10 },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'HR portal API', version: APP_VERSION, description: 'Every path is under /api.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: `${API_PREFIX}/docs` });

  // App plugins: errors, drain state, request id and CSRF, then who is calling.
  await app.register(errorHandler);
  await app.register(serviceState);
  await app.register(requestContext);
  await app.register(sessionAuth, { databaseUrl });
  await app.register(documentStorage);
  // Prometheus metrics, when METRICS=true: before the routes, so every answer is counted.
  if (config.metrics) await app.register(metrics);
  // E-mail for notifications, when an SMTP server is configured (and a database URL
  // for the job queue's own connections).
  if (config.smtpUrl && databaseUrl) await app.register(mailDelivery, { databaseUrl, smtpUrl: config.smtpUrl });

  // Routes, all under /api with the spec's paths.
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(sessionRoutes);
      await api.register(secondFactorRoutes);
      await api.register(signInRoutes);
      await api.register(passkeyRoutes);
      await api.register(timeClockRoutes, { warmUp });
      await api.register(teamRoutes);
      await api.register(approvalsRoutes);
      await api.register(notificationsRoutes);
      await api.register(documentsRoutes);
      await api.register(attendanceAdjustmentRoutes);
      await api.register(officialBusinessRoutes);
      await api.register(leaveRoutes);
      await api.register(overtimeRoutes);
      await api.register(shiftRoutes);
      await api.register(attendanceRoutes);
      await api.register(payslipRoutes);
      await api.register(coeRoutes);
      // HR administration: one plugin per area.
      await api.register(adminAuditRoutes);
      await api.register(adminRoutesRoutes);
      await api.register(adminEmployeesRoutes);
      await api.register(adminCalendarRoutes);
      await api.register(adminLeaveRoutes);
      await api.register(adminCompanyRoutes);
      await api.register(punchImportRoutes);
      await api.register(punchReviewRoutes);
      await api.register(todayBoardRoutes);
      await api.register(reportsRoutes);
      await api.register(teamCalendarRoutes);
      await api.register(payrollHandoffRoutes);
      await api.register(payDataRoutes);
      await api.register(payrollRunRoutes);
      await api.register(accessLogRoutes);
      await api.register(payrollReportRoutes);
      await api.register(dashboardRoutes);
      await api.register(profileRoutes);
      await api.register(myDataRoutes);
      await api.register(retentionRoutes);
      await api.register(adminTimeClockRoutes);
    },
    { prefix: API_PREFIX },
  );

  await app.register(webClient);
  if (warmUp) app.addHook('onReady', () => warmUpTimeClock(db));
  if (backgroundJobs) await app.register(dueReminders);
  if (backgroundJobs) await app.register(storedDaysRefresh);
  if (backgroundJobs) await app.register(retentionJob);
  return app;
}
