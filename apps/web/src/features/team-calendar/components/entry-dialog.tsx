import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { CalendarEntry } from '@portal/contracts/team-calendar';
import { formatDate } from '../../../lib/time-format';
import { kindColours } from './entry-colours';
import { requestTypeLabel } from '../../../components/request-type-words';
import { statusLabel } from '../../../components/status-label';

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2" sx={{ mb: 0.5 }}>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'inline-block', minWidth: 96 }}>
        {label}
      </Typography>
      {value}
    </Typography>
  );
}

/** An entry opened from the calendar: what it is, for whom, when, and the request behind it where the caller may see it. */
export function EntryDialog({ entry, onClose }: { entry: CalendarEntry | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const request = entry?.request ?? null;
  const start = entry ? formatDate(entry.start) : '';
  const end = entry ? formatDate(entry.end) : '';
  const when = entry ? (entry.start === entry.end ? start : t`${start} to ${end}`) : '';
  const kind = request ? requestTypeLabel(request.type) : '';
  const recid = request?.recid ?? 0;
  const filed = request ? formatDate(request.datefiled) : '';
  const status = request ? request.status : null;
  const statusWords = statusLabel(status);
  return (
    <Dialog open={entry !== null} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="calendar-entry-title">
      {entry && (
        <>
          <DialogTitle id="calendar-entry-title">{entry.fullname ?? entry.title}</DialogTitle>
          <DialogContent>
            <Line label={t`What`} value={entry.kind === 'holiday' ? entry.title : (entry.leave_type ?? i18n._(kindColours[entry.kind].label))} />
            <Line label={t`When`} value={when} />
            {entry.kind !== 'rest_day' && entry.kind !== 'holiday' && <Line label={t`Status`} value={entry.pending ? t`Waiting for approval` : t`Approved`} />}
            {request && (
              <>
                <Line label={t`Request`} value={t`${kind} no. ${recid}, filed ${filed}`} />
                {request.status !== 'A' && request.status !== '' && <Line label={t`Approval`} value={statusWords} />}
                {request.hours !== null && <Line label={t`Hours`} value={String(request.hours)} />}
                {request.reason && <Line label={t`Reason`} value={request.reason} />}
              </>
            )}
          </DialogContent>
          <DialogActions>
            {request?.link && (
              <Button component={RouterLink} to={request.link} variant="outlined">
                {request.link.endsWith('/requests') ? <Trans>Open my requests</Trans> : <Trans>Open requests for approval</Trans>}
              </Button>
            )}
            <Button onClick={onClose} variant="contained" autoFocus>
              <Trans>Close</Trans>
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
