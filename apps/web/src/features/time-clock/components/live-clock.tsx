import { useEffect, useState } from 'react';
import Typography from '@mui/material/Typography';
import type { TimeFormat } from '@portal/contracts/config';
import { serverNow, useServerClockOffset } from '../../../lib/server-clock';
import { formatClock, formatLongDate } from '../../../lib/time-format';

/** Server time, ticking every second, in the company zone: the clock that counts. */
export function LiveClock({ timeZone, timeFormat }: { timeZone: string; timeFormat: TimeFormat }) {
  useServerClockOffset();
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div>
      <Typography component="p" aria-live="off" sx={{ fontSize: { xs: 40, sm: 52 }, fontWeight: 700, lineHeight: 1.1, fontVariantNumeric: 'tabular-nums' }} data-testid="server-clock">
        {formatClock(now, timeZone, timeFormat)}
      </Typography>
      <Typography color="text.secondary">{formatLongDate(now, timeZone)}</Typography>
    </div>
  );
}
