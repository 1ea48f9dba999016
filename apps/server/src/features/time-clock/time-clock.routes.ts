import { say } from '../../lib/messages';
import type { FastifyInstance } from 'fastify';
import { timeClockRoutes } from '@portal/contracts/time-clock-routes';
import { notFound } from '../../lib/app-error';
import { timeFormatOf } from '../../lib/local-time';
import { registerRoute } from '../../lib/route';
import { findClosestAddress } from './closest-address';
import { listRecentTimeRecords, listTimeRecords, preloadOfficeFences, recordPunch, recordQueuedPunch } from './time-clock.service';
import { OfficeFenceCache } from '../../lib/office-fence-cache';
import { TimeRecordsCache } from '../../lib/time-records-cache';

export default async function timeClockRoutesPlugin(app: FastifyInstance, options: { warmUp?: boolean }) {
  const cache = new TimeRecordsCache();
  const fences = new OfficeFenceCache();
  app.invalidationChannel.subscribe(fences);
  // The company's fences are read before the node takes traffic: the first punches
  // after a start (8:00 on a node just deployed) would otherwise all wait on that read.
  if (options.warmUp) app.addHook('onReady', () => preloadOfficeFences(app.db, fences));

  registerRoute(app, timeClockRoutes.listTimeRecords, async ({ user, query }) =>
    query.fromDate === undefined && query.toDate === undefined ? listRecentTimeRecords(app.db, cache, user) : listTimeRecords(app.db, user.empId, query),
  );

  registerRoute(app, timeClockRoutes.timeIn, async ({ user, body, request }) =>
    recordPunch(app.db, app.config, fences, {
      empId: user.empId,
      direction: 'in',
      geotag: body?.geotag,
      deviceTime: body?.device_time,
      reason: body?.reason,
      timeFormat: timeFormatOf(request.headers),
    }),
  );

  registerRoute(app, timeClockRoutes.timeOut, async ({ user, body }) =>
    recordPunch(app.db, app.config, fences, { empId: user.empId, direction: 'out', geotag: body?.geotag, deviceTime: body?.device_time, reason: body?.reason }),
  );

  registerRoute(app, timeClockRoutes.recordQueuedPunch, async ({ user, body, request }) =>
    recordQueuedPunch(app.db, app.config, fences, {
      empId: user.empId,
      direction: body.direction,
      geotag: body.geotag,
      deviceTime: body.device_time,
      clockOffsetMs: body.clock_offset_ms,
      idempotencyKey: body.idempotency_key,
      reason: body.reason,
      timeFormat: timeFormatOf(request.headers),
    }),
  );

  registerRoute(app, timeClockRoutes.closestAddress, async ({ query }) => {
    const found = await findClosestAddress(app.db, { lng: query.long, lat: query.lat }, app.config.geocoderUrl);
    if (!found) throw notFound(say('time_clock.no_address'));
    return found;
  });
}
