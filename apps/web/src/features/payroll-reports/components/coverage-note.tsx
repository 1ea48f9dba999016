import Alert from '@mui/material/Alert';

const HALF = { 1: 'first', 2: 'second' } as const;

/** Says which cut-offs the figures leave out, having no locked or released run yet. */
export function CoverageNote({ covered, missing }: { covered: number[]; missing: number[] }) {
  if (missing.length === 0) return null;
  const halves = missing.map((cutoff) => HALF[cutoff as 1 | 2]).join(' and ');
  return (
    <Alert severity={covered.length === 0 ? 'info' : 'warning'} sx={{ mb: 1.5 }}>
      {covered.length === 0
        ? `Nothing to report yet: the ${halves} cut-off${missing.length > 1 ? 's have' : ' has'} no locked run. Lock the run in Payroll Run first.`
        : `These figures leave out the ${halves} cut-off: it has no locked run yet.`}
    </Alert>
  );
}
