import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import HighlightOff from '@mui/icons-material/HighlightOff';
import type { BulkDecision } from '../lib/bulk-decision';
import { ApproveDialog } from './approve-dialog';
import { RemarksDialog } from './remarks-dialog';
import { requestRef } from '@portal/contracts/approvals';

interface ApprovalActionsProps {
  recids: number[];
  pending: boolean;
  onDecide: (decision: BulkDecision) => Promise<unknown>;
  /** Icon buttons for one row; text buttons for the selection toolbar. */
  compact?: boolean;
  onDone?: () => void;
  /** Names one request and several in the confirmation: { one: 'leave', many: 'leaves' }. */
  noun?: { one: string; many: string; grouped?: boolean };
  /** What to show before approving one request (a leave's balance, who else is away). */
  renderContext?: (recid: number) => ReactNode;
}

/** Approve asks for confirmation (remarks optional); Disapprove asks for remarks. Both say how many. */
export function ApprovalActions({ recids, pending, onDecide, compact = false, onDone, noun: nounGiven, renderContext }: ApprovalActionsProps) {
  const { t } = useLingui();
  const noun = nounGiven ?? { one: t`request`, many: t`requests` };
  const [askingRemarks, setAskingRemarks] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const none = recids.length === 0;
  const decide = async (decision: BulkDecision) => {
    try {
      await onDecide(decision);
      onDone?.();
    } finally {
      setAskingRemarks(false);
      setConfirming(false);
    }
  };
  // Text buttons over several selected rows say how many: "Approve (3)".
  const count = recids.length;
  const counted = !compact && count > 1;
  const ref = requestRef(recids[0] ?? 0, noun.grouped);
  return (
    <>
      {compact ? (
        <Stack direction="row">
          <Tooltip title={t`Approve`}>
            <IconButton aria-label={t`Approve ${ref}`} color="success" disabled={pending} onClick={() => setConfirming(true)}>
              <CheckCircleOutline />
            </IconButton>
          </Tooltip>
          <Tooltip title={t`Disapprove`}>
            <IconButton aria-label={t`Disapprove ${ref}`} color="error" disabled={pending} onClick={() => setAskingRemarks(true)}>
              <HighlightOff />
            </IconButton>
          </Tooltip>
        </Stack>
      ) : (
        <Stack direction="row" spacing={1}>
          <Button variant="contained" color="success" size="small" disabled={none || pending} onClick={() => setConfirming(true)}>
            {counted ? <Trans>Approve ({count})</Trans> : <Trans>Approve</Trans>}
          </Button>
          <Button variant="outlined" color="error" size="small" disabled={none || pending} onClick={() => setAskingRemarks(true)}>
            {counted ? <Trans>Disapprove ({count})</Trans> : <Trans>Disapprove</Trans>}
          </Button>
        </Stack>
      )}
      {confirming && (
        <ApproveDialog
          open
          count={recids.length}
          noun={noun}
          recid={recids.length === 1 ? recids[0] : undefined}
          pending={pending}
          context={recids.length === 1 && recids[0] !== undefined ? renderContext?.(recids[0]) : undefined}
          onClose={() => setConfirming(false)}
          onSubmit={(remarks) => void decide({ decision: 'A', recids, remarks })}
        />
      )}
      <RemarksDialog
        open={askingRemarks}
        count={recids.length}
        noun={noun}
        recid={recids.length === 1 ? recids[0] : undefined}
        pending={pending}
        onClose={() => setAskingRemarks(false)}
        onSubmit={(remarks) => void decide({ decision: 'D', recids, remarks })}
      />
    </>
  );
}
