import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { formatDistanceToNowStrict } from 'date-fns';
import type { NotificationItem } from '@portal/contracts/notifications';

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** One notification in the bell: unread ones bold with a dot (and said so to a screen reader), with how long ago. */
export function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen: (item: NotificationItem) => void }) {
  return (
    <MenuItem onClick={() => onOpen(item)} sx={{ alignItems: 'flex-start', whiteSpace: 'normal', gap: 1.5, py: 1.25 }}>
      <Box
        aria-hidden
        sx={{ mt: 0.75, width: 8, height: 8, flexShrink: 0, borderRadius: '50%', bgcolor: item.read ? 'transparent' : 'primary.main' }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: item.read ? 400 : 600 }}>
          {item.read ? '' : <Box component="span" sx={visuallyHidden}>Unread: </Box>}
          {item.title}
        </Typography>
        {item.body && (
          <Typography variant="body2" color="text.secondary">
            {item.body}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {formatDistanceToNowStrict(new Date(item.created_at), { addSuffix: true })}
        </Typography>
      </Box>
    </MenuItem>
  );
}

