import { useSyncExternalStore } from 'react';
import type { UserSession } from '@portal/contracts/session';
import { USER_STORAGE_KEY } from '@portal/contracts/session-constants';
import { createExternalStore } from './external-store';

function readStoredUser(): UserSession | null {
  try {
    const raw = localStorage.getItem(USER_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as UserSession) : null;
  } catch {
    return null;
  }
}

const store = createExternalStore<UserSession | null>(readStoredUser());

/** The login answer, kept locally under the spec's user key. */
export function getStoredUser(): UserSession | null {
  return store.get();
}

export function storeUser(user: UserSession): void {
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  store.set(user);
}

export function clearStoredUser(): void {
  localStorage.removeItem(USER_STORAGE_KEY);
  store.set(null);
}

/** Runs on every login and logout, with the user now stored (null after a logout or expiry). */
export function onStoredUserChange(listener: (user: UserSession | null) => void): () => void {
  return store.subscribe(() => listener(store.get()));
}

export function useStoredUser(): UserSession | null {
  return useSyncExternalStore(store.subscribe, store.get);
}
