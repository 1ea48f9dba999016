import Chip from '@mui/material/Chip';
import { statusLabel } from './status-label';

const colours: Record<string, 'success' | 'error' | 'info' | 'warning'> = { A: 'success', D: 'error', E: 'error', B: 'info', '': 'warning' };

/** One approval level's status (spec §4): null shows blank, unknown codes as they are. */
export function StatusChip({ status }: { status: string | null | undefined }) {
  if (status === null || status === undefined) return null;
  // A long status ("Partially Approved") may take two lines, so a narrow column keeps it whole.
  return (
    <Chip
      size="small"
      variant={status === '' ? 'outlined' : 'filled'}
      color={colours[status] ?? 'default'}
      label={statusLabel(status)}
      sx={{ height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: 'normal', py: '2px' } }}
    />
  );
}
