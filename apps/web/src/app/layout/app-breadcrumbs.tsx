import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useMatches } from 'react-router';
import type { RouteHandle } from '../router';

/** Home / section / page, from the matched route's handle; absent where the spec has none. */
export function AppBreadcrumbs() {
  const crumbs = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.crumbs)
    .filter((found): found is string[] => Array.isArray(found))
    .at(-1);
  if (!crumbs) return null;
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1.5, fontSize: 14 }}>
      <Link component={RouterLink} to="/timeinout" underline="hover" color="inherit">
        Home
      </Link>
      {crumbs.map((crumb, index) => (
        <Typography key={crumb} color={index === crumbs.length - 1 ? 'text.primary' : 'inherit'} sx={{ fontSize: 14 }}>
          {crumb}
        </Typography>
      ))}
    </Breadcrumbs>
  );
}
