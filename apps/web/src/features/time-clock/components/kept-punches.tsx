import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import type { TimeFormat } from '@portal/contracts/config';
import { formatClock, formatDate, dateOfInstant } from '../../../lib/time-format';
import { forgetPunch, type QueuedPunch } from '../offline/punch-queue';
import { readServerMessage } from '../../../lib/server-message';

interface KeptPunchesProps {
  punches: QueuedPunch[];
  timeZone: string;
  timeFormat: TimeFormat;
}

/** When a kept punch happened on the server's clock: the phone's time corrected by its known offset. */
function punchInstant(punch: QueuedPunch): Date {
  return new Date(Date.parse(punch.deviceTime) + punch.clockOffsetMs);
}

/**
 * The punches saved on this phone: each waiting one, and each the server refused
 * with its reason until dismissed. Says plainly that they will be sent.
 */
export function KeptPunches({ punches, timeZone, timeFormat }: KeptPunchesProps) {
  const { t } = useLingui();
  if (punches.length === 0) return null;
  const waiting = punches.filter((punch) => punch.state === 'waiting').length;
  return (
    <Alert severity={waiting > 0 ? 'info' : 'warning'} icon={<CloudOffOutlined />} data-testid="kept-punches">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {waiting > 0
          ? t`Saved on this phone: ${plural(waiting, { one: '# punch', other: '# punches' })} will be sent as soon as you are back online.`
          : t`A punch saved on this phone was not accepted.`}
      </Typography>
      <List dense disablePadding aria-label={t`Punches saved on this phone`}>
        {punches.map((punch) => {
          const at = punchInstant(punch);
          const clock = formatClock(at, timeZone, timeFormat);
          const date = formatDate(dateOfInstant(at, timeZone));
          const what = punch.direction === 'in' ? t`Time in at ${clock}, ${date}` : t`Time out at ${clock}, ${date}`;
          const message = punch.message === null ? '' : readServerMessage({ message: punch.message, message_code: punch.message_code, params: punch.params });
          return (
            <ListItem
              key={punch.key}
              disableGutters
              secondaryAction={
                punch.state === 'refused' ? (
                  <Button size="small" color="inherit" onClick={() => void forgetPunch(punch.key)} aria-label={t`Dismiss: ${what}`}>
                    <Trans>Dismiss</Trans>
                  </Button>
                ) : undefined
              }
            >
              <ListItemText
                primary={what}
                secondary={punch.state === 'waiting' ? t`Waiting to be sent` : t`Not accepted: ${message}`}
                slotProps={{ secondary: { color: 'inherit' } }}
              />
            </ListItem>
          );
        })}
      </List>
    </Alert>
  );
}
