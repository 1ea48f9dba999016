import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import { ConfirmDialog } from './confirm-dialog';

interface RemoveMemberActionProps {
  /** "group leave #12" */
  groupLabel: string;
  fullname: string;
  /** The last member takes the group along, and the question says so. */
  last: boolean;
  pending: boolean;
  onRemove: () => Promise<unknown>;
}

/** "Remove this person" on a member row of an untouched group request, asked first. */
export function RemoveMemberAction({ groupLabel, fullname, last, pending, onRemove }: RemoveMemberActionProps) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Tooltip title={t`Remove from the group`}>
        <IconButton aria-label={t`Remove ${fullname}`} color="error" onClick={() => setAsking(true)}>
          <PersonRemoveOutlined />
        </IconButton>
      </Tooltip>
      <ConfirmDialog
        open={asking}
        title={t`Remove ${fullname}?`}
        message={
          last
            ? t`${fullname} is the only one left in ${groupLabel}: removing them withdraws the whole group. This cannot be undone.`
            : t`${fullname} is taken out of ${groupLabel}; the others stay. This cannot be undone.`
        }
        confirmLabel={t`Remove`}
        pending={pending}
        onClose={() => setAsking(false)}
        onConfirm={() => void onRemove().finally(() => setAsking(false))}
      />
    </>
  );
}
