import { useSyncExternalStore } from 'react';
import { DEFAULT_TIME_FORMAT, themeColors, timeFormats, type ThemeColor, type TimeFormat } from '@portal/contracts/config';
import { createExternalStore } from './external-store';

export interface Preferences {
  color: ThemeColor | null;
  timeFormat: TimeFormat;
}

const defaults: Preferences = { color: null, timeFormat: DEFAULT_TIME_FORMAT };
const store = createExternalStore<Preferences>(defaults);
let currentKey: string | null = null;

function storageKey(username: string | null): string {
  return `portal.preferences.${username ?? 'anonymous'}`;
}

function read(key: string): Preferences {
  try {
    const parsed = JSON.parse(localStorage.getItem(key) ?? '{}') as Partial<Preferences>;
    return {
      color: themeColors.includes(parsed.color as ThemeColor) ? (parsed.color as ThemeColor) : null,
      timeFormat: timeFormats.includes(parsed.timeFormat as TimeFormat) ? (parsed.timeFormat as TimeFormat) : DEFAULT_TIME_FORMAT,
    };
  } catch {
    return defaults;
  }
}

/** Theme colour and time format are kept locally, per user (spec §2, §3). */
export function loadPreferencesFor(username: string | null): void {
  const key = storageKey(username);
  if (key === currentKey) return;
  currentKey = key;
  store.set(read(key));
}

export function updatePreferences(change: Partial<Preferences>): void {
  const next = { ...store.get(), ...change };
  if (currentKey) localStorage.setItem(currentKey, JSON.stringify(next));
  store.set(next);
}

/** The time format now, outside React (the API client sends it with each call). */
export function currentTimeFormat(): TimeFormat {
  return store.get().timeFormat;
}

export function usePreferences(): Preferences {
  return useSyncExternalStore(store.subscribe, store.get);
}
