import { useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { forApprovalMenuItems, type ForApprovalCount } from '@portal/contracts/approvals';

interface NotificationMenuProps {
  counts: ForApprovalCount | undefined;
  total: number;
}

/** The toolbar bell: the badge totals what awaits approval; the menu lists each kind above 0. */
export function NotificationMenu({ counts, total }: NotificationMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const items = forApprovalMenuItems.filter((item) => (counts?.[item.key] ?? 0) > 0);
  return (
    <>
      <Tooltip title="For approval">
        <IconButton color="inherit" aria-label={`Notifications: ${total} for approval`} onClick={(event) => setAnchor(event.currentTarget)}>
          <Badge badgeContent={total} color="warning" max={999}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { minWidth: 280 } } }}>
        <ListSubheader>You have {total} for approval(s)</ListSubheader>
        {items.length === 0 && (
          <MenuItem disabled>
            <Typography variant="body2">Nothing is waiting for you.</Typography>
          </MenuItem>
        )}
        {items.map((item) => (
          <MenuItem key={item.key} component="a" href={item.href} onClick={() => setAnchor(null)}>
            <Typography sx={{ flexGrow: 1 }}>{item.label}</Typography>
            <Badge badgeContent={counts?.[item.key]} color="primary" sx={{ mr: 1.5 }} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
