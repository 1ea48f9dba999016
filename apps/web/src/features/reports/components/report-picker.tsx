import { useLingui } from '@lingui/react/macro';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { reportKinds, type ReportKind } from '@portal/contracts/reports';
import { reportNames } from '../report-names';

/** Which report: tabs on a computer, a list on a phone (five tabs do not fit across one). */
export function ReportPicker({ value, onChange, phone }: { value: ReportKind; onChange: (report: ReportKind) => void; phone: boolean }) {
  const { t, i18n } = useLingui();
  if (phone) {
    return (
      <TextField select fullWidth label={t`Report`} size="small" value={value} onChange={(event) => onChange(event.target.value as ReportKind)} sx={{ mb: 2, displayPrint: 'none' }}>
        {reportKinds.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {i18n._(reportNames[kind])}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <Tabs value={value} onChange={(_event, report: ReportKind) => onChange(report)} variant="scrollable" scrollButtons="auto" aria-label={t`Reports`} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', displayPrint: 'none' }}>
      {reportKinds.map((kind) => (
        <Tab key={kind} value={kind} label={i18n._(reportNames[kind])} sx={{ textTransform: 'none' }} />
      ))}
    </Tabs>
  );
}
