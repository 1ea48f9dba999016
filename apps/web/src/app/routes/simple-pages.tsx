import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export function BlankPage() {
  return <Paper sx={{ p: 3, minHeight: 240 }} />;
}

export function WorkInProgressPage() {
  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h6" gutterBottom>
        Coming soon
      </Typography>
      <Typography color="text.secondary">This part of the portal is being built.</Typography>
    </Paper>
  );
}

export function TestbedPage() {
  return (
    <Paper sx={{ p: 3 }}>
      <Typography color="text.secondary">Testbed: a page for trying out components.</Typography>
    </Paper>
  );
}
