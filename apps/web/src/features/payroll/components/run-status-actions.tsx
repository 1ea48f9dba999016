import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { PayrollRun } from '@portal/contracts/payroll';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDate } from '../../../lib/time-format';
import type { CutoffChoice } from '../../../components/cutoff-picker';
import { useMovePayrollRun } from '../api/payroll-run';
import { ReleaseRunDialog } from './release-run-dialog';

/**
 * What HR may do next with a run: mark a draft reviewed; take a reviewed run back to
 * draft, or lock it, after saying what locking closes; release a locked run's payslips
 * on a pay date. A released run has no moves.
 */
export function RunStatusActions({ run, choice }: { run: PayrollRun; choice: CutoffChoice }) {
  const { t } = useLingui();
  const move = useMovePayrollRun(choice);
  const [asking, setAsking] = useState<'lock' | 'release' | null>(null);
  if (run.status === 'draft') {
    return (
      <Button variant="outlined" loading={move.isPending} onClick={() => move.mutate({ status: 'reviewed' })} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
        <Trans>Mark reviewed</Trans>
      </Button>
    );
  }
  if (run.status === 'locked') {
    return (
      <>
        <Button variant="contained" color="success" onClick={() => setAsking('release')} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          <Trans>Release payslips</Trans>
        </Button>
        {asking === 'release' && (
          <ReleaseRunDialog
            run={run}
            pending={move.isPending}
            onRelease={(payDate) => move.mutate({ status: 'released', payDate }, { onSettled: () => setAsking(null) })}
            onClose={() => setAsking(null)}
          />
        )}
      </>
    );
  }
  if (run.status !== 'reviewed') return null;
  const from = formatDate(run.from);
  const to = formatDate(run.to);
  return (
    <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
      <Button variant="outlined" disabled={move.isPending} onClick={() => move.mutate({ status: 'draft' })}>
        <Trans>Back to draft</Trans>
      </Button>
      <Button variant="contained" color="warning" disabled={move.isPending} onClick={() => setAsking('lock')}>
        <Trans>Lock</Trans>
      </Button>
      <ConfirmDialog
        open={asking === 'lock'}
        title={t`Lock this payroll run?`}
        message={t`Locking is final. Requests for ${from} to ${to} can no longer be filed, changed or approved, and the run cannot be computed again.`}
        confirmLabel={t`Lock the run`}
        pending={move.isPending}
        onConfirm={() => move.mutate({ status: 'locked' }, { onSettled: () => setAsking(null) })}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
