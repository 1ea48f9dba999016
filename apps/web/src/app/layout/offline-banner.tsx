import { useSyncExternalStore } from 'react';
import { Trans } from '@lingui/react/macro';
import { onlineManager } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import CloudOffIcon from '@mui/icons-material/CloudOff';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

/**
 * A quiet line on every screen while the phone has no network, said before it
 * matters: punches are kept on the phone and sent when the network is back, and
 * nothing else is lost. Read out once as it appears (a status, not an alert).
 */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, isOnline);
  if (online) return null;
  return (
    <Alert severity="info" role="status" icon={<CloudOffIcon fontSize="inherit" />} sx={{ mb: 1.5, py: 0, displayPrint: 'none' }} data-testid="offline-banner">
      <Trans>You are offline. Time in and out still work: punches are kept on this phone and sent when you are back online.</Trans>
    </Alert>
  );
}
