import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { EmployeeAdminRow } from '@portal/contracts/admin-employees';
import { civilStatusName, genderName, weekdayName } from './employee-words';
import { shownPhp } from '../../../lib/money';

/** The fields the columns leave out, under an expanded row. */
export function EmployeeDetail({ employee }: { employee: EmployeeAdminRow }) {
  const { t } = useLingui();
  const shift = employee.default_shift;
  const shiftName = employee.shiftdesc;
  const facts: [string, string][] = [
    [t`Full name`, [employee.prefix, employee.firstname, employee.middlename, employee.lastname].filter(Boolean).join(' ')],
    [t`Gender`, genderName(employee.gender === 'F' ? 'F' : 'M')],
    [t`Civil status`, [employee.civil_status ? civilStatusName(employee.civil_status) : t`not recorded`, employee.solo_parent ? t`solo parent` : ''].filter(Boolean).join(', ')],
    [t`TIN`, employee.tin ?? '—'],
    [t`SSS no.`, employee.sss_no ?? '—'],
    [t`PhilHealth no.`, employee.philhealth_no ?? '—'],
    [t`Pag-IBIG MID no.`, employee.pagibig_no ?? '—'],
    [t`Hired`, employee.hire_date],
    [t`Separated`, employee.separation_date ?? '—'],
    [t`Employment status`, employee.employment_status],
    [t`Monthly salary`, shownPhp(employee.monthly_salary)],
    [t`Monthly allowances`, shownPhp(employee.monthly_allowances)],
    [t`Shift`, shiftName ? `${shift} - ${shiftName}` : '—'],
    [t`Rest days`, employee.rest_days.map(weekdayName).join(', ') || t`none`],
    [t`Home address`, employee.home_address || '—'],
    [t`E-mail`, employee.email ?? '—'],
    [t`Benefits`, employee.benefits_coverage || '—'],
    [t`Account`, employee.username ?? t`none yet`],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0, p: 1, whiteSpace: 'normal' }}>
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
