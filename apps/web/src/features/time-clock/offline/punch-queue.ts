import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Geotag } from '@portal/contracts/time-clock';
import { createExternalStore } from '../../../lib/external-store';
import type { CodedMessageFields, MessageParams } from '@portal/contracts/messages';

/**
 * A punch kept on this phone because it could not reach the server. It stays until
 * the server has it (or refuses it and the person dismisses the refusal), across
 * reloads and the browser being closed.
 */
export interface QueuedPunch {
  /** The idempotency key: sent twice, the server stores it once. */
  key: string;
  /** Whose punch: on a shared phone only its owner's session sends it, and sees it. */
  username: string;
  direction: 'in' | 'out';
  /** The phone's clock when the button was pressed (ISO). */
  deviceTime: string;
  /** Server minus phone, in milliseconds, as last measured before the punch. */
  clockOffsetMs: number;
  geotag: Geotag | null;
  /** Why it was made outside the office area, where the office asked before. */
  reason?: string | null;
  /** waiting: to be sent; refused: the server said no, with its message. */
  state: 'waiting' | 'refused';
  message: string | null;
  /** A refusal's code and parameters, to show it in the person's language (lib/server-message). */
  message_code?: string;
  params?: MessageParams;
}

interface PunchQueueSchema extends DBSchema {
  punches: { key: string; value: QueuedPunch };
  /** 'signed-in': whose session the browser holds now, so the service worker sends only their punches. */
  meta: { key: string; value: string };
}

const DATABASE = 'portal-offline';
/** The Background Sync tag under which the service worker sends kept punches. */
export const PUNCH_SYNC_TAG = 'kept-punches';
const STORE = 'punches';
let database: Promise<IDBPDatabase<PunchQueueSchema>> | null = null;

function open(): Promise<IDBPDatabase<PunchQueueSchema>> {
  database ??= openDB<PunchQueueSchema>(DATABASE, 2, {
    upgrade(db) {
      if (!db.objectStoreNames.contains(STORE)) db.createObjectStore(STORE, { keyPath: 'key' });
      if (!db.objectStoreNames.contains('meta')) db.createObjectStore('meta');
    },
  });
  return database;
}

/** Bumped on every change here (and told to other tabs), so lists showing the queue read it again. */
export const queueVersion = createExternalStore(0);
const otherTabs = typeof BroadcastChannel === 'function' ? new BroadcastChannel('portal-punch-queue') : null;
otherTabs?.addEventListener('message', () => queueVersion.set(queueVersion.get() + 1));

function changed(): void {
  queueVersion.set(queueVersion.get() + 1);
  otherTabs?.postMessage('changed');
}

/** A version 4 UUID; randomUUID exists only on https or localhost, getRandomValues everywhere. */
export function newPunchKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Who is signed in on this browser (null: nobody): the service worker sends only that person's punches. */
export async function setSignedInUser(username: string | null): Promise<void> {
  const db = await open();
  if (username) await db.put('meta', username, 'signed-in');
  else await db.delete('meta', 'signed-in');
}

export async function signedInUser(): Promise<string | null> {
  return (await (await open()).get('meta', 'signed-in')) ?? null;
}

export async function keepPunch(punch: QueuedPunch): Promise<void> {
  await (await open()).put(STORE, punch);
  changed();
  // Registered before the person is told the punch is kept: they may close the portal at once.
  await Promise.race([requestBackgroundSend(), new Promise((resolve) => setTimeout(resolve, 2000))]);
}

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/**
 * Asks the browser to wake the service worker when the network is back, to send the
 * kept punches even if the portal is closed by then. Browsers without Background Sync
 * (or no worker yet) send them on the next open instead.
 */
async function requestBackgroundSend(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    const registration = (await navigator.serviceWorker.ready) as SyncRegistration;
    await registration.sync?.register(PUNCH_SYNC_TAG);
  } catch {
    // No Background Sync here: the next open sends the punch.
  }
}

/** This person's kept punches, oldest first: the order they were made and must be sent. */
export async function listKeptPunches(username: string): Promise<QueuedPunch[]> {
  const all = await (await open()).getAll(STORE);
  return all.filter((punch) => punch.username === username).sort((a, b) => a.deviceTime.localeCompare(b.deviceTime));
}

export async function forgetPunch(key: string): Promise<void> {
  await (await open()).delete(STORE, key);
  changed();
}

export async function markRefused(punch: QueuedPunch, refusal: { message: string } & CodedMessageFields): Promise<void> {
  const { message, message_code, params } = refusal;
  await (await open()).put(STORE, { ...punch, state: 'refused', message, ...(message_code ? { message_code, params } : {}) });
  changed();
}
