import { Suspense, useId, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

export type PanelState = 'loading' | 'error' | 'empty' | 'ready';

interface DashboardPanelProps {
  title: string;
  /** One line under the title: what is counted, over which days. */
  caption: string;
  state: PanelState;
  emptyText: string;
  errorText: string;
  onRetry: () => void;
  /** What the chart shows, in words, for a screen reader (the table holds the numbers). */
  chartSummary: string;
  chartHeight: number;
  chart: ReactNode;
  table: ReactNode;
  /** Controls above the chart and the table (a month to show). */
  controls?: ReactNode;
  /** The lists behind the figures. */
  links: { label: string; to: string }[];
}

function Loading({ height, what }: { height: number; what: string }) {
  return (
    <Box role="status">
      <Skeleton variant="rounded" height={height} />
      <Box component="span" sx={visuallyHidden}>
        <Trans>Loading {what}…</Trans>
      </Box>
    </Box>
  );
}

/**
 * One figure of the dashboard: its chart, or its numbers as a table on a switch, the
 * links to the lists behind it, and its own loading, empty and failed states (with a
 * retry), so one slow or failed figure holds up none of the others.
 */
export function DashboardPanel(props: DashboardPanelProps) {
  const { t } = useLingui();
  const [showTable, setShowTable] = useState(false);
  const titleId = useId();
  const { state, title } = props;
  const lowerTitle = title.toLowerCase();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1, minWidth: 0, fontSize: '1.05rem', fontWeight: 600 }}>
            {title}
          </Typography>
          <FormControlLabel
            control={<Switch size="small" checked={showTable} onChange={(event) => setShowTable(event.target.checked)} />}
            label={t`Show table`}
            sx={{ mr: 0, whiteSpace: 'nowrap', flexShrink: 0 }}
          />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {props.caption}
        </Typography>
      </Box>
      {props.controls}
      {state === 'loading' && <Loading height={props.chartHeight} what={lowerTitle} />}
      {state === 'error' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={props.onRetry}>
              <Trans>Try again</Trans>
            </Button>
          }
        >
          {props.errorText}
        </Alert>
      )}
      {state === 'empty' && (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {props.emptyText}
        </Typography>
      )}
      {state === 'ready' &&
        (showTable ? (
          props.table
        ) : (
          <Suspense fallback={<Loading height={props.chartHeight} what={t`the chart`} />}>
            <Box role="img" aria-label={props.chartSummary} sx={{ minWidth: 0, minHeight: props.chartHeight }}>
              {props.chart}
            </Box>
          </Suspense>
        ))}
      <Box component="nav" aria-label={t`Lists behind ${lowerTitle}`} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mt: 'auto', pt: 0.5 }}>
        {props.links.map((link) => (
          <Link key={link.to} component={RouterLink} to={link.to} variant="body2">
            {link.label}
          </Link>
        ))}
      </Box>
    </Paper>
  );
}
