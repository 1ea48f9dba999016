import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AttendanceRow } from '@portal/contracts/attendance';

const round = (value: number) => Math.round(value * 100) / 100;

/** The range's totals: hours, lateness, overtime, and the days that need attention. */
export function AttendanceTotals({ rows }: { rows: AttendanceRow[] | undefined }) {
  if (!rows?.length) return null;
  const sum = (key: 'reghrs' | 'nphrs' | 'tardy' | 'undertime' | 'othrs' | 'othrsapv' | 'hrday1') => round(rows.reduce((total, row) => total + row[key], 0));
  const totals = [
    { label: 'Regular hours', value: sum('reghrs') },
    { label: 'Night hours', value: sum('nphrs') },
    { label: 'Tardy (min)', value: sum('tardy') },
    { label: 'Undertime (min)', value: sum('undertime') },
    { label: 'OT hours', value: sum('othrs') },
    { label: 'OT approved', value: sum('othrsapv') },
    { label: 'Leave hours', value: sum('hrday1') },
    { label: 'Absences', value: rows.filter((row) => row.absent).length },
    { label: 'No time-out', value: rows.filter((row) => row.incomplete).length },
  ];
  return (
    // Three to a row on a phone, so the days themselves start on the first screen.
    <Box component="section" aria-label="Totals" sx={{ display: 'grid', gap: 1, mb: 2, gridTemplateColumns: { xs: 'repeat(3, 1fr)', sm: 'repeat(auto-fill, minmax(120px, 1fr))' } }}>
      {totals.map((total) => (
        <Paper key={total.label} variant="outlined" sx={{ p: { xs: 0.75, sm: 1 } }} data-testid={`total-${total.label}`}>
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
