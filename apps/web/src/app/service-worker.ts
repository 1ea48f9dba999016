/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { API_PREFIX, REQUEST_ID_HEADER } from '@portal/contracts/http';
import type { QueuedPunchBody, TimeRecord } from '@portal/contracts/time-clock';
import { listKeptPunches, PUNCH_SYNC_TAG, signedInUser } from '../features/time-clock/offline/punch-queue';
import { sendRound, type SendAttempt } from '../features/time-clock/offline/send-round';
import type { CodedMessageFields } from '@portal/contracts/messages';

// The portal's service worker: the installable app's files, kept for a portal opened
// with no network, and the sending of punches kept on the phone while the portal is
// closed (Background Sync, where the browser has it; otherwise the next open sends them).
declare const self: ServiceWorkerGlobalScope;

// A new version takes over at once (the portal updates itself, as before).
void self.skipWaiting();
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The API is always fetched live, never from cache; every other navigation is the app.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//, /^\/config\.json/] }));
// The runtime config is fetched live too, but the last copy is kept for a portal
// opened with no network: the time clock must still start, to keep a punch.
registerRoute(
  ({ url }) => url.pathname === '/config.json',
  new NetworkFirst({ cacheName: 'runtime-config', networkTimeoutSeconds: 5, plugins: [new ExpirationPlugin({ maxEntries: 1 })] }),
);

/** One kept punch to the server, from the worker: the browser's session cookie goes with it. */
async function send(body: QueuedPunchBody): Promise<SendAttempt> {
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}/v2/time/queued`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json', [REQUEST_ID_HEADER]: crypto.randomUUID() },
      body: JSON.stringify(body),
    });
  } catch {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the worker has no catalogs; the page shows a kept punch in its own words
    return { ok: false, reached: false, signedOut: false, message: 'No connection' };
  }
  if (response.ok) return { ok: true, records: (await response.json()) as TimeRecord[] };
  const answer = (await response.json().catch(() => null)) as ({ message?: string } & CodedMessageFields) | null;
  const reached = ![502, 503, 504].includes(response.status);
  return {
    ok: false,
    reached,
    signedOut: response.status === 401,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the worker has no catalogs; the server's coded answer is shown in the person's language
    message: answer?.message ?? `The server answered ${response.status}`,
    ...(answer?.message_code ? { message_code: answer.message_code, params: answer.params } : {}),
  };
}

/**
 * Sends the punches of whoever is signed in on this browser, and no one else's: on a
 * shared phone the cookie is that person's, and a punch sent with it is theirs. A
 * round that ends on a punch it could not send fails the sync, so the browser tries
 * again later.
 */
async function sendKeptPunches(): Promise<void> {
  const username = await signedInUser();
  if (!username) return;
  const outcome = await sendRound(username, send);
  const left = await listKeptPunches(username);
  const clients = await self.clients.matchAll({ type: 'window' });
  for (const client of clients) client.postMessage({ type: 'kept-punches-sent', sent: outcome.sent, refused: outcome.refused });
  if (left.some((punch) => punch.state === 'waiting')) throw new Error('Punches are still waiting; the browser will try again.');
}

/** Background Sync's event, which TypeScript's worker types do not name yet. */
type SyncEvent = ExtendableEvent & { tag: string };

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === PUNCH_SYNC_TAG) sync.waitUntil(sendKeptPunches());
});
