import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { PayrollRun } from '@portal/contracts/payroll';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDate } from '../../../lib/time-format';
import type { CutoffChoice } from '../../../components/cutoff-picker';
import { useMovePayrollRun } from '../api/payroll-run';

/**
 * What HR may do next with a run: mark a draft reviewed; take a reviewed run back to
 * draft, or lock it, after saying what locking closes. A locked run has no moves.
 */
export function RunStatusActions({ run, choice }: { run: PayrollRun; choice: CutoffChoice }) {
  const move = useMovePayrollRun(choice);
  const [confirming, setConfirming] = useState(false);
  if (run.status === 'draft') {
    return (
      <Button variant="outlined" loading={move.isPending} onClick={() => move.mutate('reviewed')}>
        Mark reviewed
      </Button>
    );
  }
  if (run.status !== 'reviewed') return null;
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" disabled={move.isPending} onClick={() => move.mutate('draft')}>
        Back to draft
      </Button>
      <Button variant="contained" color="warning" disabled={move.isPending} onClick={() => setConfirming(true)}>
        Lock
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Lock this payroll run?"
        message={`Locking is final. Requests for ${formatDate(run.from)} to ${formatDate(run.to)} can no longer be filed, changed or approved, and the run cannot be computed again.`}
        confirmLabel="Lock the run"
        pending={move.isPending}
        onConfirm={() => move.mutate('locked', { onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
