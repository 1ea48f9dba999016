import { lazy, Suspense, useState } from 'react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import Badge from '@mui/material/Badge';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { forApprovalMenuItems, type ForApprovalCount, type ForApprovalCountKey } from '@portal/contracts/for-approval-count';
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

/** The approval menu's items as a person reads them (the contracts' labels are the spec's English). */
const approvalLabels: Record<ForApprovalCountKey, MessageDescriptor> = {
  attadj_for_approval_count: msg`Attendance Adjustment`,
  shiftchg_for_approval_count: msg`Shift Change Request`,
  obi_for_approval_count: msg`Official Business`,
  leaves_for_approval_count: msg`Leaves`,
  ot_for_approval_count: msg`Overtime`,
  coe_for_approval_count: msg`Certificate of Employment`,
};

/** The badge's number comes first, so what is seen is what is read out (WCAG 2.5.3). */
function bellLabel(i18n: I18n, unread: number, approvals: NotificationMenuProps['approvals']): string {
  if (!approvals) return i18n._(msg`${unread} unread notifications`);
  const total = approvals.total;
  return i18n._(msg`${total} for approval, ${unread} unread notifications`);
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
  const { i18n, t } = useLingui();
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = notifications.data?.unread ?? 0;
  const total = approvals?.total ?? 0;
  const items = notifications.data?.items ?? [];
  const approvalItems = approvals ? forApprovalMenuItems.filter((item) => (approvals.counts?.[item.key] ?? 0) > 0) : [];
  const close = () => setAnchor(null);
  const open = (item: NotificationItem) => {
    if (!item.read) markRead.mutate([item.id]);
    close();
    void navigate(item.link);
  };

  const unreadDot = (
    <Badge variant="dot" invisible={unread === 0} color="info" anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
      <NotificationsIcon />
    </Badge>
  );

  return (
    <>
      {/* A native hint, not MUI's Tooltip: it keeps the positioning library off the first screen. */}
      <IconButton
        color="inherit"
        title={t`Notifications`}
        aria-label={bellLabel(i18n, unread, approvals)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {/* Only an approver's bell counts: an invisible "0" would be text its name lacks. */}
        {approvals ? (
          <Badge badgeContent={approvals.total} color="warning" max={999} data-testid="approval-badge">
            {unreadDot}
          </Badge>
        ) : (
          unreadDot
        )}
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{
          paper: { sx: { width: { xs: 'calc(100vw - 16px)', sm: 380 }, maxWidth: 380, maxHeight: '80dvh' } },
        }}
      >
        {approvals && (
          <ListSubheader>
            <Trans>You have {total} for approval(s)</Trans>
          </ListSubheader>
        )}
        {approvals && approvalItems.length === 0 && (
          <MenuItem disabled>
            <Typography variant="body2">
              <Trans>Nothing is waiting for you.</Trans>
            </Typography>
          </MenuItem>
        )}
        {approvalItems.map((item) => (
          <MenuItem key={item.key} component="a" href={item.href} onClick={close}>
            <Typography sx={{ flexGrow: 1 }}>{i18n._(approvalLabels[item.key])}</Typography>
            <Badge badgeContent={approvals?.counts?.[item.key]} color="primary" sx={{ mr: 1.5 }} />
          </MenuItem>
        ))}
        {approvals && <Divider />}
        <ListSubheader>{unread > 0 ? <Trans>Notifications ({unread} unread)</Trans> : <Trans>Notifications</Trans>}</ListSubheader>
        {unread > 0 && (
          <MenuItem onClick={() => markRead.mutate('all')} disabled={markRead.isPending}>
            <Typography variant="body2" color="primary">
              <Trans>Mark all read</Trans>
            </Typography>
          </MenuItem>
        )}
        {notifications.isPending && (
          <MenuItem disabled>
            <Typography variant="body2">
              <Trans>Loading…</Trans>
            </Typography>
          </MenuItem>
        )}
        {notifications.isSuccess && items.length === 0 && (
          <MenuItem disabled>
            <Typography variant="body2">
              <Trans>No notifications yet. Decisions on your requests, and requests waiting for you, show here.</Trans>
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
          <Typography variant="body2">
            <Trans>E-mail settings…</Trans>
          </Typography>
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
