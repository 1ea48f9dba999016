import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { serverNow } from '../../lib/server-clock';
import { dateOfInstant } from '../../lib/time-format';
import { EntitlementsSection } from './components/entitlements-section';
import { LeaveTypesSection } from './components/leave-types-section';

/** HR's leave administration: the entitlements of a year (the daily work) and the leave types. */
export function AdminLeavePage() {
  const { t } = useLingui();
  const [tab, setTab] = useState<'entitlements' | 'types'>('entitlements');
  const thisYear = Number(dateOfInstant(serverNow(), getRuntimeConfig().timeZone).slice(0, 4));
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_event, next: 'entitlements' | 'types') => setTab(next)}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        aria-label={t`Leave administration`}
      >
        <Tab value="entitlements" label={t`Entitlements`} />
        <Tab value="types" label={t`Leave types`} />
      </Tabs>
      {tab === 'entitlements' ? <EntitlementsSection thisYear={thisYear} /> : <LeaveTypesSection />}
    </Box>
  );
}
