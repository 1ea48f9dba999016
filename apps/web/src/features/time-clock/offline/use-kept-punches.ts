import { useEffect, useState, useSyncExternalStore } from 'react';
import { plural, t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../lib/notify';
import { timeRecordsQuery } from '../api/list-time-records';
import { listKeptPunches, queueVersion, setSignedInUser, type QueuedPunch } from './punch-queue';
import { sendKeptPunches } from './send-kept-punches';

/** While punches wait, the server is tried again this often: a server that was down sends no "online" event. */
const RETRY_MS = 30_000;

/** This person's punches kept on the phone, oldest first, read again whenever the queue changes. */
export function useKeptPunches(username: string | null): QueuedPunch[] {
  const version = useSyncExternalStore(queueVersion.subscribe, queueVersion.get);
  const [punches, setPunches] = useState<QueuedPunch[]>([]);
  useEffect(() => {
    let current = true;
    if (!username) {
      setPunches([]);
      return;
    }
    listKeptPunches(username)
      .then((kept) => current && setPunches(kept))
      // Storage the browser refuses (a private window that blocks it): nothing is kept to show.
      .catch(() => current && setPunches([]));
    return () => {
      current = false;
    };
  }, [username, version]);
  return punches;
}

/**
 * Sends the signed-in person's kept punches when the portal opens, when the network
 * comes back, and every 30 seconds while some wait; shows the records they answer.
 */
export function useSendKeptPunches(username: string | null): void {
  const queryClient = useQueryClient();
  const waiting = useKeptPunches(username).some((punch) => punch.state === 'waiting');
  // The service worker sends only the punches of whoever is signed in here.
  useEffect(() => {
    void setSignedInUser(username).catch(() => {});
  }, [username]);
  // What the service worker sent while the page was open shows at once.
  useEffect(() => {
    const onMessage = (event: MessageEvent<{ type?: string; sent?: number }>) => {
      if (event.data?.type !== 'kept-punches-sent') return;
      queueVersion.set(queueVersion.get() + 1);
      if (event.data.sent) void queryClient.invalidateQueries({ queryKey: timeRecordsQuery.queryKey });
    };
    navigator.serviceWorker?.addEventListener('message', onMessage);
    return () => navigator.serviceWorker?.removeEventListener('message', onMessage);
  }, [queryClient]);
  useEffect(() => {
    if (!username) return;
    const send = () => {
      void sendKeptPunches(username)
        .then(({ sent, refused, records }) => {
          if (records) queryClient.setQueryData(timeRecordsQuery.queryKey, records);
          if (sent > 0) {
            notify.success(
              plural(sent, { one: 'The punch saved on this phone is now recorded.', other: 'The # punches saved on this phone are now recorded.' }),
            );
          }
          if (refused > 0) notify.error(t`A punch saved on this phone was not accepted. See why on the Time In/Out page.`);
        })
        .catch(() => {});
    };
    send();
    // The network's return is announced before every route works again: try at once,
    // then again after 1, 2 and 4 seconds, rather than wait for the 30-second retry.
    const soon: number[] = [];
    const onOnline = () => {
      send();
      for (const delay of [1_000, 2_000, 4_000]) soon.push(window.setTimeout(send, delay));
    };
    window.addEventListener('online', onOnline);
    const retry = waiting ? window.setInterval(send, RETRY_MS) : undefined;
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearInterval(retry);
      for (const timer of soon) window.clearTimeout(timer);
    };
  }, [username, waiting, queryClient]);
}
