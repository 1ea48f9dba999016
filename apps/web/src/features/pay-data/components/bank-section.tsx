import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Edit from '@mui/icons-material/Edit';
import type { PayBank } from '@portal/contracts/pay-data';
import { BankDialog } from './bank-dialog';

/** Where the pay goes: the account the bank credit file lists, recorded or changed here. */
export function BankSection({ empId, bank }: { empId: string; bank: PayBank | null }) {
  const [editing, setEditing] = useState(false);
  return (
    <section aria-labelledby="pay-bank-heading">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="pay-bank-heading" variant="h6" component="h3">
          <Trans>Bank account</Trans>
        </Typography>
        <Button startIcon={<Edit />} onClick={() => setEditing(true)}>
          {bank ? <Trans>Change</Trans> : <Trans>Record</Trans>}
        </Button>
      </Stack>
      <Typography color={bank ? 'text.primary' : 'text.secondary'}>
        {bank ? `${bank.bank} ${bank.account_number}` : <Trans>None yet. The bank credit file lists this person without an account until one is recorded.</Trans>}
      </Typography>
      {editing && <BankDialog empId={empId} current={bank} onClose={() => setEditing(false)} />}
    </section>
  );
}
