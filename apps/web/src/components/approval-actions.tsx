import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import HighlightOff from '@mui/icons-material/HighlightOff';
import type { BulkDecision } from '../lib/bulk-decision';
import { RemarksDialog } from './remarks-dialog';

interface ApprovalActionsProps {
  recids: number[];
  pending: boolean;
  onDecide: (decision: BulkDecision) => Promise<unknown>;
  /** Icon buttons for one row; text buttons for the selection toolbar. */
  compact?: boolean;
  onDone?: () => void;
}

/** Approve at once; Disapprove asks for remarks first. */
export function ApprovalActions({ recids, pending, onDecide, compact = false, onDone }: ApprovalActionsProps) {
  const [askingRemarks, setAskingRemarks] = useState(false);
  const none = recids.length === 0;
  const decide = async (decision: BulkDecision) => {
    try {
      await onDecide(decision);
      onDone?.();
    } finally {
      setAskingRemarks(false);
    }
  };
  const suffix = compact || recids.length <= 1 ? '' : ` (${recids.length})`;
  return (
    <>
      {compact ? (
        <Stack direction="row">
          <Tooltip title="Approve">
            <IconButton aria-label={`Approve #${recids[0]}`} color="success" disabled={pending} onClick={() => void decide({ decision: 'A', recids })}>
              <CheckCircleOutline />
            </IconButton>
          </Tooltip>
          <Tooltip title="Disapprove">
            <IconButton aria-label={`Disapprove #${recids[0]}`} color="error" disabled={pending} onClick={() => setAskingRemarks(true)}>
              <HighlightOff />
            </IconButton>
          </Tooltip>
        </Stack>
      ) : (
        <Stack direction="row" spacing={1}>
          <Button variant="contained" color="success" size="small" disabled={none || pending} onClick={() => void decide({ decision: 'A', recids })}>
            Approve{suffix}
          </Button>
          <Button variant="outlined" color="error" size="small" disabled={none || pending} onClick={() => setAskingRemarks(true)}>
            Disapprove{suffix}
          </Button>
        </Stack>
      )}
      <RemarksDialog
        open={askingRemarks}
        count={recids.length}
        pending={pending}
        onClose={() => setAskingRemarks(false)}
        onSubmit={(remarks) => void decide({ decision: 'D', recids, remarks })}
      />
    </>
  );
}
