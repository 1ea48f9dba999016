import { Trans } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Login from '@mui/icons-material/Login';
import Logout from '@mui/icons-material/Logout';
import type { PunchDirection } from '../api/record-punch';

interface PunchButtonsProps {
  pending: PunchDirection | null;
  disabled: boolean;
  /** Which punch comes next, so it is the one that stands out. */
  suggested: PunchDirection;
  onPunch: (direction: PunchDirection) => void;
}

/** Two large buttons, thumb-sized on a phone; both stay still while a punch is in flight. */
export function PunchButtons({ pending, disabled, suggested, onPunch }: PunchButtonsProps) {
  const busy = pending !== null;
  return (
    <Stack direction="row" spacing={1.5} sx={{ width: '100%' }}>
      {(['in', 'out'] as const).map((direction) => (
        <Button
          key={direction}
          fullWidth
          size="large"
          variant={suggested === direction ? 'contained' : 'outlined'}
          startIcon={direction === 'in' ? <Login /> : <Logout />}
          loading={pending === direction}
          disabled={disabled || busy}
          onClick={() => onPunch(direction)}
          sx={{ py: 1.75, fontSize: { xs: 16, sm: 18 }, whiteSpace: 'nowrap' }}
        >
          {direction === 'in' ? <Trans>Time In</Trans> : <Trans>Time Out</Trans>}
        </Button>
      ))}
    </Stack>
  );
}
