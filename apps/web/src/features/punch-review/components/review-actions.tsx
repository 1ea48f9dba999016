import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { RemarksDialog } from '../../../components/remarks-dialog';

interface ReviewActionsProps {
  ids: number[];
  pending: boolean;
  onDecide: (decision: { decision: 'accept' | 'reject'; remarks: string }) => Promise<unknown>;
  onDone?: () => void;
  /** Names the one punch, for its buttons' accessible names: "Juan dela Cruz's time in at 08:01 AM". */
  label?: string;
}

/** Accept asks for confirmation; Reject asks for remarks. With several chosen, both say how many. */
export function ReviewActions({ ids, pending, onDecide, onDone, label }: ReviewActionsProps) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const count = ids.length;
  const decide = async (decision: { decision: 'accept' | 'reject'; remarks: string }) => {
    try {
      await onDecide(decision);
      onDone?.();
    } finally {
      setConfirming(false);
      setRejecting(false);
    }
  };
  return (
    <>
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          color="success"
          size="small"
          disabled={count === 0 || pending}
          onClick={() => setConfirming(true)}
          aria-label={label ? t`Accept ${label}` : undefined}
        >
          {count > 1 ? t`Accept (${count})` : t`Accept`}
        </Button>
        <Button
          variant="outlined"
          color="error"
          size="small"
          disabled={count === 0 || pending}
          onClick={() => setRejecting(true)}
          aria-label={label ? t`Reject ${label}` : undefined}
        >
          {count > 1 ? t`Reject (${count})` : t`Reject`}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={count === 1 ? t`Accept the punch?` : t`Accept ${count} punches?`}
        message={t`An accepted punch counts as recorded, and shows that you accepted it.`}
        confirmLabel={t`Accept`}
        pending={pending}
        onConfirm={() => void decide({ decision: 'accept', remarks: '' })}
        onClose={() => setConfirming(false)}
      />
      <RemarksDialog
        open={rejecting}
        count={count}
        noun={{ one: t`punch`, many: t`punches` }}
        verb={t`Reject`}
        prompt={t`A rejected punch no longer counts in attendance. Say why: the employee reads it.`}
        pending={pending}
        onSubmit={(remarks) => void decide({ decision: 'reject', remarks })}
        onClose={() => setRejecting(false)}
      />
    </>
  );
}
