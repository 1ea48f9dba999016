import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useMatches } from 'react-router';
import type { RouteHandle } from '../router';

/** Home / section / page, from the matched route's handle; absent where the spec has none. */
export function AppBreadcrumbs() {
  const { i18n, t } = useLingui();
  const crumbs = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.crumbs)
    .filter((found): found is MessageDescriptor[] => Array.isArray(found))
    .at(-1);
  if (!crumbs) return null;
  return (
    <Breadcrumbs aria-label={t`Breadcrumb`} sx={{ mb: 1.5, fontSize: 14 }}>
      <Link component={RouterLink} to="/timeinout" underline="hover" color="inherit">
        <Trans>Home</Trans>
      </Link>
      {crumbs.map((crumb, index) => (
        <Typography key={crumb.id} color={index === crumbs.length - 1 ? 'text.primary' : 'inherit'} sx={{ fontSize: 14 }}>
          {i18n._(crumb)}
        </Typography>
      ))}
    </Breadcrumbs>
  );
}
