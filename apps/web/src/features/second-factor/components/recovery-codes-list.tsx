import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { downloadText } from '../../../lib/csv';
import { notify } from '../../../lib/notify';

/** Ten recovery codes, shown once: copied or downloaded before the person goes on. */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useLingui();
  const asText = codes.join('\n');
  const copy = () =>
    void navigator.clipboard
      .writeText(asText)
      .then(() => notify.success(t`Recovery codes copied.`))
      .catch(() => notify.error(t`Could not copy. Download them instead.`));
  return (
    <Stack spacing={2}>
      <Typography variant="body2">
        <Trans>
          Keep these recovery codes somewhere safe, away from your phone. Each one signs you in once if you lose your
          phone. They are not shown again.
        </Trans>
      </Typography>
      <Box
        component="ol"
        aria-label={t`Your recovery codes`}
        sx={{
          m: 0,
          pl: 3,
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          columnGap: 3,
          rowGap: 0.5,
          fontFamily: 'monospace',
          fontSize: '1rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" onClick={copy}>
          <Trans>Copy</Trans>
        </Button>
        <Button
          variant="outlined"
          onClick={() => downloadText('recovery-codes.txt', `${asText}\n`, 'text/plain;charset=utf-8')}
        >
          <Trans>Download</Trans>
        </Button>
        <Button variant="contained" onClick={onDone}>
          <Trans>I have saved them</Trans>
        </Button>
      </Stack>
    </Stack>
  );
}
