import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import Badge from '@mui/material/Badge';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { forApprovalMenuItems, type ForApprovalCount } from '@portal/contracts/for-approval-count';
import type { NotificationItem } from '@portal/contracts/notifications';
import { useMarkNotificationsRead, useNotifications } from '../../features/notifications/api/notifications';

// The rows (and their relative times) load with the first opening, not with the first screen.
const NotificationRow = lazy(() =>
  import('../../features/notifications/components/notification-row').then((m) => ({ default: m.NotificationRow })),
);
const NotificationPreferencesDialog = lazy(() =>
  import('../../features/notifications/components/notification-preferences-dialog').then((m) => ({
    default: m.NotificationPreferencesDialog,
  })),
);

interface NotificationMenuProps {
  /** Approvers only: what waits for them, per kind (spec §2's menu). */
  approvals: { counts: ForApprovalCount | undefined; total: number } | null;
}

/** The badge's number comes first, so what is seen is what is read out (WCAG 2.5.3). */
function bellLabel(unread: number, approvals: NotificationMenuProps['approvals']): string {
  if (!approvals) return `${unread} unread notifications`;
  return `${approvals.total} for approval, ${unread} unread notifications`;
}

/**
 * The toolbar bell, for everyone: the person's notifications, newest first, each
 * opening its screen, and for approvers the spec's "You have N for approval(s)" menu
 * above them. The badge's number is what awaits this person's approval (spec §1),
 * each request once, gone when decided; unread notifications are a dot of their own,
 * counted in the menu.
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
      {/* A native hint, not MUI's Tooltip: it keeps the positioning library off the first screen. */}
      <IconButton
        color="inherit"
        title="Notifications"
        aria-label={bellLabel(unread, approvals)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={approvals?.total ?? 0} color="warning" max={999} data-testid="approval-badge">
          <Badge variant="dot" invisible={unread === 0} color="info" anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
            <NotificationsIcon />
          </Badge>
        </Badge>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{
          paper: { sx: { width: { xs: 'calc(100vw - 16px)', sm: 380 }, maxWidth: 380, maxHeight: '80dvh' } },
        }}
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
            <Typography variant="body2">
              No notifications yet. Decisions on your requests, and requests waiting for you, show here.
            </Typography>
          </MenuItem>
        )}
        <Suspense fallback={null}>
          {items.map((item) => (
            <NotificationRow key={item.id} item={item} onOpen={open} />
          ))}
        </Suspense>
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
