import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AttendanceRow } from '@portal/contracts/attendance';

const round = (value: number) => Math.round(value * 100) / 100;

/** The range's totals: hours, lateness, overtime, and the days that need attention. */
export function AttendanceTotals({ rows }: { rows: AttendanceRow[] | undefined }) {
  const { t } = useLingui();
  if (!rows?.length) return null;
  const sum = (key: 'reghrs' | 'nphrs' | 'tardy' | 'undertime' | 'othrs' | 'othrsapv' | 'hrday1') => round(rows.reduce((total, row) => total + row[key], 0));
  // Each keeps its English name as its test id; the label is the reader's language.
  const totals = [
    { id: 'Regular hours', label: t`Regular hours`, value: sum('reghrs') },
    { id: 'Night hours', label: t`Night hours`, value: sum('nphrs') },
    { id: 'Tardy (min)', label: t`Tardy (min)`, value: sum('tardy') },
    { id: 'Undertime (min)', label: t`Undertime (min)`, value: sum('undertime') },
    { id: 'OT hours', label: t`OT hours`, value: sum('othrs') },
    { id: 'OT approved', label: t`OT approved`, value: sum('othrsapv') },
    { id: 'Leave hours', label: t`Leave hours`, value: sum('hrday1') },
    { id: 'Absences', label: t`Absences`, value: rows.filter((row) => row.absent).length },
    { id: 'No time-out', label: t`No time-out`, value: rows.filter((row) => row.incomplete).length },
  ];
  return (
    // Three to a row on a phone, so the days themselves start on the first screen.
    <Box component="section" aria-label={t`Totals`} sx={{ display: 'grid', gap: 1, mb: 2, gridTemplateColumns: { xs: 'repeat(3, 1fr)', sm: 'repeat(auto-fill, minmax(120px, 1fr))' } }}>
      {totals.map((total) => (
        <Paper key={total.id} variant="outlined" sx={{ p: { xs: 0.75, sm: 1 } }} data-testid={`total-${total.id}`}>
          <Typography variant="caption" color="text.secondary" component="p" noWrap>
            {total.label}
          </Typography>
          <Typography component="p" sx={{ typography: { xs: 'subtitle1', sm: 'h6' } }}>
            {total.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
