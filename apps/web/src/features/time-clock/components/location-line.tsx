import { useLingui } from '@lingui/react/macro';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocationOn from '@mui/icons-material/LocationOn';
import LocationOff from '@mui/icons-material/LocationOff';
import type { ClosestAddress } from '@portal/contracts/time-clock';
import type { PositionState } from '../use-current-position';

/** Where the phone says it is, as the closest office or place. */
export function LocationLine({
  position,
  address,
  addressWaiting = false,
}: {
  position: PositionState;
  address: ClosestAddress | undefined;
  /** The address lookup waits for the network (offline): the position is still kept with a punch. */
  addressWaiting?: boolean;
}) {
  const { t } = useLingui();
  if (position.status === 'off') return null;
  let text: string;
  if (position.status === 'locating') text = t`Finding your location…`;
  else if (position.status === 'unavailable') {
    const reason = position.reason;
    text = t`${reason} You can still time in and out.`;
  } else {
    // How close the phone's fix is, in metres: the same in every language.
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a measurement in metres reads the same in every language
    const accuracy = position.geotag.accuracy ? ` (±${position.geotag.accuracy} m)` : '';
    if (address) text = `${address.address}${accuracy}`;
    else if (addressWaiting) text = t`Location found${accuracy}; the address will show once online.`;
    else text = t`Looking up the nearest address…`;
  }
  const Icon = position.status === 'unavailable' ? LocationOff : LocationOn;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
      <Icon fontSize="small" color={position.status === 'found' ? 'primary' : 'inherit'} />
      <Typography variant="body2">{text}</Typography>
    </Stack>
  );
}
