import { t } from '@lingui/core/macro';
import Alert from '@mui/material/Alert';

/** Says which cut-offs the figures leave out, having no locked or released run yet. */
export function CoverageNote({ covered, missing }: { covered: number[]; missing: number[] }) {
  if (missing.length === 0) return null;
  return (
    <Alert severity={covered.length === 0 ? 'info' : 'warning'} sx={{ mb: 1.5 }}>
      {covered.length === 0 ? nothingYet(missing) : leftOut(missing[0])}
    </Alert>
  );
}

/** No cut-off of the report has a locked run: which, and what to do. */
function nothingYet(missing: number[]): string {
  if (missing.length > 1) return t`Nothing to report yet: the first and second cut-offs have no locked run. Lock the run in Payroll Run first.`;
  return missing[0] === 1
    ? t`Nothing to report yet: the first cut-off has no locked run. Lock the run in Payroll Run first.`
    : t`Nothing to report yet: the second cut-off has no locked run. Lock the run in Payroll Run first.`;
}

/** One of the month's two cut-offs has no locked run: the figures are the other's. */
function leftOut(cutoff: number | undefined): string {
  return cutoff === 1
    ? t`These figures leave out the first cut-off: it has no locked run yet.`
    : t`These figures leave out the second cut-off: it has no locked run yet.`;
}
