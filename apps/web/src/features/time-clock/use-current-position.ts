import { useCallback, useEffect, useState } from 'react';
import { t } from '@lingui/core/macro';
import type { Geotag } from '@portal/contracts/time-clock';

export type PositionState =
  | { status: 'off' }
  | { status: 'locating' }
  | { status: 'found'; geotag: Geotag }
  | { status: 'unavailable'; reason: string };

const LOCATE_TIMEOUT_MS = 8000;

function describeError(error: GeolocationPositionError): string {
  if (error.code === error.PERMISSION_DENIED) return t`Location permission was denied.`;
  if (error.code === error.TIMEOUT) return t`Your location took too long to find.`;
  return t`Your location is not available.`;
}

/** Reads the phone's position; a punch never waits more than 8 s for it, and works without it. */
export function locate(): Promise<PositionState> {
  if (!('geolocation' in navigator)) return Promise.resolve({ status: 'unavailable', reason: t`This browser cannot share a location.` });
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          status: 'found',
          geotag: { lat: position.coords.latitude, lng: position.coords.longitude, accuracy: Math.round(position.coords.accuracy) },
        }),
      (error) => resolve({ status: 'unavailable', reason: describeError(error) }),
      { enableHighAccuracy: true, timeout: LOCATE_TIMEOUT_MS, maximumAge: 60_000 },
    );
  });
}

export function useCurrentPosition(enabled: boolean) {
  const [state, setState] = useState<PositionState>(enabled ? { status: 'locating' } : { status: 'off' });
  const refresh = useCallback(async (): Promise<PositionState> => {
    if (!enabled) return { status: 'off' };
    setState({ status: 'locating' });
    const next = await locate();
    setState(next);
    return next;
  }, [enabled]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { position: state, refresh };
}
