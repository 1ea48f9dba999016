import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';

interface PageHeaderProps {
  title: string;
  onRefresh?: () => void;
  refreshing?: boolean;
  actions?: ReactNode;
}

/** The page title with its refresh button (spec §2). */
export function PageHeader({ title, onRefresh, refreshing = false, actions }: PageHeaderProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1, fontWeight: 600 }}>
        {title}
      </Typography>
      {actions}
      {onRefresh && (
        <Button variant="outlined" size="small" startIcon={<RefreshIcon />} onClick={onRefresh} disabled={refreshing}>
          <Trans>Refresh</Trans>
        </Button>
      )}
    </Box>
  );
}
