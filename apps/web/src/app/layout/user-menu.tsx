import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutline from '@mui/icons-material/PersonOutline';
import { useNavigate } from 'react-router';

/** The avatar menu: who is logged in, their profile, and Logout. */
export function UserMenu({ fullname }: { fullname: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const { t } = useLingui();
  const initials = fullname
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join('');
  return (
    <>
      <IconButton aria-label={t`${initials}: account of ${fullname}`} onClick={(event) => setAnchor(event.currentTarget)} sx={{ ml: 0.5 }}>
        <Avatar sx={{ width: 34, height: 34, bgcolor: 'primary.contrastText', color: 'primary.main', fontSize: 15, fontWeight: 700 }}>{initials}</Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <Typography sx={{ px: 2, py: 1, fontWeight: 600 }}>{fullname}</Typography>
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void navigate('/profile');
          }}
        >
          <ListItemIcon>
            <PersonOutline fontSize="small" />
          </ListItemIcon>
          <Trans>My Profile</Trans>
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void navigate('/logout');
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <Trans>Logout</Trans>
        </MenuItem>
      </Menu>
    </>
  );
}
