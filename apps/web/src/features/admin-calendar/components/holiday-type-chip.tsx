import Chip from '@mui/material/Chip';
import { holidayTypeLabels, type HolidayType } from '@portal/contracts/admin-holidays';

const colours: Record<HolidayType, 'error' | 'warning' | 'info'> = { LH: 'error', SH: 'warning', SW: 'info' };

/** LH, SH or SW with its meaning, coloured by how much pay it carries. */
export function HolidayTypeChip({ type }: { type: HolidayType }) {
  return <Chip size="small" color={colours[type]} variant="outlined" label={`${type} · ${holidayTypeLabels[type]}`} />;
}
