import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EffectiveRoute } from '@portal/contracts/admin-routes';
import { requestTypeNames } from '@portal/contracts/approvals';
import type { DataColumn } from '../../../components/data-table';
import { requestTypeLabel, requestTypeShortLabel } from '../../../components/request-type-words';

/** A route as text, for search, sorting and the CSV: "Maria Santos > Jose Reyes (override)". */
export function routeText(route: EffectiveRoute | null | undefined, showSource: boolean): string {
  if (!route) return '';
  const names = route.approvers.map((approver) => approver.name).join(' > ');
  return showSource && route.source === 'employee' ? t`${names} (override)` : names;
}

function RouteCell({ route, showSource }: { route: EffectiveRoute | null | undefined; showSource: boolean }) {
  if (!route) {
    return (
      <Typography variant="body2" color="warning.main">
        <Trans>Not set</Trans>
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Typography variant="body2">{route.approvers.map((approver) => approver.name).join(' › ')}</Typography>
      {showSource && route.source === 'employee' && <Chip size="small" label={t`Override`} color="info" variant="outlined" title={t`The employee's own route, over the department's`} />}
    </Stack>
  );
}

/**
 * One column per request type showing its approvers in level order; on the
 * employees' list a chip marks a route that overrides the department's.
 */
export function routeColumns<Row extends { routes: Record<string, EffectiveRoute | null> }>(showSource: boolean): DataColumn<Row>[] {
  return requestTypeNames.map((type) => ({
    id: `route_${type}`,
    header: requestTypeShortLabel(type),
    accessorFn: (row: Row) => routeText(row.routes[type], showSource),
    Cell: ({ row }) => <RouteCell route={row.original.routes[type]} showSource={showSource} />,
  }));
}

/** Every type's route, one per line: the detail under a row, readable on a phone where the columns scroll away. */
export function RouteSummary({ routes, showSource }: { routes: Record<string, EffectiveRoute | null>; showSource: boolean }) {
  return (
    <Stack component="dl" spacing={0.5} sx={{ m: 0, p: 1 }}>
      {requestTypeNames.map((type) => (
        <Stack key={type} direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 1 }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 200 }}>
            {requestTypeLabel(type)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {routeText(routes[type], showSource) || <Trans>Not set: requests of this type cannot be filed</Trans>}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
