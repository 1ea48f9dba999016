import { lazy, Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { QueryClientProvider } from '@tanstack/react-query';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import SettingsIcon from '@mui/icons-material/Settings';
import { Outlet, useNavigation } from 'react-router';
import { APPROVER_FLAG } from '@portal/contracts/config';
import { forApprovalCountQuery, useForApprovalCount } from '../../features/approvals/api/get-for-approval-count';
import { notificationsQuery } from '../../features/notifications/api/notifications';
import { useSendKeptPunches } from '../../features/time-clock/offline/use-kept-punches';
import { OfflineBanner } from './offline-banner';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { getStoredUser, useStoredUser } from '../../lib/stored-user';
import { queryClient, requestPageData } from '../query-client';
import { AppBreadcrumbs } from './app-breadcrumbs';
import { AppFooter } from './app-footer';
import { menuEntries, visibleMenu } from './menu';
import { NotificationMenu } from './notification-menu';
import { ScrollTop } from './scroll-top';
import { Sidebar } from './sidebar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { UserMenu } from './user-menu';

// The settings panel loads when first opened: its form is not part of the first screen.
const ThemeDrawer = lazy(() => import('./theme-drawer').then((module) => ({ default: module.ThemeDrawer })));

/** The layout route's loader: the bell's and the approval menu's counts, asked for with the layout's code. */
export function requestLayoutData(): null {
  const isApprover = getStoredUser()?.approver === APPROVER_FLAG;
  return requestPageData(isApprover ? [notificationsQuery, forApprovalCountQuery] : [notificationsQuery]);
}

/** The shell around every signed-in page: toolbar, side menu, breadcrumbs, footer. */
export function AppLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Shell />
    </QueryClientProvider>
  );
}

function Shell() {
  const { t } = useLingui();
  const user = useStoredUser();
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'));
  // "Browser/PC only" entries hide on a phone, not on a tablet or a narrow desktop
  // window, where the sidebar merely becomes a drawer.
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const [menuOpen, setMenuOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Mounted from the first opening on, so it slides out when closed.
  const [settingsMounted, setSettingsMounted] = useState(false);
  const navigation = useNavigation();
  const isApprover = user?.approver === APPROVER_FLAG;
  const { counts, total } = useForApprovalCount(isApprover);
  // Punches kept on this phone offline are sent from whichever page the person opens.
  useSendKeptPunches(user?.username ?? null);
  if (!user) return null;
  const config = getRuntimeConfig();

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <SkipLink />
      {/* The chrome is left off paper: a printed page is the report alone. */}
      <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1, displayPrint: 'none' }}>
        <Toolbar sx={{ gap: 0.5 }}>
          {isMobile && (
            <IconButton color="inherit" edge="start" aria-label={t`Open menu`} onClick={() => setMenuOpen(true)}>
              <MenuIcon />
            </IconButton>
          )}
          <Typography
            variant="h6"
            component="div"
            noWrap
            sx={{ flexGrow: 1, fontWeight: 600, fontSize: { xs: '1.05rem', sm: '1.25rem' } }}
          >
            {config.companyName || t`HR Portal`}
          </Typography>
          <NotificationMenu approvals={isApprover ? { counts, total } : null} />
          {/* A native hint, as on the bell: MUI's Tooltip would bring its positioning library to the first screen. */}
          <IconButton
            color="inherit"
            title={t`Settings`}
            aria-label={t`Settings`}
            onClick={() => {
              setSettingsMounted(true);
              setSettingsOpen(true);
            }}
          >
            <SettingsIcon />
          </IconButton>
          <UserMenu fullname={user.fullname} />
        </Toolbar>
        {navigation.state === 'loading' && (
          <LinearProgress
            color="inherit"
            aria-label={t`Loading the page`}
            sx={{ position: 'absolute', bottom: 0, left: 0, right: 0, height: 2 }}
          />
        )}
      </AppBar>
      <Sidebar
        entries={visibleMenu(menuEntries, user, isPhone)}
        width={config.drawerWidth}
        isMobile={isMobile}
        mobileOpen={menuOpen}
        onClose={() => setMenuOpen(false)}
      />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar sx={{ displayPrint: 'none' }} />
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{ outline: 'none', flexGrow: 1, p: { xs: 1.5, sm: 2, md: 3 }, '@media print': { p: 0 } }}
        >
          <OfflineBanner />
          <AppBreadcrumbs />
          <Suspense fallback={<LinearProgress aria-label={t`Loading the page`} />}>
            <Outlet />
          </Suspense>
        </Box>
        <AppFooter fullname={user.fullname} />
      </Box>
      {settingsMounted && (
        <Suspense fallback={null}>
          <ThemeDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
      <ScrollTop />
    </Box>
  );
}
