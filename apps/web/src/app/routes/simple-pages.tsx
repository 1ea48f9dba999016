import { Trans } from '@lingui/react/macro';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export function BlankPage() {
  return <Paper sx={{ p: 3, minHeight: 240 }} />;
}

export function WorkInProgressPage() {
  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h6" gutterBottom>
        <Trans>Coming soon</Trans>
      </Typography>
      <Typography color="text.secondary">
        <Trans>This part of the portal is being built.</Trans>
      </Typography>
    </Paper>
  );
}

export function TestbedPage() {
  return (
    <Paper sx={{ p: 3 }}>
      <Typography color="text.secondary">
        <Trans>Testbed: a page for trying out components.</Trans>
      </Typography>
    </Paper>
  );
}
