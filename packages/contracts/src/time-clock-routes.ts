import { z } from 'zod';
import { defineRoute } from './http';
import { ClosestAddressQuery, ClosestAddress, PunchBody, QueuedPunchBody, TimeRecord, TimeRecordsQuery } from './time-clock';

// The time clock's calls, apart from its schemas: the time clock is the first screen
// most people open, and the client reads only a route's method and path (the client
// build leaves the schemas out), so this module must not bring the schemas the
// attendance pages share with it.

export const timeClockRoutes = {
  listTimeRecords: defineRoute({
    method: 'GET',
    path: '/v2/time',
    summary: 'Your time records, newest day first (default: the last 14 days)',
    querystring: TimeRecordsQuery,
    response: z.array(TimeRecord),
    auth: true,
  }),
  timeIn: defineRoute({
    method: 'POST',
    path: '/v2/time/in',
    summary: 'Record a time-in at the server clock, with an optional geotag',
    body: PunchBody,
    response: z.array(TimeRecord),
    auth: true,
  }),
  timeOut: defineRoute({
    method: 'POST',
    path: '/v2/time/out',
    summary: 'Record a time-out at the server clock, with an optional geotag',
    body: PunchBody,
    response: z.array(TimeRecord),
    auth: true,
  }),
  recordQueuedPunch: defineRoute({
    method: 'POST',
    path: '/v2/time/queued',
    summary: 'Record a punch the phone kept offline, at its own time corrected by its clock offset; sent twice, stored once',
    body: QueuedPunchBody,
    response: z.array(TimeRecord),
    auth: true,
  }),
  closestAddress: defineRoute({
    method: 'GET',
    path: '/v1/closestAddress',
    summary: 'The office or populated place closest to a position',
    querystring: ClosestAddressQuery,
    response: ClosestAddress,
    auth: true,
  }),
} as const;
