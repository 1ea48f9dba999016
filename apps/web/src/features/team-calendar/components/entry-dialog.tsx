import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { describeStatus } from '@portal/contracts/approvals';
import type { CalendarEntry } from '@portal/contracts/team-calendar';
import { formatDate } from '../../../lib/time-format';
import { kindColours } from './entry-colours';

const requestNames = { leave: 'Leave', official_business: 'Official business', shift: 'Shift change' } as const;

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
  const request = entry?.request ?? null;
  const when = entry ? (entry.start === entry.end ? formatDate(entry.start) : `${formatDate(entry.start)} to ${formatDate(entry.end)}`) : '';
  return (
    <Dialog open={entry !== null} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="calendar-entry-title">
      {entry && (
        <>
          <DialogTitle id="calendar-entry-title">{entry.fullname ?? entry.title}</DialogTitle>
          <DialogContent>
            <Line label="What" value={entry.kind === 'holiday' ? entry.title : (entry.leave_type ?? kindColours[entry.kind].label)} />
            <Line label="When" value={when} />
            {entry.kind !== 'rest_day' && entry.kind !== 'holiday' && <Line label="Status" value={entry.pending ? 'Waiting for approval' : 'Approved'} />}
            {request && (
              <>
                <Line label="Request" value={`${requestNames[request.type]} no. ${request.recid}, filed ${formatDate(request.datefiled)}`} />
                {request.status !== 'A' && request.status !== '' && <Line label="Approval" value={describeStatus(request.status)} />}
                {request.hours !== null && <Line label="Hours" value={String(request.hours)} />}
                {request.reason && <Line label="Reason" value={request.reason} />}
              </>
            )}
          </DialogContent>
          <DialogActions>
            {request?.link && (
              <Button component={RouterLink} to={request.link} variant="outlined">
                Open {request.link.endsWith('/requests') ? 'my requests' : 'requests for approval'}
              </Button>
            )}
            <Button onClick={onClose} variant="contained" autoFocus>
              Close
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
