import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { formatDistanceToNowStrict } from 'date-fns';
import { forApprovalMenuItems, type ForApprovalCount } from '@portal/contracts/approvals';
import type { NotificationItem } from '@portal/contracts/notifications';
import { useMarkNotificationsRead, useNotifications } from '../../features/notifications/api/notifications';

const NotificationPreferencesDialog = lazy(() =>
  import('../../features/notifications/components/notification-preferences-dialog').then((m) => ({ default: m.NotificationPreferencesDialog })),
);

interface NotificationMenuProps {
  /** Approvers only: what waits for them, per kind (spec §2's menu). */
  approvals: { counts: ForApprovalCount | undefined; total: number } | null;
}

function bellLabel(unread: number, approvals: NotificationMenuProps['approvals']): string {
  const parts = [...(approvals ? [`${approvals.total} for approval`] : []), `${unread} unread`];
  return `Notifications: ${parts.join(', ')}`;
}

function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen: (item: NotificationItem) => void }) {
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

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * The toolbar bell, for everyone: the person's notifications, newest first, each
 * opening its screen, and for approvers the spec's "You have N for approval(s)" menu
 * above them. The badge counts unread notifications and waiting approvals.
 */
export function NotificationMenu({ approvals }: NotificationMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const navigate = useNavigate();
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.items ?? [];
  const approvalItems = approvals ? forApprovalMenuItems.filter((item) => (approvals.counts?.[item.key] ?? 0) > 0) : [];
  const close = () => setAnchor(null);
  const open = (item: NotificationItem) => {
    if (!item.read) markRead.mutate([item.id]);
    close();
    void navigate(item.link);
  };

  return (
    <>
      <Tooltip title="Notifications">
        <IconButton color="inherit" aria-label={bellLabel(unread, approvals)} onClick={(event) => setAnchor(event.currentTarget)}>
          <Badge badgeContent={unread + (approvals?.total ?? 0)} color="warning" max={999}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ paper: { sx: { width: { xs: 'calc(100vw - 16px)', sm: 380 }, maxWidth: 380, maxHeight: '80dvh' } } }}
      >
        {approvals && <ListSubheader>You have {approvals.total} for approval(s)</ListSubheader>}
        {approvals && approvalItems.length === 0 && (
          <MenuItem disabled>
            <Typography variant="body2">Nothing is waiting for you.</Typography>
          </MenuItem>
        )}
        {approvalItems.map((item) => (
          <MenuItem key={item.key} component="a" href={item.href} onClick={close}>
            <Typography sx={{ flexGrow: 1 }}>{item.label}</Typography>
            <Badge badgeContent={approvals?.counts?.[item.key]} color="primary" sx={{ mr: 1.5 }} />
          </MenuItem>
        ))}
        {approvals && <Divider />}
        <ListSubheader>Notifications{unread > 0 ? ` (${unread} unread)` : ''}</ListSubheader>
        {unread > 0 && (
          <MenuItem onClick={() => markRead.mutate('all')} disabled={markRead.isPending}>
            <Typography variant="body2" color="primary">
              Mark all read
            </Typography>
          </MenuItem>
        )}
        {notifications.isPending && (
          <MenuItem disabled>
            <Typography variant="body2">Loading…</Typography>
          </MenuItem>
        )}
        {notifications.isSuccess && items.length === 0 && (
          <MenuItem disabled>
            <Typography variant="body2">No notifications yet. Decisions on your requests, and requests waiting for you, show here.</Typography>
          </MenuItem>
        )}
        {items.map((item) => (
          <NotificationRow key={item.id} item={item} onOpen={open} />
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            setSettingsOpen(true);
          }}
        >
          <Typography variant="body2">E-mail settings…</Typography>
        </MenuItem>
      </Menu>
      {settingsOpen && (
        <Suspense fallback={null}>
          <NotificationPreferencesDialog onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
