import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Geotag, TimeRecord } from '@portal/contracts/time-clock';
import { timeClockRoutes } from '@portal/contracts/time-clock-routes';
import { callApi } from '../../../lib/api-client';
import { onFields } from '../../../lib/field-errors';
import { serverClockOffset } from '../../../lib/server-clock';
import { keepPunch, listKeptPunches, newPunchKey, type QueuedPunch } from '../offline/punch-queue';
import { couldNotReachServer } from '../offline/send-kept-punches';
import { timeRecordsQuery } from './list-time-records';

export type PunchDirection = 'in' | 'out';

/** A punch that has not answered in this long is kept on the phone (a weak signal at the gate). */
const PUNCH_TIMEOUT_MS = 12_000;

export type PunchResult = { kind: 'recorded'; records: TimeRecord[] } | { kind: 'kept'; punch: QueuedPunch };

/**
 * Records a punch, or keeps it on the phone when the server cannot be reached. The
 * phone's clock goes with it, so a phone whose clock is wrong is flagged. Punches
 * already waiting go first: a new one joins the end of the line, so that the server
 * receives them in the order they were made.
 */
export async function punchOrKeep(direction: PunchDirection, geotag: Geotag | null, username: string, reason?: string): Promise<PunchResult> {
  const deviceTime = new Date().toISOString();
  const keep = async (): Promise<PunchResult> => {
    const punch: QueuedPunch = { key: newPunchKey(), username, direction, deviceTime, clockOffsetMs: serverClockOffset(), geotag, reason: reason ?? null, state: 'waiting', message: null };
    await keepPunch(punch);
    return { kind: 'kept', punch };
  };
  const waiting = await listKeptPunches(username).then(
    (kept) => kept.some((punch) => punch.state === 'waiting'),
    () => false,
  );
  if (waiting) return keep();
  const route = direction === 'in' ? timeClockRoutes.timeIn : timeClockRoutes.timeOut;
  try {
    const body = { ...(geotag ? { geotag } : {}), device_time: deviceTime, ...(reason ? { reason } : {}) };
    const records = await callApi(route, { body, signal: AbortSignal.timeout(PUNCH_TIMEOUT_MS) });
    return { kind: 'recorded', records };
  } catch (error) {
    if (couldNotReachServer(error)) return keep();
    throw error;
  }
}

/** A recorded punch answers the updated records, which replace the list at once. */
export function useRecordPunch(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ direction, geotag, reason }: { direction: PunchDirection; geotag: Geotag | null; reason?: string }) => punchOrKeep(direction, geotag, username, reason),
    // Offline is when this matters most: the call is tried, and kept if it fails.
    networkMode: 'always',
    // An office that asks why is answered in a dialog, not the snackbar.
    meta: onFields(['reason']),
    onSuccess: (result) => {
      if (result.kind === 'recorded') queryClient.setQueryData(timeRecordsQuery.queryKey, result.records);
    },
  });
}
