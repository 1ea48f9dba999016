import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { reportKinds, reportLabels, type ReportKind } from '@portal/contracts/reports';

/** Which report: tabs on a computer, a list on a phone (five tabs do not fit across one). */
export function ReportPicker({ value, onChange, phone }: { value: ReportKind; onChange: (report: ReportKind) => void; phone: boolean }) {
  if (phone) {
    return (
      <TextField select fullWidth label="Report" size="small" value={value} onChange={(event) => onChange(event.target.value as ReportKind)} sx={{ mb: 2, displayPrint: 'none' }}>
        {reportKinds.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {reportLabels[kind]}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <Tabs value={value} onChange={(_event, report: ReportKind) => onChange(report)} variant="scrollable" scrollButtons="auto" aria-label="Reports" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', displayPrint: 'none' }}>
      {reportKinds.map((kind) => (
        <Tab key={kind} value={kind} label={reportLabels[kind]} sx={{ textTransform: 'none' }} />
      ))}
    </Tabs>
  );
}
