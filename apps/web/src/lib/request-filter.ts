import { useState } from 'react';
import type { StatusFilter } from '@portal/contracts/approvals';
import { getRuntimeConfig } from './runtime-config';
import { serverNow } from './server-clock';
import { dateOfInstant, shiftDate } from './time-format';

export interface RequestFilter {
  fromDate: string;
  toDate: string;
  status: StatusFilter;
}

/** The query a filter sends: a reversed range is not sent until it is fixed. */
export function filterQuery(filter: RequestFilter) {
  if (filter.fromDate && filter.toDate && filter.fromDate > filter.toDate) return null;
  return { fromDate: filter.fromDate || undefined, toDate: filter.toDate || undefined, status: filter.status };
}

/** How far back request lists look by default, and ahead (itineraries and leaves are filed early). */
const DEFAULT_DAYS_BACK = 30;
const DEFAULT_DAYS_AHEAD = 60;

/** A request list's filter, starting at the last month and the next two, all statuses. */
export function useRequestFilter() {
  const today = dateOfInstant(serverNow(), getRuntimeConfig().timeZone);
  const [filter, setFilter] = useState<RequestFilter>(() => ({
    fromDate: shiftDate(today, -DEFAULT_DAYS_BACK),
    toDate: shiftDate(today, DEFAULT_DAYS_AHEAD),
    status: '*all',
  }));
  return { filter, setFilter, today };
}
