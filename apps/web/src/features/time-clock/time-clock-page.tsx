import { lazy, Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { PageHeader } from '../../components/page-header';
import { ApiFailure } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { usePreferences } from '../../lib/preferences';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { serverNow } from '../../lib/server-clock';
import { useStoredUser } from '../../lib/stored-user';
import { formatInstantTime } from '../../lib/time-format';
import { useClosestAddress } from './api/get-closest-address';
import { useTimeRecords } from './api/list-time-records';
import { useRecordPunch, type PunchDirection } from './api/record-punch';
import { LiveClock } from './components/live-clock';
import { LocationLine } from './components/location-line';
import { PunchButtons } from './components/punch-buttons';
import { TimeRecordsTable } from './components/time-records-table';
import { suggestNextPunch } from './next-punch';
import { useKeptPunches } from './offline/use-kept-punches';
import { useCurrentPosition } from './use-current-position';

// Asked only where an office wants a reason outside its area: not part of the first screen.
// Shown only while punches wait on the phone: not part of the first screen either.
const KeptPunches = lazy(() => import('./components/kept-punches').then((module) => ({ default: module.KeptPunches })));
const PunchReasonDialog = lazy(() => import('./components/punch-reason-dialog').then((module) => ({ default: module.PunchReasonDialog })));

export function TimeClockPage() {
  const { t } = useLingui();
  const config = getRuntimeConfig();
  const { timeFormat } = usePreferences();
  const isMobile = useMediaQuery(useTheme().breakpoints.down('md'));
  const records = useTimeRecords();
  const { position, refresh: relocate } = useCurrentPosition(config.features.geolocation);
  const address = useClosestAddress(position.status === 'found' ? position.geotag : null);
  const username = useStoredUser()?.username ?? '';
  const punch = useRecordPunch(username);
  const kept = useKeptPunches(username);
  const lastWaiting = kept.filter((entry) => entry.state === 'waiting').at(-1);
  const [pending, setPending] = useState<PunchDirection | null>(null);
  const [asking, setAsking] = useState<{ direction: PunchDirection; question: string } | null>(null);
  const blockedOnMobile = config.features.disableTimeInOutOnMobile && isMobile;

  const onPunch = async (direction: PunchDirection, reason?: string) => {
    setPending(direction);
    // A fresh position when we can have one; the punch goes through without it.
    const located = config.features.geolocation ? await relocate() : position;
    punch.mutate(
      { direction, geotag: located.status === 'found' ? located.geotag : null, reason },
      {
        onError: (error) => {
          // The office asks why the punch is made outside its area: the person says, and it goes again.
          if (error instanceof ApiFailure && error.field === 'reason') setAsking({ direction, question: error.message });
        },
        onSuccess: (result) => {
          // The server stamped the punch a moment ago; its clock, not the phone's, is the record.
          const at = formatInstantTime(serverNow(), config.timeZone, timeFormat);
          setAsking(null);
          if (result.kind === 'recorded') notify.success(direction === 'in' ? t`Time in recorded at ${at}` : t`Time out recorded at ${at}`);
          else
            notify.success(
              direction === 'in'
                ? t`No connection: your time in at ${at} is saved on this phone and will be sent when you are back online.`
                : t`No connection: your time out at ${at} is saved on this phone and will be sent when you are back online.`,
            );
        },
        onSettled: () => setPending(null),
      },
    );
  };

  return (
    <Box>
      <PageHeader title={t`Time In/Out`} onRefresh={() => void records.refetch()} refreshing={records.isFetching} />
      <Paper sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          <LiveClock timeZone={config.timeZone} timeFormat={timeFormat} />
          <LocationLine position={position} address={address.data} addressWaiting={address.fetchStatus === 'paused'} />
          {blockedOnMobile ? (
            <Alert severity="info"><Trans>Time in and out is done from a computer at this company.</Trans></Alert>
          ) : (
            <PunchButtons
              pending={pending}
              disabled={records.isLoading}
              // A punch still waiting on the phone is the newest one.
              suggested={lastWaiting ? (lastWaiting.direction === 'in' ? 'out' : 'in') : suggestNextPunch(records.data, serverNow(), config.timeZone)}
              onPunch={(direction) => void onPunch(direction)}
            />
          )}
          {kept.length > 0 && (
            <Suspense fallback={null}>
              <KeptPunches punches={kept} timeZone={config.timeZone} timeFormat={timeFormat} />
            </Suspense>
          )}
        </Stack>
      </Paper>
      {asking && (
        <Suspense fallback={null}>
          <PunchReasonDialog
            question={asking.question}
            direction={asking.direction}
            pending={pending !== null}
            onSubmit={(reason) => void onPunch(asking.direction, reason)}
            onClose={() => setAsking(null)}
          />
        </Suspense>
      )}
      <TimeRecordsTable records={records.data} loading={records.isLoading} timeFormat={timeFormat} showPairs3And4={config.features.showTimeEntries3And4} />
    </Box>
  );
}
