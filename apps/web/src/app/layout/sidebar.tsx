import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import AccessTime from '@mui/icons-material/AccessTime';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Assessment from '@mui/icons-material/Assessment';
import Assignment from '@mui/icons-material/Assignment';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import EventAvailable from '@mui/icons-material/EventAvailable';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FactCheck from '@mui/icons-material/FactCheck';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import { NavLink, useLocation } from 'react-router';
import type { MenuEntry } from './menu';

const icons: Record<MenuEntry['icon'], typeof AccessTime> = {
  time: AccessTime,
  calendar: EventAvailable,
  attendance: CalendarMonth,
  requests: Assignment,
  approvals: FactCheck,
  payslip: ReceiptLong,
  certificate: WorkspacePremium,
  admin: AdminPanelSettings,
  dashboard: DashboardOutlined,
  reports: Assessment,
};

function MenuItem({ entry, depth, onNavigate }: { entry: MenuEntry; depth: number; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const { i18n } = useLingui();
  const label = i18n._(entry.label);
  const containsCurrent = entry.children?.some((child) => child.path === pathname) ?? false;
  // Open while it holds the current page (also when arrived at by a link), until the person toggles it.
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = toggled ?? containsCurrent;
  const Icon = icons[entry.icon];
  if (entry.children) {
    // Each entry is a list item, the button and its sub-list inside it, so the menu reads as a list.
    return (
      <ListItem disablePadding sx={{ display: 'block' }}>
        <ListItemButton onClick={() => setToggled(!open)} aria-expanded={open} sx={{ pl: 2 + depth * 2 }}>
          <ListItemIcon><Icon /></ListItemIcon>
          <ListItemText primary={label} />
          {open ? <ExpandLess /> : <ExpandMore />}
        </ListItemButton>
        <Collapse in={open} unmountOnExit>
          <List disablePadding>
            {entry.children.map((child) => (
              <MenuItem key={child.path ?? child.label.id} entry={child} depth={depth + 1} onNavigate={onNavigate} />
            ))}
          </List>
        </Collapse>
      </ListItem>
    );
  }
  return (
    <ListItem disablePadding>
      <ListItemButton component={NavLink} to={entry.path ?? '/'} selected={pathname === entry.path} onClick={onNavigate} sx={{ pl: 2 + depth * 2 }}>
        <ListItemIcon><Icon /></ListItemIcon>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
}

interface SidebarProps {
  entries: MenuEntry[];
  width: number;
  isMobile: boolean;
  mobileOpen: boolean;
  onClose: () => void;
}

/** Permanent on a desktop; a swipe-away drawer behind the menu button on a phone. White (spec §9). */
export function Sidebar({ entries, width, isMobile, mobileOpen, onClose }: SidebarProps) {
  const { t } = useLingui();
  const content = (
    <nav aria-label={t`Main menu`}>
      <Toolbar />
      <List>
        {entries.map((entry) => (
          <MenuItem key={entry.path ?? entry.label.id} entry={entry} depth={0} onNavigate={isMobile ? onClose : () => {}} />
        ))}
      </List>
    </nav>
  );
  return (
    <Drawer
      variant={isMobile ? 'temporary' : 'permanent'}
      open={isMobile ? mobileOpen : true}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      sx={{
        width: isMobile ? undefined : width,
        flexShrink: 0,
        displayPrint: 'none',
        '& .MuiDrawer-paper': { width, boxSizing: 'border-box', bgcolor: '#fff' },
      }}
    >
      {content}
    </Drawer>
  );
}
